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

// One chatbot per signed-in user: a listing goes to the user's own chatbot, whatever the page asked for.
// #region one-chatbot
export const oneChatbotPerUser = (options: Options, findUser: (request: Request) => Promise<{ chatbot: string } | undefined>) =>
  createChatbotProxy({
    ...options,
    authorize: async (request, _operation, body) => {
      const user = await findUser(request); // undefined: no one is signed in, so 403 and the service hears nothing
      return user !== undefined && ('SerialNumber' in body ? { ...body, SerialNumber: user.chatbot } : true);
    },
  });
// #endregion

// A user with several chatbots: a listing of any other chatbot is refused (403).
// #region several-chatbots
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
