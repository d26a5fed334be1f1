// README "Quick start": vite.config.ts of a new Vite + React app.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chatbotProxyVitePlugin } from '../../../src/server/index';
import { startFakeChatbotServer } from '../../../src/testing/index';

export default defineConfig(async ({ command }) => {
  if (command !== 'serve') return { plugins: [react()] };
  // The fake service on 127.0.0.1, and the proxy that adds its keys on the
  // dev server: the page itself never holds a key.
  const fake = await startFakeChatbotServer();
  return {
    plugins: [
      react(),
      chatbotProxyVitePlugin({
        basePath: '/api/chatbot',
        baseUrl: fake.url,
        secretKey: fake.secretKey,
        sessionKey: fake.sessionKey,
      }),
    ],
  };
});
