import { createClientBase, transportOf } from './client/createClientBase';
import { createRealEstateList } from './client/withRealEstateList';
import { createUploadMethods } from './client/withUploads';
import type { ChatbotClient, ChatbotClientOptions } from './types';

/**
 * Makes the client for the service of docs/SERVICE.md: the three upload
 * operations, `uploadFile` which runs them in order, and the real-estate list.
 * Every failure is a typed {@link ChatbotError} (aborts end as an `AbortError`).
 *
 * @throws {ChatbotError} code `INSECURE_BROWSER_USE` when `secretKey` is given
 * in a browser without `dangerouslyAllowBrowser`.
 * @example
 * // Server side, with the keys:
 * const client = createChatbotClient({ baseUrl: 'https://api.example.com', secretKey, sessionKey });
 * // Browser, through chatbot-kit/server's proxy (no keys in the page):
 * const client = createChatbotClient({ baseUrl: '/api/chatbot' });
 */
export function createChatbotClient(options: ChatbotClientOptions): ChatbotClient {
  // Both halves at once (docs/decisions/0006): none of the hooks' per-half memo is shipped.
  const client = createClientBase(options);
  const transport = transportOf(client);
  return { ...client, ...createUploadMethods(transport), ...createRealEstateList(transport) };
}
