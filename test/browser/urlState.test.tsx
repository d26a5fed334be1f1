// URL state in real Chromium, over real HTTP against the
// loopback fake. A test page cannot reload itself, so "reload" is what a reload
// does to an app: everything unmounted, a cold cache, only the URL left.
// Requests are counted in the fake's own log.
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ChatbotProvider, RealEstateBrowser, useListingUrlState, type RealEstateBrowserProps } from 'chatbot-kit';
import { fakeServer, fakeState } from './fakeControl';

const startUrl = window.location.href;
let pushes: string[];
beforeEach(() => {
  pushes = [];
  const push = window.history.pushState.bind(window.history);
  vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
    pushes.push(String(url));
    push(data, unused, url);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', startUrl);
  window.scrollTo(0, 0);
});

/** Puts `query` in the address bar (keeping the test runner's own parameters). */
function openAt(query: string) {
  const url = new URL(startUrl);
  // Appended as written: the library must keep other parameters byte for byte.
  url.search += `${url.search ? '&' : '?'}${query}`;
  window.history.replaceState(null, '', url);
}
const param = (name: string) => new URLSearchParams(window.location.search).get(name);
const listRequests = async () => (await fakeState()).requests.filter((r) => r.operation === 'realEstateList').length;
const announcement = () => document.querySelector('[data-part="announcement"]')?.textContent ?? '';
const currentPage = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current="page"]')?.textContent;
const SLOW = { timeout: 10_000 };

/**
 * Waits until the page on screen is the one the filters in the address bar
 * ask for, announced, with every card passing `check`. Filters apply one by
 * one and a page comes in a transition, so an announcement alone can still be
 * an earlier filter's.
 */
const shownFor = (filters: Record<string, string | null>, check: (card: HTMLElement) => boolean) =>
  waitFor(() => {
    for (const [name, value] of Object.entries(filters)) expect(param(name)).toBe(value);
    expect(announcement()).toMatch(/^\d+ listings, page \d+ of \d+$/);
    expect(screen.getAllByRole('article').every(check)).toBe(true);
  }, SLOW);
const inCity = (city: string) => (card: HTMLElement) => card.textContent?.includes(city) ?? false;
const forRent = (card: HTMLElement) => /\/ month/.test(card.textContent ?? '');

/** The browser with its filters, page and view in the URL. */
function UrlBrowser(props: Partial<RealEstateBrowserProps>) {
  const urlState = useListingUrlState();
  return <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" urlState={urlState} {...props} />;
}

function renderBrowser(props: Partial<RealEstateBrowserProps> = {}, fetch?: typeof globalThis.fetch) {
  const queryClient = createTestQueryClient();
  return render(
    <ChatbotProvider
      baseUrl={fakeServer.url}
      sessionKey={fakeServer.sessionKey}
      dangerouslyAllowBrowser
      queryClient={queryClient}
      fetch={fetch}
    >
      <UrlBrowser {...props} />
    </ChatbotProvider>,
  );
}

describe('listings in the URL (Chromium, real HTTP)', () => {
  it('a filtered, paged state reloaded from its URL comes back the same, with other parameters kept', async () => {
    openAt('tab=rentals%20only');
    const first = renderBrowser({ pageSize: 5 });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), 'For rent');
    await shownFor({ city: 'Austin', saleType: 'for_rent' }, (card) => inCity('Austin')(card) && forRent(card));
    expect(announcement()).toMatch(/^\d+ listings, page 1 of [2-9]$/);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(announcement()).toMatch(/page 2 of/), SLOW);
    const before = { text: announcement(), cards: screen.getAllByRole('article').map((a) => a.textContent) };

    expect(window.location.search).toContain('tab=rentals%20only');
    expect([param('city'), param('saleType'), param('page'), param('mls')]).toEqual(['Austin', 'for_rent', '2', null]);
    first.unmount();

    renderBrowser({ pageSize: 5 });
    await waitFor(() => expect(announcement()).toBe(before.text), SLOW);
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(before.cards);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(screen.getByRole('combobox', { name: 'Sale type' })).toHaveValue('for_rent');
    expect(currentPage()).toBe('2');
    expect(screen.getByText(/^6–10 of \d+$/)).toBeInTheDocument();
  });

  it('Back and Forward move between pages with no request for cached pages', async () => {
    renderBrowser({ pageSize: 5, prefetchNextPage: false });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    for (const page of [2, 3]) {
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(announcement()).toBe(`240 listings, page ${page} of 48`), SLOW);
    }
    expect(pushes.map((url) => new URL(url, startUrl).searchParams.get('page'))).toEqual(['2', '3']);
    const requests = await listRequests();
    expect(requests).toBe(3);

    window.history.back();
    await waitFor(() => expect(announcement()).toBe('240 listings, page 2 of 48'), SLOW);
    expect(param('page')).toBe('2');
    window.history.back();
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    expect(param('page')).toBeNull();
    window.history.forward();
    await waitFor(() => expect(announcement()).toBe('240 listings, page 2 of 48'), SLOW);
    expect(currentPage()).toBe('2');
    expect(await listRequests()).toBe(requests);
  });

  it('typing "San Antonio" quickly loses no letter and adds one history entry', async () => {
    const replaces = vi.spyOn(window.history, 'replaceState');
    renderBrowser({ pageSize: 5 });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.type(city, 'San Antonio');
    expect(city).toHaveValue('San Antonio');
    await waitFor(() => expect(param('city')).toBe('San Antonio'), SLOW);
    await screen.findByText('No listings match these filters', {}, SLOW);
    expect(city).toHaveValue('San Antonio');
    expect(pushes).toHaveLength(1);

    // More typing in the same search rewrites that entry instead of adding one.
    await userEvent.clear(city);
    await userEvent.type(city, 'Austin');
    await waitFor(() => expect(param('city')).toBe('Austin'), SLOW);
    expect(pushes).toHaveLength(1);
    expect(replaces).toHaveBeenCalled();
    // Back undoes the search as a whole.
    window.history.back();
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    expect(city).toHaveValue('');
  });

  it('a search on page 2 writes the city and page 1 in one entry, which a router that rewrites pushed entries (Next.js) keeps', async () => {
    // What Next.js does with a pushState it did not make: once its own
    // navigation is done, it writes the pushed URL into the entry again.
    const push = History.prototype.pushState.bind(window.history);
    const replace = History.prototype.replaceState.bind(window.history);
    vi.mocked(window.history.pushState).mockImplementation((data, unused, url) => {
      pushes.push(String(url));
      push(data, unused, url);
      setTimeout(() => replace(window.history.state, '', url));
    });
    renderBrowser({ pageSize: 5, prefetchNextPage: false });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(announcement()).toBe('240 listings, page 2 of 48'), SLOW);
    const pushesBeforeSearch = pushes.length;

    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await shownFor({ city: 'Austin' }, inCity('Austin'));
    expect(announcement()).toMatch(/^\d+ listings, page 1 of \d+$/);
    // One entry for the search, however slowly it was typed (a pause mid-word commits "Austi" first; the rest of the
    // same search rewrites that entry), and the router's rewrite of the pushed entry does not bring page 2 back.
    expect(pushes.length - pushesBeforeSearch).toBe(1);
    expect(new URL(pushes.at(-1)!, startUrl).searchParams.get('page')).toBeNull();
    await waitFor(() => expect([param('city'), param('page')]).toEqual(['Austin', null]), SLOW);
    expect(currentPage()).toBe('1');

    // Back returns to page 2 of all listings, as it was.
    window.history.back();
    await waitFor(() => expect(announcement()).toBe('240 listings, page 2 of 48'), SLOW);
    expect([param('city'), param('page')]).toEqual([null, '2']);
  });

  it('a typical session (search a city, pick a sale type, page to 2 and 3) adds three history entries', async () => {
    renderBrowser({ pageSize: 5, prefetchNextPage: false });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Seattle');
    await waitFor(() => expect(param('city')).toBe('Seattle'), SLOW);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), 'For sale');
    await shownFor({ city: 'Seattle', saleType: 'for_sale' }, (card) => inCity('Seattle')(card) && !forRent(card));
    expect(announcement()).toMatch(/page 1 of [2-9]$/);
    for (const page of [2, 3]) {
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(announcement()).toMatch(new RegExp(`page ${page} of`)), SLOW);
    }
    expect(pushes).toHaveLength(3);
    expect(param('saleType')).toBe('for_sale');
  });

  it.each([
    ['a negative page, an unknown sale type', 'page=-3&saleType=villa'],
    ['a page that is no number, an empty MLS number', 'page=abc&mls='],
    ['a fractional page, a 10 KB city', `page=2.5&city=${'x'.repeat(10_240)}`],
  ])('reads hostile values as defaults: %s', async (_name, query) => {
    openAt(query);
    // The bodies this page sends (the fake's log holds no body, and may still
    // receive a request of the test before).
    const sent: Record<string, unknown>[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      if (typeof init?.body === 'string') sent.push(JSON.parse(init.body) as Record<string, unknown>);
      return fetch(input, init);
    };
    renderBrowser({ pageSize: 5 }, recordingFetch);
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 48'), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sale type' })).toHaveValue('');
    expect(currentPage()).toBe('1');
    // The unfiltered first page (240 matches) and its prefetched next page, and nothing written yet.
    expect(sent.map(({ PageNumber, CityName, SaleType, MLSNumber }) => ({ PageNumber, CityName, SaleType, MLSNumber }))).toEqual(
      [1, 2].slice(0, sent.length).map((PageNumber) => ({ PageNumber, CityName: undefined, SaleType: undefined, MLSNumber: undefined })),
    );
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(pushes).toEqual([]);
  });

  it('restores the scroll position after Back and focuses the listing the user opened', async () => {
    // Chromium's own restoration is switched off, so this shows the library's.
    window.history.scrollRestoration = 'manual';
    // "View listing" opens a new tab; the test stays on this one.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      renderBrowser({ pageSize: 20 });
      await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 12'), SLOW);
      const card = screen.getAllByRole('article')[11]!;
      card.scrollIntoView();
      await userEvent.click(within(card).getByRole('link', { name: /View listing/ }));
      // The user scrolls on to the pager and leaves from there: the position
      // at the moment of the click (photos still loading may shift the page).
      let y = -1;
      const next = screen.getByRole('button', { name: 'Next page' });
      next.addEventListener('click', () => (y = window.scrollY), { capture: true, once: true });
      await userEvent.click(next);
      expect(y).toBeGreaterThan(200);
      await waitFor(() => expect(announcement()).toBe('240 listings, page 2 of 12'), SLOW);
      window.scrollTo(0, 0);

      window.history.back();
      await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 12'), SLOW);
      await expect.poll(() => window.scrollY, SLOW).toBe(y);
      await waitFor(() => expect(within(screen.getAllByRole('article')[11]!).getByRole('link', { name: /View listing/ })).toHaveFocus());
    } finally {
      document.removeEventListener('click', stay);
      window.history.scrollRestoration = 'auto';
    }
  });

  it('after paging, one Tab and Enter reach "Next page" (was 47 Tabs over 20 cards), axe-clean', async () => {
    renderBrowser({ pageSize: 20 });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 12'), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const heading = screen.getByRole('heading', { name: 'Listings', level: 2 });
    expect(heading).toHaveFocus();
    await waitFor(() => expect(announcement()).toBe('240 listings, page 2 of 12'), SLOW);

    await userEvent.keyboard('{Tab}');
    const skip = screen.getByRole('link', { name: 'Skip to pagination' });
    expect(skip).toHaveFocus();
    const result = await axe.run(heading.closest('section')!, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announcement()).toBe('240 listings, page 3 of 12'), SLOW);
    expect(heading).toHaveFocus();
    // The skip link wrote no #hash: no extra history entry.
    expect(window.location.hash).toBe('');
  });
});
