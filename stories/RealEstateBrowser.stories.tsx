import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ListingGrid } from '../src/components/ListingGrid';
import { Pagination } from '../src/components/Pagination';
import { RealEstateBrowser } from '../src/components/RealEstateBrowser';
import { useListingUrlState } from '../src/react/url/useListingUrlState';
import { useRealEstateBrowser } from '../src/react/useRealEstateBrowser';
import { fakeService, slowFake, storySerialNumber, storyTemplateSerialNumber } from './support/fakeService';

/**
 * The whole browser against the fake service (through MSW): 240 seeded
 * listings over several cities, so 12 pages of 20.
 */
const meta = {
  title: 'Listings/RealEstateBrowser',
  component: RealEstateBrowser,
  args: { serialNumber: storySerialNumber, locale: 'en-US' },
} satisfies Meta<typeof RealEstateBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

const announcement = (root: HTMLElement) => root.querySelector('[data-part="announcement"]')?.textContent ?? '';
const SLOW = { timeout: 10_000 };

export const ManyPages: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    await step('Next page moves focus to the results heading and announces page 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(canvas.getByRole('heading', { name: 'Listings', level: 2 })).toHaveFocus();
      await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 2 of 12'), SLOW);
      await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });
    await step('The last page, then back to the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
      await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 12 of 12'), SLOW);
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
      await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    });
  },
};

export const Filters: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    const list = () => within(canvas.getByRole('list', { name: 'Listings' }));
    const listRequests = () => fakeService.state.requests.filter((r) => r.operation === 'realEstateList').length;
    // Page 1, and the prefetch of page 2, which leaves once page 1 is on screen.
    await waitFor(() => expect(listRequests()).toBe(2), SLOW);
    await step('Typing a city filters after a pause, with one request', async () => {
      const before = listRequests();
      await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Austin');
      await waitFor(() => expect(list().getAllByRole('listitem').every((li) => li.textContent?.includes('Austin'))).toBe(true), SLOW);
      const typed = listRequests() - before;
      // The Austin page, and at most its prefetched next page.
      await expect(typed).toBeLessThanOrEqual(2);
    });
    await step('Sale type applies at once', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sale type' }), 'For rent');
      await waitFor(() => expect(list().getAllByRole('listitem').every((li) => /\/ month/.test(li.textContent ?? ''))).toBe(true), SLOW);
    });
    await step('Clear brings every listing back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    });
  },
};

export const Loading: Story = {
  beforeEach: () => slowFake(60_000),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('.ck-listing-grid')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Page 1 stays on screen, dimmed and busy, while a slow page 5 loads. */
export const PlaceholderWhilePaging: Story = {
  args: { prefetchNextPage: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    slowFake(60_000);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    // The page changes in a transition: wait for it to render, then page 1 is still there.
    await waitFor(() => expect(canvasElement.querySelector('.ck-listing-grid')).toHaveAttribute('data-state', 'placeholder'), SLOW);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  args: { defaultFilters: { cityName: 'Atlantis' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('No listings match these filters', {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
  },
};

export const ServiceError: Story = {
  name: 'Error',
  beforeEach: () => fakeService.faults.failNext('realEstateList', { type: 'business', message: 'Service is busy, please try again later' }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Service is busy, please try again later');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
  },
};

/** docs/SERVICE.md §4.4 rule 3: only traditional chatbots have listings. */
export const TemplateChatbot: Story = {
  args: { serialNumber: storyTemplateSerialNumber },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(/traditional chatbots/);
  },
};

export const MalformedData: Story = {
  beforeEach: () => fakeService.faults.failNext('realEstateList', { type: 'malformed' }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(announcement(canvasElement)).toMatch(/page 1 of/), SLOW);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvasElement.textContent).not.toMatch(/NaN|undefined/);
  },
};

export const SmallPages: Story = {
  args: { pageSize: 5 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 48'), SLOW);
  },
};

export const WithAttribution: Story = {
  args: { cardAttribution: ({ listing }) => <span>Courtesy of Example Realty · MLS {listing.mlsNumber}</span> },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const French: Story = {
  args: {
    locale: 'fr-FR',
    labels: {
      filters: 'Filtres',
      city: 'Ville',
      mlsNumber: 'Numéro MLS',
      saleType: 'Type de vente',
      saleTypeAny: 'Tous',
      saleTypeForSale: 'À vendre',
      saleTypeForRent: 'À louer',
      clear: 'Effacer',
      clearFilters: 'Effacer les filtres',
      heading: 'Annonces',
      list: 'Annonces',
      empty: 'Aucune annonce ne correspond à ces filtres',
      rentPrice: (p) => `${p} / mois`,
      beds: 'Chambres',
      baths: 'Salles de bain',
      buildingArea: 'Surface',
      viewListing: 'Voir l’annonce',
      opensInNewTab: '(nouvel onglet)',
      details: 'Plus de détails',
      daysOnMarket: (d) => `${d} jours en vente`,
      pagination: 'Pagination',
      previousPage: 'Page précédente',
      nextPage: 'Page suivante',
      page: (p) => `Page ${p}`,
      pageOf: (p, t) => `Page ${p} sur ${t}`,
      resultsAnnouncement: ({ count, pageNumber, pageCount, format }) =>
        `${format(count)} annonces, page ${format(pageNumber)}${pageCount ? ` sur ${format(pageCount)}` : ''}`,
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 annonces, page 1 sur 12'), SLOW);
  },
};

/** `renderItem` renders each listing yourself; the grid keeps the list semantics. */
export const RenderItem: Story = {
  args: {
    renderItem: (listing) => (
      <p style={{ margin: 0 }}>
        {listing.address}, {listing.city}
      </p>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    await expect(within(canvas.getByRole('list', { name: 'Listings' })).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** A layout of your own from `useRealEstateBrowser`'s prop getters: pager on top, no filter bar. */
function CustomLayout({ serialNumber }: { serialNumber: string }) {
  const b = useRealEstateBrowser({ serialNumber, pageSize: 6 });
  return (
    <section {...b.getRootProps()}>
      <h2 {...b.getHeadingProps()}>Homes</h2>
      {b.showPager ? <Pagination {...b.getPaginationProps()} locale="en-US" /> : null}
      <ListingGrid {...b.getGridProps()} locale="en-US" />
    </section>
  );
}

export const RebuiltFromTheHook: Story = {
  render: (args) => <CustomLayout serialNumber={args.serialNumber} />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Page 1 of 40')).toBeInTheDocument(), SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('heading', { name: 'Homes' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('Page 2 of 40')).toBeInTheDocument(), SLOW);
  },
};

/**
 * URL state on: filters and page live in this iframe's query
 * string under the prefix `homes.`, next to Storybook's own parameters, which
 * are kept. Page, then use the browser's Back: the list follows, from cache.
 */
export const UrlState: Story = {
  render: function UrlStateBrowser(args) {
    const urlState = useListingUrlState({ prefix: 'homes.' });
    return <RealEstateBrowser {...args} urlState={urlState} />;
  },
  beforeEach: () => {
    const start = window.location.href;
    return () => window.history.replaceState(null, '', start);
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const param = (name: string) => new URLSearchParams(window.location.search).get(name);
    await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
    await step('A page change pushes homes.page=2 and keeps Storybook’s parameters', async () => {
      const id = param('id');
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 2 of 12'), SLOW);
      await expect(param('homes.page')).toBe('2');
      await expect(param('id')).toBe(id);
      await expect(canvas.getByText('21–40 of 240')).toBeInTheDocument();
    });
    await step('Back shows page 1 again', async () => {
      window.history.back();
      await waitFor(() => expect(announcement(canvasElement)).toBe('240 listings, page 1 of 12'), SLOW);
      await expect(param('homes.page')).toBeNull();
    });
  },
};
