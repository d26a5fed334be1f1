'use client';
import { useContext } from 'react';
import { ChatbotContext } from './ChatbotContext';
import { withRealEstateList } from '../core/client/withRealEstateList';
import { withUploads } from '../core/client/withUploads';
import type { ChatbotClient } from '../core/types';

/**
 * The client of the nearest `<ChatbotProvider>`, with every method (listing included). Neither the upload nor the
 * listing hooks use this hook, so that an app ships only the half of the client it uses.
 * @throws Error naming the fix when there is no provider above.
 */
export function useChatbotClient(): ChatbotClient {
  const client = useContext(ChatbotContext)?.client;
  if (!client) {
    throw new Error(
      'useChatbotClient() found no <ChatbotProvider> above this component. ' +
        'Wrap your app (or this part of it) in <ChatbotProvider client={createChatbotClient({ baseUrl })}>.',
    );
  }
  return withRealEstateList(withUploads(client));
}
