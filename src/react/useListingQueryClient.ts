'use client';
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { listingKeys } from '../core/listings/listingKeys';
import { ListingQueryClientContext } from './ListingQueryClientContext';

const createListingQueryClient = () => new QueryClient();

/**
 * The QueryClient the listing hooks use: `<ChatbotProvider queryClient>`,
 * else the app's `<QueryClientProvider>`, else the provider's own, made on
 * first ask.
 *
 * Making it here, during render, is a lazy initialiser: the box keeps the
 * first one, and a QueryClient subscribes to nothing until `mount()`, which
 * runs in an effect (as `<QueryClientProvider>` does). A render React throws
 * away leaves an unmounted client behind for the garbage collector, nothing more.
 * @throws Error naming the fixes when there is no `<ChatbotProvider>` and no QueryClientProvider.
 */
export function useListingQueryClient(): QueryClient {
  const slot = useContext(ListingQueryClientContext);
  const outer = useContext(QueryClientContext);
  const given = slot?.queryClient ?? outer;
  const lazy = !given && slot ? slot.lazy.get(createListingQueryClient) : undefined;
  // mount()/unmount() are counted by the client: every listing hook of the
  // provider may mount the shared one. Mounted, it refetches on focus and reconnect.
  useEffect(() => {
    if (!lazy) return;
    lazy.mount();
    return () => lazy.unmount();
  }, [lazy]);
  const queryClient = given ?? lazy;
  if (!queryClient) {
    // The fix is spelled out in development; a production bundle keeps the first clause (as React's own errors do).
    throw new Error(
      'Listings of chatbot-kit found no QueryClient' +
        (process.env.NODE_ENV === 'production'
          ? '.'
          : ': render them inside <ChatbotProvider> (which makes one when none is around), pass ' +
            'queryClient={new QueryClient()} to it, or wrap them in <QueryClientProvider client={queryClient}>.'),
    );
  }
  return queryClient;
}

/**
 * Drops the previous session's listings when the client's scope changes,
 * from where the listing cache is used. In an effect: nothing
 * can read the old entries in between, since every listing key holds the
 * scope and placeholder data never crosses scopes. Removing an old scope is
 * idempotent, so StrictMode's repeated effects do no harm.
 */
export function useDropPreviousListingScope(queryClient: QueryClient, scopeId: string): void {
  const previous = useRef<{ queryClient: QueryClient; scopeId: string } | null>(null);
  useEffect(() => {
    const last = previous.current;
    previous.current = { queryClient, scopeId };
    if (last && last.scopeId !== scopeId) last.queryClient.removeQueries({ queryKey: listingKeys.scope(last.scopeId) });
  }, [queryClient, scopeId]);
}
