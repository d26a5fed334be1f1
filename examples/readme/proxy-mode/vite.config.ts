// README recipe "Proxy mode: from the fake to the real service": vite.config.ts.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { chatbotProxyVitePlugin } from '../../../src/server/index';
import { startFakeChatbotServer } from '../../../src/testing/index';

export default defineConfig(async ({ command, mode }) => {
  if (command !== 'serve') return { plugins: [react()] };
  // CHATBOT_* from the shell or from .env.local. Without the VITE_ prefix they
  // stay in this Node process and never reach the bundle.
  const env = { ...loadEnv(mode, process.cwd(), 'CHATBOT_'), ...process.env };
  const upstream = env.CHATBOT_SECRET_KEY
    ? {
        baseUrl: env.CHATBOT_BASE_URL!,
        appUrl: env.CHATBOT_APP_URL || undefined,
        secretKey: env.CHATBOT_SECRET_KEY,
        sessionKey: env.CHATBOT_SESSION_KEY || undefined,
      }
    : await startFakeChatbotServer().then((fake) => ({
        baseUrl: fake.url,
        appUrl: undefined,
        secretKey: fake.secretKey,
        sessionKey: fake.sessionKey,
      }));
  return {
    plugins: [react(), chatbotProxyVitePlugin({ basePath: '/api/chatbot', ...upstream })],
  };
});
