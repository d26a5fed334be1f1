'use client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Internal: what `<ChatbotProvider>` hands to the listing hooks: its `queryClient` prop, and a box that makes its own
 * QueryClient on the listing side's first ask (with the listing side's factory). Only types come from TanStack Query,
 * so the provider, and with it the upload path, never imports it at run time.
 */
export interface ListingQueryClientSlot {
  readonly queryClient: QueryClient | undefined;
  readonly lazy: { get(create: () => QueryClient): QueryClient };
}

/** Internal: a box that makes its QueryClient at most once. */
export function createLazyQueryClientBox(): ListingQueryClientSlot['lazy'] {
  let made: QueryClient | undefined;
  return { get: (create) => (made ??= create()) };
}

/** Internal: the nearest `<ChatbotProvider>`'s QueryClient slot. */
export const ListingQueryClientContext = createContext<ListingQueryClientSlot | null>(null);
