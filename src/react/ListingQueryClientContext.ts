'use client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Internal: the `queryClient` given to `<ChatbotProvider>`, for the listing
 * hooks. A context of its own, holding only a type from TanStack Query, so the
 * provider (and with it the upload path) never imports TanStack Query at run time.
 */
export const ListingQueryClientContext = createContext<QueryClient | null>(null);
