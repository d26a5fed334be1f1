/**
 * The console's backend, as a Vite plugin: it mounts
 * `createChatbotProxy` at `/api/chatbot` on the dev server, so the page holds
 * no key, and decides what the proxy talks to:
 *
 * - the real service when CHATBOT_BASE_URL, CHATBOT_SECRET_KEY and
 *   CHATBOT_SESSION_KEY are set in the server's environment;
 * - otherwise a fake service started with `startFakeChatbotServer`
 *   (real HTTP on 127.0.0.1), stopped with the dev server.
 *
 * In your own app import these names from 'chatbot-kit/server' and
 * 'chatbot-kit/testing'; here they come from this repository's source so the
 * example runs without a build.
 */
import type { Plugin } from 'vite';
import { chatbotProxyVitePlugin } from '../../src/server/index';
import { FAKE_DEFAULTS, startFakeChatbotServer, type FakeChatbotServer } from '../../src/testing/index';

/** Where the proxy is mounted; the page's `<ChatbotProvider baseUrl>`. */
const PROXY_PATH = '/api/chatbot';

/** What the page is told about its backend. Holds no key. */
export interface ConsoleInfo {
  /** `fake`: the embedded fake service; `live`: the service named by CHATBOT_BASE_URL. */
  target: 'fake' | 'live';
  /** The chatbot whose listings are shown first (CHATBOT_SERIAL_NUMBER, or the fake's chatbot). */
  serialNumber: string;
}

/** The live service's settings, read from the server-side environment. */
interface LiveTarget {
  baseUrl: string;
  appUrl: string | undefined;
  secretKey: string;
  sessionKey: string;
  serialNumber: string;
}

const REQUIRED = ['CHATBOT_BASE_URL', 'CHATBOT_SECRET_KEY', 'CHATBOT_SESSION_KEY'] as const;

/**
 * The live target, or `undefined` when none of its variables is set.
 * @throws Error naming the missing variables when only some are set: silently
 * falling back to the fake would make a typo look like a working setup.
 */
function readLiveTarget(env: Record<string, string | undefined>): LiveTarget | undefined {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new Error(`To use the real service, also set ${missing.join(' and ')} (the fake runs when none of ${REQUIRED.join(', ')} is set).`);
  }
  return {
    baseUrl: env.CHATBOT_BASE_URL!,
    appUrl: env.CHATBOT_APP_URL || undefined,
    secretKey: env.CHATBOT_SECRET_KEY!,
    sessionKey: env.CHATBOT_SESSION_KEY!,
    serialNumber: env.CHATBOT_SERIAL_NUMBER ?? '',
  };
}

/** Options of {@link consoleBackend}. */
export interface ConsoleBackendOptions {
  /**
   * Where the settings are read from.
   * @default process.env
   */
  env?: Record<string, string | undefined>;
  /**
   * Delay of every fake answer, so progress and loading states can be seen.
   * @default 150
   */
  fakeLatencyMs?: number;
}

/** The Vite plugin described at the top of this file. */
export function consoleBackend(options: ConsoleBackendOptions = {}): Plugin {
  const env = options.env ?? process.env;
  let live: LiveTarget | undefined;
  return {
    name: 'chatbot-console-backend',
    config() {
      live = readLiveTarget(env);
      const info: ConsoleInfo = {
        target: live ? 'live' : 'fake',
        serialNumber: live ? live.serialNumber : (env.CHATBOT_SERIAL_NUMBER ?? FAKE_DEFAULTS.serialNumber),
      };
      // Only the target kind and the chatbot id reach the page; never a key.
      return { define: { __CHATBOT_CONSOLE__: JSON.stringify(info) } };
    },
    async configureServer(server) {
      let fake: FakeChatbotServer | undefined;
      let upstream: Omit<LiveTarget, 'serialNumber'>;
      if (live) {
        upstream = live;
        server.config.logger.info(`chatbot console: proxying ${PROXY_PATH} to ${live.baseUrl} (keys from the environment)`);
      } else {
        fake = await startFakeChatbotServer({ latencyMs: options.fakeLatencyMs ?? 150 });
        upstream = { baseUrl: fake.url, appUrl: undefined, secretKey: fake.secretKey, sessionKey: fake.sessionKey };
        server.config.logger.info(`chatbot console: fake service on ${fake.url}, proxied at ${PROXY_PATH}`);
        const stopFake = () => void fake?.close().catch(() => undefined);
        server.httpServer?.once('close', stopFake);
      }
      chatbotProxyVitePlugin({
        basePath: PROXY_PATH,
        baseUrl: upstream.baseUrl,
        appUrl: upstream.appUrl,
        secretKey: upstream.secretKey,
        sessionKey: upstream.sessionKey,
      }).configureServer(server);
    },
  };
}
