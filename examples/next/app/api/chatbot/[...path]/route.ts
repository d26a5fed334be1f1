// app/api/chatbot/[...path]/route.ts: the browser calls /api/chatbot/...,
// this route adds the keys on the server and forwards only the three
// chatbot operations (chatbot-kit/server's proxy).
import { createChatbotProxy, type ChatbotProxyHandler } from 'chatbot-kit/server';
import { chatbotEnv, missingChatbotEnv } from '../../../../lib/chatbotEnv';

// Made on the first request, not when the module loads: `next build` loads
// this file without the keys.
let proxy: ChatbotProxyHandler | undefined;

export async function POST(request: Request): Promise<Response> {
  const missing = missingChatbotEnv();
  if (missing) {
    // The server's log names what is missing; the page gets an envelope like
    // every chatbot answer and shows "… failed with HTTP 500" (the client
    // never shows the body of an error status).
    const Message = `The server has no ${missing}: set it in the server's environment.`;
    console.error(Message);
    return Response.json({ Data: null, Version: '1.0.0', Success: false, Code: 500, Message }, { status: 500 });
  }
  proxy ??= createChatbotProxy({ ...chatbotEnv(), basePath: '/api/chatbot' });
  return proxy(request);
}
