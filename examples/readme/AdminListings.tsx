// docs/recipes/admin-table.md: an admin table of listings, with details and a CSV export.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
'use client'; // hooks and state: a client module (Next.js App Router)
import { useState } from 'react';
import { ListingDetails, ListingExportButton, ListingTable, RealEstateBrowser, useListingUrlState, useRealEstateList, type Listing } from '../../src/index';
import { exportListings, type ChatbotClient } from '../../src/core/index';

// Inside your <ChatbotProvider>: the browser with the table first, a switch to
// cards, and "Download CSV" (every page of the filtered result).
export function AdminListings({ serialNumber }: { serialNumber: string }) {
  const urlState = useListingUrlState();
  return (
    <RealEstateBrowser
      serialNumber={serialNumber}
      defaultView="table"
      exportCsv
      urlState={urlState}
      tableProps={{ persistKey: 'admin-listings', density: 'compact' }}
    />
  );
}

// Or a table of your own on the hook, with custom columns, the details dialog
// and "Download CSV" of the same result under a name of your own.
export function NoPriceReport({ serialNumber }: { serialNumber: string }) {
  const params = { serialNumber, pageSize: 50 };
  const list = useRealEstateList(params);
  const [opened, setOpened] = useState<Listing | null>(null);
  return (
    <>
      <ListingExportButton params={params} fileName="no-price-report.csv" />
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

// In a browser, the CSV text becomes a file the user saves.
export async function downloadAustin(client: ChatbotClient, serialNumber: string): Promise<void> {
  const csv = await exportAustin(client, serialNumber);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'austin.csv' });
  link.click();
  URL.revokeObjectURL(url);
}
