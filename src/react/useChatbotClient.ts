'use client';
import { useContext } from 'react';
import { ChatbotContext } from './ChatbotContext';
import { withRealEstateList } from '../core/client/withRealEstateList';
import type { ChatbotClient } from '../core/types';

/**
 * The client of the nearest `<ChatbotProvider>`, with every method (listing
 * included). The upload hooks do not use this hook, so that an upload-only
 * app ships no listing code.
 * @throws Error naming the fix when there is no provider above.
 */
export function useChatbotClient(): ChatbotClient {
  const client = useContext(ChatbotContext);
  if (!client) {
    throw new Error(
      'useChatbotClient() found no <ChatbotProvider> above this component. ' +
        'Wrap your app (or this part of it) in <ChatbotProvider client={createChatbotClient({ baseUrl })}>.',
    );
  }
  return withRealEstateList(client);
}
