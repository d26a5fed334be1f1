'use client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Internal: one QueryClient made on first ask and kept. The provider owns the
 * box (a `useState` initialiser), the listing side fills it, so the provider
 * never imports TanStack Query at run time: the upload path stays free of it.
 */
export interface LazyQueryClientBox {
  get(create: () => QueryClient): QueryClient;
}

/** Internal: what `<ChatbotProvider>` hands to the listing hooks. */
export interface ListingQueryClientSlot {
  /** `<ChatbotProvider queryClient>`, when given. */
  readonly queryClient: QueryClient | undefined;
  /** This provider's own QueryClient, made only when a listing hook asks and no other is found. */
  readonly lazy: LazyQueryClientBox;
}

/** Internal: a box that makes its QueryClient at most once, with the listing side's factory. */
export function createLazyQueryClientBox(): LazyQueryClientBox {
  let made: QueryClient | undefined;
  return { get: (create) => (made ??= create()) };
}

/**
 * Internal: the nearest `<ChatbotProvider>`'s QueryClient slot. A context of
 * its own, holding only types from TanStack Query, so the provider (and with
 * it the upload path) never imports TanStack Query at run time.
 */
export const ListingQueryClientContext = createContext<ListingQueryClientSlot | null>(null);
