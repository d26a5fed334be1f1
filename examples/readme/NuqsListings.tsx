// docs/recipes/url-state.md: URL state with nuqs (Next.js and other routers).
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
'use client';
import { RealEstateBrowser, useListingUrlState } from '../../src/index';
import { useNuqsListingUrl } from './useNuqsListingUrl';

// app/listings/Listings.tsx — rendered by a Server Component page with
// serialisable props; app/layout.tsx wraps {children} in
// <NuqsAdapter> from 'nuqs/adapters/next/app'.
export function Listings({ serialNumber }: { serialNumber: string }) {
  const urlState = useListingUrlState({ adapter: useNuqsListingUrl, prefix: 'homes.' });
  return <RealEstateBrowser serialNumber={serialNumber} urlState={urlState} />;
}
