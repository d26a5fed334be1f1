'use client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { ChatbotClientBase } from '../core/client/createClientBase';

/**
 * Internal: what the nearest `<ChatbotProvider>` gives. `client` is typed as the client's core, since that is what the
 * provider makes from options; upload hooks add `withUploads`, listing hooks `withRealEstateList`, and
 * `useChatbotClient()` both. `queryClient` is its `queryClient` prop (or an outer provider's), and `box` holds the
 * QueryClient the listing side makes on its first ask when there is no other. Only types come from TanStack Query, so
 * the provider, and with it the upload path, never imports it at run time.
 */
export interface ChatbotContextValue {
  readonly client: ChatbotClientBase;
  readonly queryClient: QueryClient | undefined;
  readonly box: { made?: QueryClient };
}

/** Internal: the nearest `<ChatbotProvider>`'s client and QueryClient. */
export const ChatbotContext = createContext<ChatbotContextValue | null>(null);
