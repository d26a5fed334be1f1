'use client';
import { createContext } from 'react';
import type { ChatbotClientBase } from '../core/client/createClientBase';

/**
 * Internal: the client given by the nearest `<ChatbotProvider>`. Typed as the client's core, since that is what the
 * provider makes from options; upload hooks add `withUploads`, listing hooks `withRealEstateList`, and
 * `useChatbotClient()` both.
 */
export const ChatbotContext = createContext<ChatbotClientBase | null>(null);
