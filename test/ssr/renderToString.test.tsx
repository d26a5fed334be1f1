// @vitest-environment node
// SSR: renderToString of every exported component and the
// provider does not throw, on a server where window and document do not exist.
import { createTestQueryClient } from '../support/queryClient';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as kit from 'chatbot-kit';
import { realEstateListQuery } from 'chatbot-kit/core';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { createFakeClient } from '../support/fakeClient';

const fake = createFakeChatbotService();
// Three listings as components receive them (normalised), fetched from the fake.
const { items: listings } = await createFakeClient(fake).realEstateList({ serialNumber: fake.serialNumber, pageSize: 3 });
const noop = () => {};

/** Every exported React component: capitalised functions that are not error classes. */
const exportedComponents = Object.entries(kit)
  .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
  .filter(([, value]) => !((value as { prototype?: unknown }).prototype instanceof Error))
  .map(([name]) => name)
  .sort();

type AnyComponent = ComponentType<Record<string, unknown>>;

/** How each component is rendered on the server: realistic props, no browser. Looked up by name, so a fixture can exist before its component is exported. */
const fixtures: Record<string, (C: AnyComponent) => ReactElement> = {
  ChatbotProvider: (C) => <C baseUrl="/api/chatbot" queryClient={createTestQueryClient()} />,
  ListingCard: (C) => <C listing={listings[0]} locale="en-US" />,
  ListingHydrationBoundary: (C) => <C state={undefined} />,
  ListingGrid: (C) => <C items={listings} locale="en-US" />,
  ListingTable: (C) => <C items={listings} locale="en-US" persistKey="ssr" />,
  ListingDetails: (C) => <C listing={listings[0]} defaultOpen locale="en-US" />,
  ListingFilterBar: (C) => (
    <C value={{ cityName: 'Austin', mlsNumber: '', saleType: 'for_rent' }} onTextChange={noop} onSaleTypeChange={noop} />
  ),
  Pagination: (C) => <C pageNumber={2} pageCount={5} onPageNumberChange={noop} locale="en-US" />,
  RealEstateBrowser: (C) => <C serialNumber={fake.serialNumber} locale="en-US" />,
  UploadDropzone: (C) => <C accept="image/*,.pdf" locale="en-US" />,
  UploadList: (C) => <C files={[]} locale="en-US" />,
  UploadLiveRegion: (C) => <C upload={null} />,
};

/** Renders inside a provider, as an app would on its server. */
function inProvider(element: ReactElement, queryClient = createTestQueryClient()) {
  return (
    <kit.ChatbotProvider baseUrl="/api/chatbot" queryClient={queryClient}>
      {element}
    </kit.ChatbotProvider>
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  // React reports render problems (and invalid server markup) through console.error.
  expect(consoleError).not.toHaveBeenCalled();
});

describe('renderToString on a server', () => {
  it('runs where there is no window and no document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('has a server-rendering fixture for every exported component', () => {
    expect(exportedComponents.filter((name) => !fixtures[name])).toEqual([]);
  });

  it.each(exportedComponents)('renders <%s> without throwing', (name) => {
    const component = (kit as unknown as Record<string, AnyComponent>)[name]!;
    const html = renderToString(inProvider(fixtures[name]!(component)));
    expect(typeof html).toBe('string');
  });

  it('renders the provider around a ready client, and in options mode', () => {
    const client = kit.createChatbotClient({ baseUrl: 'https://api.example.com' });
    expect(() => renderToString(<kit.ChatbotProvider client={client} queryClient={createTestQueryClient()} />)).not.toThrow();
    expect(() => renderToString(<kit.ChatbotProvider baseUrl="/api/chatbot" queryClient={createTestQueryClient()} />)).not.toThrow();
  });

  it('renders listings fetched on the server (a prefetched query) into the HTML', () => {
    const client = createFakeClient(fake);
    const queryClient = createTestQueryClient();
    const { queryKey } = realEstateListQuery(client, { serialNumber: fake.serialNumber, pageSize: 3 });
    queryClient.setQueryData(queryKey, { items: listings, virtualCount: 3, pageNumber: 1, pageSize: 3, version: '1.0.0' });
    const html = renderToString(
      <kit.ChatbotProvider client={client} queryClient={queryClient}>
        <kit.RealEstateBrowser serialNumber={fake.serialNumber} pageSize={3} locale="en-US" />
      </kit.ChatbotProvider>,
    );
    for (const listing of listings) expect(html).toContain(listing.address);
  });

  it('renders <RealEstateBrowser> in its loading state when nothing was prefetched', () => {
    const html = renderToString(inProvider(<kit.RealEstateBrowser serialNumber={fake.serialNumber} />));
    expect(html).toContain('aria-busy="true"');
  });
});
