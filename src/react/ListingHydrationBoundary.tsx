'use client';
import { hashKey, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useChatbotClient } from './useChatbotClient';
import { useListingQueryClient } from './useListingQueryClient';

/** Props of {@link ListingHydrationBoundary}. */
export interface ListingHydrationBoundaryProps {
  /**
   * What TanStack's `dehydrate(queryClient)` returned on the server, after prefetching with `realEstateListQuery`.
   * Plain data: a Server Component may pass it.
   * @example state={dehydrate(queryClient)}
   */
  state: DehydratedState | null | undefined;
  /** The part of the page whose listing hooks read the prefetched pages. Always rendered. */
  children?: ReactNode;
}

/**
 * TanStack's `HydrationBoundary` for chatbot-kit's listings: puts listings prefetched on a server into the QueryClient
 * the listing hooks below use, so the first page renders in the server's HTML and is not asked for again. A listing key
 * holds its client's `scopeId`, which is per client instance, so the listing queries of `state` are moved to the
 * nearest `<ChatbotProvider>`'s client (prefetch with the session the proxy serves); other queries are hydrated as they
 * are.
 *
 * @example
 * // app/page.tsx, a Server Component
 * const queryClient = new QueryClient();
 * await queryClient.prefetchQuery(realEstateListQuery(serverClient, { serialNumber }));
 * return (
 *   <ChatbotProvider baseUrl="/api/chatbot">
 *     <ListingHydrationBoundary state={dehydrate(queryClient)}>
 *       <RealEstateBrowser serialNumber={serialNumber} />
 *     </ListingHydrationBoundary>
 *   </ChatbotProvider>
 * );
 */
export function ListingHydrationBoundary({ state, children }: ListingHydrationBoundaryProps) {
  const { scopeId } = useChatbotClient();
  const queryClient = useListingQueryClient();
  const scoped = useMemo(() => (state ? toScope(state, scopeId) : state), [state, scopeId]);
  return (
    <HydrationBoundary state={scoped} queryClient={queryClient}>
      {children}
    </HydrationBoundary>
  );
}

/** The same state, with every listing key (`['chatbot-kit', scopeId, 'listings', …]`) moved to `scopeId`. */
function toScope(state: DehydratedState, scopeId: string): DehydratedState {
  const queries = state.queries.map((query) => {
    const [root, , level, ...rest] = query.queryKey;
    if (root !== 'chatbot-kit' || level !== 'listings') return query;
    const queryKey = [root, scopeId, level, ...rest];
    return { ...query, queryKey, queryHash: hashKey(queryKey) };
  });
  return { ...state, queries };
}
