// Next.js (App Router): app/api/chatbot/[...path]/route.ts
//
// The browser talks to /api/chatbot/...; this route adds the keys on the
// server and forwards only the three chatbot operations. The keys live in
// server-only environment variables (no NEXT_PUBLIC_ prefix), so they never
// reach the bundle.
//
//   <ChatbotProvider baseUrl="/api/chatbot">…</ChatbotProvider>   // in the browser: no keys
import { createChatbotProxy } from 'chatbot-kit/server';

const proxy = createChatbotProxy({
  baseUrl: process.env.CHATBOT_BASE_URL!,
  appUrl: process.env.CHATBOT_APP_URL || undefined,
  secretKey: process.env.CHATBOT_SECRET_KEY!,
  sessionKey: process.env.CHATBOT_SESSION_KEY || undefined,
  // The route's own path: stripped before the operation path is matched.
  basePath: '/api/chatbot',
  // Anyone who can reach this route can use the operations: check your login here.
  // authorize: async (request) => Boolean(await getSession(request)),
});

// Only POST is exported: Next.js answers 405 to other methods by itself.
export const POST = (request: Request) => proxy(request);
