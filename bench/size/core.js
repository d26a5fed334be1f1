// Size fixture (issue 11 §3): an app that uses only the core client.
import { createChatbotClient } from '../../dist/core/index.js';

const client = createChatbotClient({ baseUrl: '/api/chatbot' });
console.log(client);
