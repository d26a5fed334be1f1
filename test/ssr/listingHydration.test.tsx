// Listings prefetched on a server (with keys) are in the HTML,
// and the browser (proxy mode, no keys, the provider's own QueryClient)
// hydrates them without asking for page 1 again.
import { dehydrate } from '@tanstack/react-query';
import { createTestQueryClient } from '../support/queryClient';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ChatbotProvider, ListingHydrationBoundary, RealEstateBrowser } from 'chatbot-kit';
import { realEstateListQuery } from 'chatbot-kit/core';
import { createChatbotProxy } from 'chatbot-kit/server';
import { createFakeChatbotService } from 'chatbot-kit/testing';

const fake = createFakeChatbotService();

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The browser's fetch: through the proxy (which adds the keys) to the fake, recording each body. */
function browserFetch() {
  const proxy = createChatbotProxy({ baseUrl: 'http://fake-chatbot.test', sessionKey: fake.sessionKey, basePath: '/api/chatbot', fetch: fake.fetch });
  const bodies: Record<string, unknown>[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return proxy(new Request(new URL(String(input), 'http://localhost/'), init));
  }) as typeof globalThis.fetch;
  return { fetch, bodies };
}

/** What a Server Component page does: prefetch with the keys, hand over plain data. */
async function prefetchOnServer() {
  const serverClient = fake.createClient();
  const queryClient = createTestQueryClient();
  await queryClient.prefetchQuery(realEstateListQuery(serverClient, { serialNumber: fake.serialNumber }));
  // Across the Server → Client Component boundary only plain data travels.
  return JSON.parse(JSON.stringify(dehydrate(queryClient))) as ReturnType<typeof dehydrate>;
}

it('renders prefetched listings into the HTML and hydrates them with no request for page 1', async () => {
  const state = await prefetchOnServer();
  const browser = browserFetch();
  const page = () => (
    <ChatbotProvider baseUrl="/api/chatbot" fetch={browser.fetch}>
      <ListingHydrationBoundary state={state}>
        <RealEstateBrowser serialNumber={fake.serialNumber} locale="en-US" />
      </ListingHydrationBoundary>
    </ChatbotProvider>
  );
  const firstAddress = fake.allListings()[0]!.Address;
  const html = renderToString(page());
  expect(html).toContain(firstAddress);
  expect(JSON.stringify(state)).not.toContain(fake.sessionKey);
  expect(JSON.stringify(state)).not.toContain(fake.secretKey);

  const consoleError = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(screen.getByText(firstAddress)).toBeInTheDocument();
  // The browser's first request is the prefetch of page 2, made once page 1 has settled from the server's data.
  await waitFor(() => expect(browser.bodies.length).toBeGreaterThan(0));
  expect(browser.bodies.map((body) => body.PageNumber)).not.toContain(1);
  expect(browser.bodies[0]).toMatchObject({ SerialNumber: fake.serialNumber, PageNumber: 2 });
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});
