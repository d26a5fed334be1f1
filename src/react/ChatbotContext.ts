'use client';
import { createContext } from 'react';
import type { ChatbotClient } from '../core/types';

/** Internal: the client given by the nearest `<ChatbotProvider>`. */
export const ChatbotContext = createContext<ChatbotClient | null>(null);
