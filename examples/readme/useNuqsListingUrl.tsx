// docs/recipes/url-state.md: URL state with nuqs (Next.js and other routers).
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
'use client';
import { parseAsString, useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import type { ListingUrlAdapter } from '../../src/index';

// nuqs talks to your router (Next.js App or Pages, React Router, TanStack
// Router, Remix) through the <NuqsAdapter> in your layout; chatbot-kit reads
// and writes its own parameters through nuqs. Values stay plain strings here:
// chatbot-kit checks them itself (a bad page reads as page 1).
export const useNuqsListingUrl: ListingUrlAdapter = (keys) => {
  const parsers = useMemo(() => Object.fromEntries(keys.map((key) => [key, parseAsString])), [keys]);
  const [params, setParams] = useQueryStates(parsers);
  return {
    params,
    write: (next, mode) => void setParams(next, { history: mode }),
  };
};
