'use client';
// Only a type from TanStack Query: uploads work without it installed at run time.
import type { QueryClient } from '@tanstack/react-query';
import { useContext, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ChatbotContext, type ChatbotContextValue } from './ChatbotContext';
// The client's core only: upload and listing hooks add their half, so an app ships only what it uses.
import { createClientBase, type ChatbotClientBase } from '../core/client/createClientBase';
import type { ChatbotClient, ChatbotClientOptions } from '../core/types';

/**
 * Props of {@link ChatbotProvider}: `queryClient` and `children`, with either `client` (a client you made with
 * `createChatbotClient`) or the options to make one, not both. With options, the provider makes the client, and a new
 * client (and so a new session) when `baseUrl`, `appUrl`, `paths`, `storageOrigins`, `dangerouslyAllowBrowser`,
 * `XMLHttpRequest` or a key changes. For a function key, its identity counts: define it outside the component or wrap
 * it in `useCallback`, or every render of the parent starts a new session.
 */
export type ChatbotProviderProps = {
  /**
   * The TanStack QueryClient of chatbot-kit's listing hooks and components. They use, in this order: this prop; else
   * the surrounding `<QueryClientProvider>`; else a QueryClient of this provider's own, made only when a listing hook
   * first asks (one per provider, shared by all its listing hooks, on a server one per render). So a Next.js Server
   * Component can render `<ChatbotProvider baseUrl="/api/chatbot">` with serialisable props alone. Uploads never make
   * one. Your own `useQuery` calls still need a `<QueryClientProvider>`; to prefetch on a server, see
   * `ListingHydrationBoundary`.
   * @default the surrounding QueryClientProvider's, else one made on first use
   * @example <ChatbotProvider client={client} queryClient={queryClient}>…</ChatbotProvider>
   */
  queryClient?: QueryClient;
  /**
   * The part of the app whose hooks and components use this client.
   */
  children?: ReactNode;
} & (
  | ({
      /**
       * The client every hook below uses. When you pass a different client (a new session), the listing hooks drop the
       * listings cached for the previous one. Not with the client options (`baseUrl`, keys, …): give those to
       * `createChatbotClient` instead.
       */
      client: ChatbotClient;
    } & { [K in keyof ChatbotClientOptions]?: never })
  | {
      /** Not with the client options: give either a `client` or its options. */
      client?: never;
      /**
       * `{base_url}` of docs/SERVICE.md. In proxy mode, the path where `chatbot-kit/server`'s proxy is mounted.
       * @example '/api/chatbot'
       */
      baseUrl: string;
      /**
       * `{app_url}` of docs/SERVICE.md: where RealEstateList lives.
       * @default baseUrl
       */
      appUrl?: string;
      /**
       * The secret key. It is refused in a browser (code `INSECURE_BROWSER_USE`) unless `dangerouslyAllowBrowser` is
       * set; use the proxy instead. Props of this component reach the browser even when it renders on a server: never
       * pass the secret key from a Server Component.
       */
      secretKey?: ChatbotClientOptions['secretKey'];
      /**
       * The session key for listings, or a function returning it. A different value starts a new session: the previous
       * session's listings are dropped. Leave it out in proxy mode.
       */
      sessionKey?: ChatbotClientOptions['sessionKey'];
      /**
       * Allow `secretKey` in a browser. Anyone who opens the page can read it.
       * @default false
       */
      dangerouslyAllowBrowser?: boolean;
      /**
       * The fetch used for the JSON operations. Changing it does not start a new
       * session; the latest one is always used.
       * @default globalThis.fetch
       */
      fetch?: typeof fetch;
      /**
       * The XMLHttpRequest used for the storage PUT; `null` forces fetch. A different value makes a new client.
       * @default globalThis.XMLHttpRequest
       */
      XMLHttpRequest?: typeof XMLHttpRequest | null;
      /**
       * Operation path overrides. @default see ChatbotPaths
       */
      paths?: ChatbotClientOptions['paths'];
      /**
       * The origins presigned upload URLs may point at, as the client's `storageOrigins`: exact origins or RegExps
       * tested against the origin. A PreUploadUrl on any other origin fails with `UploadUrlRefusedError`. Compared by
       * value: an inline array does not start a new session.
       * @default undefined (any storage origin except the page's own and private addresses)
       * @example storageOrigins={['https://my-bucket.s3.eu-west-1.amazonaws.com']}
       */
      storageOrigins?: readonly (string | RegExp)[];
    }
);

/**
 * Supplies the chatbot client (and, for listings, a QueryClient) to the hooks and components. When the session changes
 * — a different `client`, or a different key or URL in options mode — the listing hooks drop the listings cached under
 * the previous session; no listing of it ever shows under the new one, since every listing key holds the session's
 * scope.
 *
 * @example
 * // Browser, through chatbot-kit/server's proxy: no keys in the page.
 * <QueryClientProvider client={queryClient}>
 *   <ChatbotProvider baseUrl="/api/chatbot">
 *     <RealEstateBrowser serialNumber="bot-123" />
 *   </ChatbotProvider>
 * </QueryClientProvider>
 * @example
 * // A Next.js Server Component page: serialisable props only; the listings
 * // get a QueryClient of the provider's own when no other is around.
 * <ChatbotProvider baseUrl="/api/chatbot">
 *   <UploadDropzone />
 *   <RealEstateBrowser serialNumber="bot-123" />
 * </ChatbotProvider>
 * @example
 * // Uploads only: no QueryClient needed.
 * <ChatbotProvider baseUrl="/api/chatbot"><UploadDropzone /></ChatbotProvider>
 */
export function ChatbotProvider(props: ChatbotProviderProps) {
  const { queryClient, children } = props;
  const client = useProvidedClient(props);
  // The box is this provider's from its first render on; the listing side
  // fills it only when a listing hook asks and finds no other QueryClient.
  const [box] = useState<ChatbotContextValue['box']>({});
  // A provider nested in one that was given a queryClient keeps using it.
  const outer = useContext(ChatbotContext);
  const given = queryClient ?? outer?.queryClient;
  const value = useMemo(() => ({ client, queryClient: given, box }), [client, given, box]);
  return <ChatbotContext.Provider value={value}>{children}</ChatbotContext.Provider>;
}

/** The `client` prop, or a client made from the options and kept while they stay the same. */
function useProvidedClient(props: ChatbotProviderProps): ChatbotClientBase {
  // The latest fetch, read per request (the platform's while none is given): giving, changing or dropping `fetch` never
  // starts a new session.
  const latestFetch = useRef(props.fetch);
  const [forwardFetch] = useState(() => ((input, init) => (latestFetch.current ?? globalThis.fetch)(input, init)) as typeof fetch);
  // Handed over after commit, before any effect can send a request; an
  // insertion effect, since it runs on no server and warns on none (React 18).
  useInsertionEffect(() => {
    latestFetch.current = props.fetch;
  });
  const { client, baseUrl, appUrl, secretKey, sessionKey, dangerouslyAllowBrowser, XMLHttpRequest, paths, storageOrigins } = props;
  // Paths by value, so an inline `paths={{…}}` object does not start a new session, whatever order its keys come in:
  // the replacer lists the names of the paths given (an empty one reads as not given), sorted, and JSON writes them in
  // that order.
  const pathsKey = paths && JSON.stringify(paths, Object.keys(paths).filter((name) => paths[name as keyof typeof paths]).sort());
  // Origins by value too: a string as itself, a RegExp as its source and flags.
  const originsKey = storageOrigins && JSON.stringify(storageOrigins.map((entry) => (typeof entry === 'string' ? entry : [entry.source, entry.flags])));

  const made = useMemo(
    () =>
      // Options left undefined read as not given.
      client
        ? undefined
        : createClientBase({
            baseUrl: baseUrl as string,
            appUrl,
            secretKey,
            sessionKey,
            dangerouslyAllowBrowser,
            XMLHttpRequest,
            // A key is JSON text (never empty), or undefined when the option is.
            paths: (pathsKey && JSON.parse(pathsKey)) as ChatbotClientOptions['paths'],
            // The origins back from their key: strings as they were, `[source, flags]` as a RegExp.
            storageOrigins: (originsKey && (JSON.parse(originsKey) as (string | [string, string])[]).map((entry) =>
              typeof entry === 'string' ? entry : new RegExp(...entry))) as ChatbotClientOptions['storageOrigins'],
            fetch: forwardFetch,
          }),
    // Identity of each key counts: a new function key is a new session.
    [client, baseUrl, appUrl, secretKey, sessionKey, dangerouslyAllowBrowser, XMLHttpRequest, pathsKey, originsKey, forwardFetch],
  );

  // Without a client, `made` is there: createClientBase throws on a missing or non-string baseUrl itself.
  return client ?? (made as ChatbotClientBase);
}
