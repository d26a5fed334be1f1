// The service's address and keys, from server-only environment variables (no
// NEXT_PUBLIC_ prefix, so Next.js never puts them in a bundle). 'server-only'
// makes a build fail if a client file ever imports this module.
import 'server-only';

/** What the route handler and the page need to reach the service. */
export interface ChatbotEnv {
  baseUrl: string;
  appUrl: string | undefined;
  secretKey: string;
  sessionKey: string;
}

const REQUIRED = ['CHATBOT_BASE_URL', 'CHATBOT_SECRET_KEY', 'CHATBOT_SESSION_KEY'] as const;

/**
 * The first required variable that is not set, if any. Read on each request,
 * never when a module loads: `next build` loads every route with no keys (a
 * Docker or CI build gets its secrets at run time). A name, never a value.
 */
export function missingChatbotEnv(): string | undefined {
  return REQUIRED.find((name) => !process.env[name]);
}

/** The variables; call it after {@link missingChatbotEnv} found none missing. */
export function chatbotEnv(): ChatbotEnv {
  return {
    baseUrl: process.env.CHATBOT_BASE_URL ?? '',
    appUrl: process.env.CHATBOT_APP_URL || undefined,
    secretKey: process.env.CHATBOT_SECRET_KEY ?? '',
    sessionKey: process.env.CHATBOT_SESSION_KEY ?? '',
  };
}

/** The chatbot whose listings the page shows; not a secret. */
export const serialNumber = (): string => process.env.CHATBOT_SERIAL_NUMBER || 'fake-chatbot-001';
