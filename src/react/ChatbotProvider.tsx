'use client';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { ChatbotContext } from './ChatbotContext';
import type { ChatbotClient } from '../core/types';

/** Props of {@link ChatbotProvider}. */
export interface ChatbotProviderProps {
  /** The client every hook below uses. Make it with `createChatbotClient`. */
  client: ChatbotClient;
  /**
   * The TanStack QueryClient for listings. Without it the surrounding
   * `<QueryClientProvider>` is used.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Supplies the chatbot client (and a QueryClient) to the hooks and components.
 * @example
 * <ChatbotProvider client={createChatbotClient({ baseUrl: '/api/chatbot' })}>
 *   <UploadDropzone />
 * </ChatbotProvider>
 */
export function ChatbotProvider({ client, queryClient, children }: ChatbotProviderProps) {
  const outer = useContext(QueryClientContext);
  if (!queryClient && !outer) {
    throw new Error(
      '<ChatbotProvider> needs a QueryClient: pass queryClient={new QueryClient()} or wrap it in <QueryClientProvider>.',
    );
  }
  const inner = <ChatbotContext.Provider value={client}>{children}</ChatbotContext.Provider>;
  return queryClient ? <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider> : inner;
}
