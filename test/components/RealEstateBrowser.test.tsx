import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { ListingGrid, Pagination, RealEstateBrowser, useRealEstateBrowser, type Listing, type RealEstateBrowserProps } from 'chatbot-kit';
import { createFakeChatbotService, FAKE_DEFAULTS, type FakeChatbotServiceOptions } from 'chatbot-kit/testing';
import { setupFake, withFake } from '../support/fake';

interface ListBody {
  SerialNumber: string;
  CityName?: string;
  SaleType?: string;
  MLSNumber?: string;
  PageNumber?: number;
  PageSize?: number;
}

let queryClient: QueryClient | undefined;

/** The browser on a real client wired to the fake service, with every RealEstateList body recorded. */
function setup(props: Partial<RealEstateBrowserProps> = {}, serviceOptions: FakeChatbotServiceOptions = {}) {
  const service = createFakeChatbotService(serviceOptions);
  const bodies: ListBody[] = [];
  const fake = withFake(service, {
    client: {
      fetch: async (input, init) => {
        if (String(input).endsWith('/RealEstateList')) bodies.push(JSON.parse(String(init?.body)) as ListBody);
        return service.fetch(input, init);
      },
    },
  });
  const { client } = fake;
  queryClient = fake.queryClient;
  // `delay: null`: the keys of one `type` go in one task, so a debounce can
  // only apply what was typed whole, however loaded the machine is.
  const user = userEvent.setup({ delay: null });
  const view = fake.render(<RealEstateBrowser serialNumber={service.serialNumber} locale="en-US" {...props} />);
  const announcement = () => view.container.querySelector('[role="status"]')?.textContent ?? '';
  const cards = () => within(screen.getByRole('list', { name: 'Listings' })).getAllByRole('listitem');
  /**
   * Waits until the page the user sees is settled and every card passes
   * `check`: the root says `ready` and the cards are shown. A page comes in a
   * transition, after the request a filter makes, so cards read any earlier
   * may be the previous page's.
   */
  const shown = (check: (card: HTMLElement) => boolean) =>
    waitFor(() => {
      expect(view.container.querySelector('.ck-real-estate-browser')).toHaveAttribute('data-state', 'ready');
      expect(cards().every(check)).toBe(true);
    });
  const page = (n: number, filter: Partial<ListBody> = {}) =>
    bodies.filter((b) => (b.PageNumber ?? 1) === n && Object.entries(filter).every(([k, v]) => (b as unknown as Record<string, unknown>)[k] === v));
  const settled = () => waitFor(() => expect(queryClient!.isFetching()).toBe(0));
  return { ...view, service, client, bodies, user, announcement, cards, shown, page, settled };
}

describe('RealEstateBrowser — first page', () => {
  it('shows the first page of listings and announces "N listings, page X of Y"', async () => {
    const t = setup();
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    expect(t.cards()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    expect(t.container.querySelector('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves a page past the end to the last page', async () => {
    const t = setup({ defaultPageNumber: 99 });
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 12 of 12'));
    expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('RealEstateBrowser — paging', () => {
  it('moves focus to the results heading and announces the new page', async () => {
    const t = setup();
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    await t.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { name: 'Listings', level: 2 })).toHaveFocus();
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 2 of 12'));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('makes 0 requests for a prefetched page and 0 for a revisited page', async () => {
    const t = setup();
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    // The prefetch leaves after the page is shown (a deferred render).
    await waitFor(() => expect(t.page(2)).toHaveLength(1));
    await t.settled();
    await t.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 2 of 12'));
    await t.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    await t.settled();
    expect(t.page(1)).toHaveLength(1); // revisiting page 1: 0 new requests
    expect(t.page(2)).toHaveLength(1); // moving to prefetched page 2: 0 new requests
  });

  it('keeps the previous page and the numbered pages on screen while a far page loads', async () => {
    const t = setup({ prefetchNextPage: false });
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    const firstTitle = within(t.cards()[0]!).getByRole('heading').textContent;
    t.service.faults.latency(2000, 'realEstateList');
    await t.user.click(screen.getByRole('button', { name: 'Page 12' }));
    // The page changes in a transition: once it has rendered, page 1's cards
    // are still there, dimmed and busy, and the pager keeps its numbers.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Listings' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(t.cards()[0]!).getByRole('heading').textContent).toBe(firstTitle);
    expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(t.announcement()).toBe('');
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 12 of 12'));
    expect(within(t.cards()[0]!).getByRole('heading').textContent).not.toBe(firstTitle);
  });
});

describe('RealEstateBrowser — filters', () => {
  it('typing a 6-letter city makes at most 2 requests (initial + debounced), none for a partial city', async () => {
    const t = setup({ prefetchNextPage: false });
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    // Keystroke timing against the 300 ms debounce is proven with fake timers in
    // useListingFilters.test.tsx; here, real timers and real requests.
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await t.shown((li) => li.textContent?.includes('Austin') ?? false);
    await t.settled();
    expect(t.bodies).toHaveLength(2);
    expect(t.bodies.map((b) => b.CityName)).toEqual([undefined, 'Austin']);
  });

  it('with prefetch on, typing the city adds only the Austin page and its prefetched next page', async () => {
    const t = setup();
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    // Page 1 and its prefetched next page, before any key.
    await waitFor(() => expect(t.page(2)).toHaveLength(1));
    await t.settled();
    const before = t.bodies.length;
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await t.shown((li) => li.textContent?.includes('Austin') ?? false);
    expect(t.announcement()).toMatch(/^\d+ listings, page 1 of \d+$/);
    await waitFor(() => expect(t.page(2, { CityName: 'Austin' })).toHaveLength(1));
    await t.settled();
    const typed = t.bodies.slice(before);
    expect(typed.length).toBeLessThanOrEqual(2);
    expect(typed.every((b) => b.CityName === 'Austin')).toBe(true);
    expect(t.page(1, { CityName: 'Austin' })).toHaveLength(1);
  });

  it('applies Sale type at once and goes back to page 1', async () => {
    const t = setup();
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    await t.user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(t.announcement()).toMatch(/page 3 of 12/));
    await t.user.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), 'For rent');
    await t.shown((card) => /\/ month/.test(card.textContent ?? ''));
    expect(t.announcement()).toMatch(/^\d+ listings, page 1 of \d+$/);
    expect(t.bodies.filter((b) => b.SaleType === 'for_rent').map((b) => b.PageNumber)).not.toContain(3);
  });

  it('commits the city on Enter without waiting for the debounce', async () => {
    const t = setup({ debounceMs: 60_000, prefetchNextPage: false });
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Denver{Enter}');
    await waitFor(() => expect(t.bodies.at(-1)?.CityName).toBe('Denver'));
    expect(t.bodies).toHaveLength(2);
  });

  it('never overwrites text typed while a response is on its way', async () => {
    const t = setup({ debounceMs: 50, prefetchNextPage: false }, { latencyMs: 150 });
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    const city = screen.getByRole('textbox', { name: 'City' });
    await t.user.type(city, 'Bos');
    await waitFor(() => expect(t.bodies.at(-1)?.CityName).toBe('Bos')); // "Bos" is in flight
    await t.user.type(city, 'ton');
    await waitFor(() => expect(t.bodies.at(-1)?.CityName).toBe('Boston'));
    await t.shown((li) => li.textContent?.includes('Boston') ?? false);
    expect(t.announcement()).toMatch(/^\d+ listings, page 1 of \d+$/);
    await t.settled();
    expect(city).toHaveValue('Boston');
  });

  it('shows the empty state and clears the filters from it', async () => {
    const t = setup({ prefetchNextPage: false });
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Atlantis{Enter}');
    await screen.findByText('No listings match these filters');
    await waitFor(() => expect(t.announcement()).toBe('0 listings, page 1 of 1'));
    await t.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });
});

describe('RealEstateBrowser — render counts', () => {
  it('does not re-render the twenty cards on every keystroke in the filters', async () => {
    let cardRenders = 0;
    // imageAlt runs once per render of a card that shows a photo: a render counter.
    const labels = { untitled: () => 'Listing', imageAlt: () => { cardRenders++; return 'Photo'; } };
    const t = setup({ labels, debounceMs: 60_000, prefetchNextPage: false });
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    const afterLoad = cardRenders;
    expect(afterLoad).toBeGreaterThan(0);
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Aust');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Aust');
    expect(cardRenders).toBe(afterLoad);
  });
});

describe('RealEstateBrowser — errors and odd data', () => {
  it("shows a template chatbot's business error with the service's Message, without retrying", async () => {
    const u = setup({ serialNumber: FAKE_DEFAULTS.templateSerialNumber });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/traditional chatbots/);
    expect(u.bodies).toHaveLength(1);
  });

  it('retries from the error alert', async () => {
    const t = setup({ prefetchNextPage: false });
    t.service.faults.failNext('realEstateList', { type: 'business', message: 'Service is busy, please try again later' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service is busy, please try again later');
    await t.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a page with malformed items', async () => {
    const t = setup({ prefetchNextPage: false });
    t.service.faults.failNext('realEstateList', { type: 'malformed' });
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of/));
    expect(t.cards().length).toBeGreaterThan(0);
    expect(t.container.textContent).not.toMatch(/NaN|undefined/);
  });
});

describe('RealEstateBrowser — custom rendering', () => {
  it('renders each listing with renderItem, inside the list items', async () => {
    const t = setup({ prefetchNextPage: false, renderItem: (listing) => <span>Home #{listing.id}</span> });
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    expect(t.cards()).toHaveLength(20);
    expect(t.cards()[0]).toHaveTextContent(/^Home #\d+$/);
  });

  it('leaves the cards alone while a City is typed, and draws them again once it applies (Enter)', async () => {
    const renderItem = vi.fn((listing: Listing) => <span>{`Home #${listing.id} in ${listing.city}`}</span>);
    // A debounce no test waits for: the filter applies on Enter alone.
    const t = setup({ prefetchNextPage: false, debounceMs: 600_000, renderItem });
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    const city = screen.getByRole('textbox', { name: 'City' });
    // The first key gives the grid its "Clear filters" action (for an empty result), so it renders once.
    await t.user.type(city, 'A');
    const drawn = renderItem.mock.calls.length;
    await t.user.type(city, 'ustin');
    expect(city).toHaveValue('Austin');
    // The next keys render the browser and the filter bar, but not the (memoised) grid and its cards.
    expect(renderItem).toHaveBeenCalledTimes(drawn);
    await t.user.keyboard('{Enter}');
    await waitFor(() => expect(t.cards()[0]).toHaveTextContent(/in Austin$/));
    expect(renderItem.mock.calls.length).toBeGreaterThan(drawn);
  });

  it('takes children (a function of its state) in place of its content, inside the section that keeps data-state', async () => {
    const t = setup({ prefetchNextPage: false, children: (state) => <p>{`${state.status}: page ${state.pageNumber} of ${state.pageCount ?? '?'}`}</p> });
    const root = t.container.querySelector('.ck-real-estate-browser')!;
    await waitFor(() => expect(root).toHaveTextContent(/^ready: page 1 of 12$/));
    expect(root).toHaveAttribute('data-state', 'ready');
  });

  it('can be rebuilt from useRealEstateBrowser: a layout of its own with the same paging and focus', async () => {
    function MyBrowser({ serialNumber }: { serialNumber: string }) {
      const b = useRealEstateBrowser({ serialNumber, prefetchNextPage: false });
      return (
        <section {...b.getRootProps()}>
          <h3 {...b.getHeadingProps()}>Homes</h3>
          {b.showPager ? <Pagination {...b.getPaginationProps()} /> : null}
          <ListingGrid {...b.getGridProps()} renderItem={(l) => <span>#{l.id}</span>} />
        </section>
      );
    }
    const fake = setupFake();
    queryClient = fake.queryClient;
    const user = userEvent.setup();
    fake.render(<MyBrowser serialNumber={fake.service.serialNumber} />);
    await screen.findByText('Page 1 of 12');
    const list = screen.getByRole('list', { name: 'Homes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { name: 'Homes', level: 3 })).toHaveFocus();
    await screen.findByText('Page 2 of 12');
  });

  it("merges the caller's ref, class, style and handlers into getRootProps and getHeadingProps", async () => {
    const sectionRef = createRef<HTMLElement>();
    const headingRef = createRef<HTMLHeadingElement>();
    const onKeyDown = vi.fn();
    function MyBrowser({ serialNumber }: { serialNumber: string }) {
      const b = useRealEstateBrowser({ serialNumber, prefetchNextPage: false });
      return (
        <section {...b.getRootProps({ ref: sectionRef, className: 'homes', style: { maxWidth: 600 }, onKeyDown })}>
          <h3 {...b.getHeadingProps({ ref: headingRef, className: 'title' })}>Homes</h3>
          <ListingGrid {...b.getGridProps()} />
        </section>
      );
    }
    const fake = setupFake();
    queryClient = fake.queryClient;
    const user = userEvent.setup();
    fake.render(<MyBrowser serialNumber={fake.service.serialNumber} />);
    const section = screen.getByRole('region', { name: 'Homes' });
    expect(sectionRef.current).toBe(section);
    expect(section).toHaveClass('homes');
    expect(section).toHaveStyle({ maxWidth: '600px' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ready'));
    const heading = screen.getByRole('heading', { name: 'Homes' });
    expect(headingRef.current).toBe(heading);
    expect(heading).toHaveClass('title');
    heading.focus();
    await user.keyboard('x');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

describe('RealEstateBrowser — secrets', () => {
  it('keeps the session key out of query keys and the DOM', async () => {
    const t = setup();
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    const keys = JSON.stringify(queryClient!.getQueryCache().getAll().map((q) => q.queryKey));
    expect(keys).toContain(t.client.scopeId);
    expect(keys).not.toContain(t.service.sessionKey);
    expect(document.body.innerHTML).not.toContain(t.service.sessionKey);
  });
});

describe('RealEstateBrowser — accessibility', () => {
  const violations = async (el: Element) => {
    const result = await axe.run(el, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  // axe over twenty cards in jsdom is slow on a shared machine.
  const AXE_TIMEOUT = 30_000;

  it('has no axe violations while loading and with results', { timeout: AXE_TIMEOUT }, async () => {
    const t = setup({}, { latencyMs: 200 });
    expect(await violations(t.container)).toEqual([]);
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    expect(await violations(t.container)).toEqual([]);
  });

  it('has no axe violations when empty', { timeout: AXE_TIMEOUT }, async () => {
    const t = setup({ defaultFilters: { cityName: 'Atlantis' } });
    await screen.findByText('No listings match these filters');
    expect(await violations(t.container)).toEqual([]);
  });

  it('has no axe violations on error', { timeout: AXE_TIMEOUT }, async () => {
    const t = setup({ serialNumber: FAKE_DEFAULTS.templateSerialNumber });
    await screen.findByRole('alert');
    expect(await violations(t.container)).toEqual([]);
  });
});
