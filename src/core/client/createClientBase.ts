import { ChatbotError } from '../errors/ChatbotError';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { ChatbotClient, ChatbotClientOptions } from '../types';
import { createOperationCaller, type OperationCaller } from './callOperation';

/**
 * The core of a {@link ChatbotClient} (`scopeId`, `baseUrl`; the transport kept aside), which `<ChatbotProvider>`
 * makes: the upload hooks add the upload half (`withUploads`), the listing hooks the listing half
 * (`withRealEstateList`), so an app ships only the half it uses.
 */
export type ChatbotClientBase = Pick<ChatbotClient, 'scopeId' | 'baseUrl'>;

/** The platform's fetch, or the client's, called as a method of the global (a detached `window.fetch` throws). */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/** What the added methods need of the client they are added to. */
export interface ClientTransport {
  /** The one function every JSON operation goes through. */
  callOperation: OperationCaller;
  send: Send;
  /** The client's options as given (the upload half reads `XMLHttpRequest`, `baseUrl` and `storageOrigins`). */
  options: ChatbotClientOptions;
}

let clientCount = 0;

/** The transport of each client made here, and of each client extended from one. */
const transports = new WeakMap<ChatbotClientBase, ClientTransport>();

/** The transport of a client made by {@link createClientBase} (or extended from one). */
export function transportOf(client: ChatbotClientBase): ClientTransport {
  return transports.get(client)!;
}

/**
 * `client` with `methods` added, as a new object that keeps the transport (so the other half can be added too),
 * memoised in `cache`: safe in render. A client that has them already (`has` in it) or no transport (a hand-made
 * double) is returned as it is.
 */
export function extendClient<T extends ChatbotClientBase, M extends object>(
  client: ChatbotClientBase,
  has: keyof M & string,
  cache: WeakMap<ChatbotClientBase, T & M>,
  methods: (transport: ClientTransport) => M,
): T & M {
  const transport = transports.get(client);
  if (has in client || !transport) return client as T & M;
  let made = cache.get(client);
  if (!made) {
    made = { ...(client as T), ...methods(transport) };
    transports.set(made, transport);
    cache.set(client, made);
  }
  return made;
}

/**
 * The client's core: the options checked, the transport made, no operation yet.
 * @throws {ChatbotError} code `INSECURE_BROWSER_USE` when `secretKey` is given
 * in a browser without `dangerouslyAllowBrowser`.
 */
export function createClientBase(options: ChatbotClientOptions): ChatbotClientBase {
  if (typeof options?.baseUrl !== 'string') {
    throw new InvalidInputError('createChatbotClient', 'baseUrl', 'must be a string');
  }
  // A page: window and document exist (a worker and Node have neither).
  if (options.secretKey !== undefined && !options.dangerouslyAllowBrowser && typeof window !== 'undefined' && typeof document !== 'undefined') {
    // docs/UPSTREAM.md: the same key also creates, updates and deletes listings.
    // Development gets the whole explanation; production the risk and both ways out.
    throw new ChatbotError(
      'INSECURE_BROWSER_USE',
      process.env.NODE_ENV === 'production'
        ? 'createChatbotClient: a secretKey in a browser can be read by anyone who opens the page. ' +
            "Use chatbot-kit/server's createChatbotProxy, or pass dangerouslyAllowBrowser: true."
        : 'createChatbotClient: a secretKey was given in a browser. The secret key also authorises creating, ' +
            'updating and deleting listings, and anyone who opens this page can read it. Keep it on your server: ' +
            "serve the service through chatbot-kit/server's createChatbotProxy and create the client with " +
            "{ baseUrl: '/your/proxy/path' } and no keys. To accept the risk (e.g. an internal tool), pass " +
            'dangerouslyAllowBrowser: true.',
    );
  }

  // Read at call time, not here: tests and polyfills may install it later. Every supported platform has one (Node 20+).
  const send: Send = (url, init) => (options.fetch ?? globalThis.fetch).call(globalThis, url, init);
  const client: ChatbotClientBase = {
    // Per instance, never from a key: two clients' caches never mix, no key reaches a query key.
    scopeId: `ck-${++clientCount}`,
    baseUrl: options.baseUrl,
  };
  transports.set(client, { callOperation: createOperationCaller(options, send), send, options });
  return client;
}
