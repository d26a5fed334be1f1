'use client';
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { listingKeys } from '../core/listings/listingKeys';
import { ChatbotContext } from './ChatbotContext';

const createListingQueryClient = () => new QueryClient();

/**
 * The QueryClient the listing hooks use: `<ChatbotProvider queryClient>`, else the app's `<QueryClientProvider>`, else
 * the provider's own, made on first ask. Making it during render is a lazy initialiser: a QueryClient subscribes to
 * nothing until `mount()`, in an effect, so a render React throws away leaves only garbage.
 * @throws Error naming the fixes when there is no `<ChatbotProvider>` and no QueryClientProvider.
 */
export function useListingQueryClient(): QueryClient {
  const slot = useContext(ChatbotContext);
  const outer = useContext(QueryClientContext);
  const given = slot?.queryClient ?? outer;
  const lazy = !given && slot ? (slot.box.made ??= createListingQueryClient()) : undefined;
  // mount()/unmount() are counted, so every listing hook may mount the shared client (it then refetches on focus and reconnect).
  useEffect(() => {
    if (!lazy) return;
    lazy.mount();
    return () => lazy.unmount();
  }, [lazy]);
  const queryClient = given ?? lazy;
  if (!queryClient) {
    // The fix is spelled out in development only, as React's own errors do.
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
 * Drops the previous session's listings when the client's scope changes. In an effect: nothing reads the old entries
 * meanwhile (every key holds its scope), and removing an old scope twice (StrictMode) does no harm.
 */
export function useDropPreviousListingScope(queryClient: QueryClient, scopeId: string): void {
  const previous = useRef<{ queryClient: QueryClient; scopeId: string } | null>(null);
  useEffect(() => {
    const last = previous.current;
    previous.current = { queryClient, scopeId };
    if (last && last.scopeId !== scopeId) last.queryClient.removeQueries({ queryKey: listingKeys.scope(last.scopeId) });
  }, [queryClient, scopeId]);
}
