// README and docs/recipes/url-state.md: listings in the URL.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
'use client'; // useListingUrlState is a hook: a client module (Next.js App Router)
import { RealEstateBrowser, useListingUrlState } from '../../src/index';

// Inside your <ChatbotProvider>. /listings?city=Austin&saleType=for_rent&page=3
// opens Austin, for rent, page 3. A second browser on the page takes a prefix:
// ?rentals.city=…&rentals.page=…
export function Listings({ serialNumber }: { serialNumber: string }) {
  const homes = useListingUrlState();
  const rentals = useListingUrlState({ prefix: 'rentals.' });
  return (
    <>
      <RealEstateBrowser serialNumber={serialNumber} urlState={homes} />
      <RealEstateBrowser serialNumber={serialNumber} urlState={rentals} labels={{ heading: 'Rentals' }} />
    </>
  );
}
