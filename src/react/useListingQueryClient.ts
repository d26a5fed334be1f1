'use client';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { listingKeys } from '../core/listings/listingKeys';
import { ListingQueryClientContext } from './ListingQueryClientContext';

/**
 * The QueryClient the listing hooks use: `<ChatbotProvider queryClient>`,
 * else the app's `<QueryClientProvider>`.
 * @throws Error naming both fixes when there is neither.
 */
export function useListingQueryClient(): QueryClient {
  const own = useContext(ListingQueryClientContext);
  const outer = useContext(QueryClientContext);
  const queryClient = own ?? outer;
  if (!queryClient) {
    throw new Error(
      'Listings of chatbot-kit: <ChatbotProvider> needs a QueryClient: pass queryClient={new QueryClient()}, ' +
        'or render it inside <QueryClientProvider client={queryClient}>.',
    );
  }
  return queryClient;
}

/**
 * Drops the previous session's listings when the client's scope changes
 * (issue 5 §1), from where the listing cache is used. In an effect: nothing
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
