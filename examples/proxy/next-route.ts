// Next.js (App Router): app/api/chatbot/[...path]/route.ts
//
// The browser talks to /api/chatbot/...; this route adds the keys on the
// server and forwards only the three chatbot operations. The keys live in
// server-only environment variables (no NEXT_PUBLIC_ prefix), so they never
// reach the bundle. examples/next is a whole app built around this route.
//
//   <ChatbotProvider baseUrl="/api/chatbot">…</ChatbotProvider>   // in the browser: no keys
import { createChatbotProxy, type ChatbotProxyHandler } from 'chatbot-kit/server';

// Made on the first request, not when the module loads: `next build` loads
// this file, and a build (Docker, CI) runs without the keys.
let proxy: ChatbotProxyHandler | undefined;

// Only POST is exported: Next.js answers 405 to other methods by itself.
export async function POST(request: Request): Promise<Response> {
  const missing = ['CHATBOT_BASE_URL', 'CHATBOT_SECRET_KEY'].find((name) => !process.env[name]);
  if (missing) {
    // A name, never a value; in the envelope, so the page shows it.
    const Message = `The server has no ${missing}: set it in the server's environment.`;
    return Response.json({ Data: null, Version: '1.0.0', Success: false, Code: 500, Message }, { status: 500 });
  }
  proxy ??= createChatbotProxy({
    baseUrl: process.env.CHATBOT_BASE_URL!,
    appUrl: process.env.CHATBOT_APP_URL || undefined,
    secretKey: process.env.CHATBOT_SECRET_KEY!,
    sessionKey: process.env.CHATBOT_SESSION_KEY || undefined,
    // The route's own path: stripped before the operation path is matched.
    basePath: '/api/chatbot',
    // Anyone who can reach this route can use the operations: check your login
    // here, and the chatbot a listing asks for (docs/recipes/proxy.md).
    // authorize: async (request, operation, body) => Boolean(await getSession(request)),
  });
  return proxy(request);
}
