/**
 * Mounts {@link createChatbotProxy} on Vite's dev and preview servers, so Storybook and local
 * examples reach the service with keys from the developer's environment, never from the bundle.
 * Vite is not imported, not even for types: the structural types below match its `Plugin`.
 */
import type { ChatbotProxyOptions } from './ChatbotProxyOptions';
import { createChatbotProxy } from './createChatbotProxy';
import { toNodeHandler, type NodeHandler } from './toNodeHandler';

/** Options of {@link chatbotProxyVitePlugin}: the proxy's, with `basePath` required. */
export interface ChatbotProxyVitePluginOptions extends ChatbotProxyOptions {
  /** Where the proxy is mounted on the dev server; the browser client's `baseUrl`. @example '/api/chatbot' */
  basePath: string;
}

/** The part of Vite's dev / preview server the plugin uses. */
export interface ViteServerLike {
  /** Vite's connect stack: the proxy is mounted on it with `use(basePath, handler)`. */
  middlewares: { use(route: string, handler: NodeHandler): unknown };
}

/** A Vite plugin (structurally `import('vite').Plugin`). */
export interface ChatbotProxyVitePlugin {
  /** `'chatbot-kit:proxy'`. */
  name: string;
  /** Mounts the proxy under `basePath` on `vite dev`'s server. */
  configureServer(server: ViteServerLike): void;
  /** Mounts the proxy under `basePath` on `vite preview`'s server. */
  configurePreviewServer(server: ViteServerLike): void;
}

/**
 * A Vite plugin that serves the chatbot proxy under `basePath` during `vite dev` and `vite preview`.
 * @example
 * // vite.config.ts
 * plugins: [chatbotProxyVitePlugin({
 *   basePath: '/api/chatbot',
 *   baseUrl: process.env.CHATBOT_BASE_URL!,
 *   secretKey: process.env.CHATBOT_SECRET_KEY!,
 * })]
 */
export function chatbotProxyVitePlugin(options: ChatbotProxyVitePluginOptions): ChatbotProxyVitePlugin {
  const handler = toNodeHandler(createChatbotProxy(options));
  // Connect strips the mount prefix from req.url; toNodeHandler reads
  // req.originalUrl, so the proxy still sees (and strips) basePath itself.
  const mount = (server: ViteServerLike) => {
    server.middlewares.use(options.basePath, handler);
  };
  return { name: 'chatbot-kit:proxy', configureServer: mount, configurePreviewServer: mount };
}
