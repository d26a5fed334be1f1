// The proxy as a tenant boundary: `authorize` sees the validated body, so a
// signed-in user reaches only their own chatbots. README.md and
// docs/recipes/proxy.md quote the two regions; test/server/tenantBoundary.test.ts
// runs them against the fake service with a browser that asks for another
// tenant's chatbot.
//
// `findUser` stands for your own session lookup (a cookie, a JWT): who sent
// this request, or undefined when no one is signed in.
import { createChatbotProxy, type ChatbotProxyOptions } from 'chatbot-kit/server';

/** The proxy's options without `authorize`, which each recipe brings. */
type Options = Omit<ChatbotProxyOptions, 'authorize'>;

// #region one-chatbot
// One chatbot per signed-in user: a listing goes to the user's own chatbot, whatever the page asked for.
export const oneChatbotPerUser = (options: Options, findUser: (request: Request) => Promise<{ chatbot: string } | undefined>) =>
  createChatbotProxy({
    ...options,
    authorize: async (request, _operation, body) => {
      const user = await findUser(request);
      if (!user) return false; // not signed in: 403, and the service hears nothing
      return 'SerialNumber' in body ? { ...body, SerialNumber: user.chatbot } : true; // uploads name no chatbot
    },
  });
// #endregion

// #region several-chatbots
// A user with several chatbots: a listing of any other chatbot is refused (403).
export const severalChatbotsPerUser = (options: Options, findUser: (request: Request) => Promise<{ chatbots: readonly string[] } | undefined>) =>
  createChatbotProxy({
    ...options,
    authorize: async (request, _operation, body) => {
      const user = await findUser(request);
      if (!user) return false;
      return !('SerialNumber' in body) || user.chatbots.includes(body.SerialNumber);
    },
  });
// #endregion
