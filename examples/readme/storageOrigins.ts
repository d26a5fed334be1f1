// README and docs/recipes/storage.md: the bucket hosts pinned.
import { createChatbotClient } from 'chatbot-kit/core';

export const chatbotClient = createChatbotClient({
  baseUrl: '/api/chatbot',
  storageOrigins: ['https://my-bucket.s3.eu-west-1.amazonaws.com', /^https:\/\/[a-z0-9-]+\.cdn\.example$/],
});
