'use client';
import { createContext } from 'react';
import type { ChatbotClientBase } from '../core/client/createClientBase';

/**
 * Internal: the client given by the nearest `<ChatbotProvider>`. Typed as the
 * upload half, since that is what the provider makes from options (issue 11);
 * listing hooks and `useChatbotClient()` complete it with `withRealEstateList`.
 */
export const ChatbotContext = createContext<ChatbotClientBase | null>(null);
