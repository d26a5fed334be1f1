// docs/recipes/admin-table.md: an admin table of listings, with details and a CSV export.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
'use client'; // hooks and state: a client module (Next.js App Router)
import { useState } from 'react';
import { ListingDetails, ListingTable, RealEstateBrowser, useRealEstateList, type Listing } from '../../src/index';
import { exportListings, type ChatbotClient } from '../../src/core/index';

// Inside your <ChatbotProvider>: the browser with the table first, a switch to
// cards, and "Download CSV" (every page of the filtered result).
export function AdminListings({ serialNumber }: { serialNumber: string }) {
  return (
    <RealEstateBrowser
      serialNumber={serialNumber}
      defaultView="table"
      exportCsv
      urlState
      tableProps={{ persistKey: 'admin-listings', density: 'compact' }}
    />
  );
}

// Or a table of your own on the hook, with custom columns and the details dialog.
export function NoPriceReport({ serialNumber }: { serialNumber: string }) {
  const list = useRealEstateList({ serialNumber, pageSize: 50 });
  const [opened, setOpened] = useState<Listing | null>(null);
  return (
    <>
      <ListingTable
        items={list.items.filter((l) => l.price === null)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.refetch}
        columns={['address', 'mls', 'status', { id: 'pool', header: 'Pool', cell: (l) => l.extension.find((e) => e.key === 'Pool')?.value }]}
        details={false}
        onOpenListing={setOpened}
      />
      <ListingDetails listing={opened} open={opened !== null} onOpenChange={(open) => open || setOpened(null)} />
    </>
  );
}

// Headless, on a server or in a script: the same CSV, with progress and a signal.
// (On a server: createChatbotClient({ baseUrl, sessionKey }).)
export async function exportAustin(client: ChatbotClient, serialNumber: string, signal?: AbortSignal): Promise<string> {
  const { csv } = await exportListings(client, { serialNumber, cityName: 'Austin' }, {
    signal,
    onProgress: ({ page, pageCount }) => console.log(`page ${page} of ${pageCount ?? '?'}`),
  });
  return csv;
}
