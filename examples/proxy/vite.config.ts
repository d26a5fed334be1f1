// Vite (and Storybook's Vite builder): the proxy as dev-server middleware.
// `vite dev` and `vite preview` serve /api/chatbot/... with the keys read
// from the developer's environment; the page uses baseUrl '/api/chatbot'.
// Keys are read with process.env here, not import.meta.env: only VITE_-prefixed
// variables reach the bundle, and these must never have that prefix.
import { defineConfig } from 'vite';
import { chatbotProxyVitePlugin } from 'chatbot-kit/server';

export default defineConfig({
  plugins: [
    chatbotProxyVitePlugin({
      basePath: '/api/chatbot',
      baseUrl: process.env.CHATBOT_BASE_URL!,
      appUrl: process.env.CHATBOT_APP_URL || undefined,
      secretKey: process.env.CHATBOT_SECRET_KEY!,
      sessionKey: process.env.CHATBOT_SESSION_KEY || undefined,
    }),
  ],
});
