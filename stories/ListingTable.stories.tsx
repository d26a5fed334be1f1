import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ListingTable } from '../src/components/ListingTable';
import { TransportError } from '../src/core/errors/TransportError';
import { normalizeListing } from '../src/core/normalize/normalizeListing';
import type { Listing } from '../src/core/types';
import { fakeService } from './support/fakeService';

const wire = fakeService.allListings(globalThis.location?.origin ?? 'http://localhost');
const items: Listing[] = wire.slice(0, 12).map((w) => normalizeListing(w)!);
/** A listing with most fields missing: every empty cell shows "—", read as "not given". */
const sparse = normalizeListing({ ID: 9001, Address: '7 Unknown Rd', Price: '', Bedrooms: 'n/a', Status: '' })!;

/**
 * One page of listings as a semantic table (the admin view): column menu,
 * density, sticky header, pinned first column, Enter on a row opens its details.
 */
const meta = {
  title: 'Listings/ListingTable',
  component: ListingTable,
  args: { items, locale: 'en-US', onRetry: fn(), onClearFilters: fn() },
} satisfies Meta<typeof ListingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
  },
};

/** The table in the dark theme (the a11y check, colour contrast included, runs here too). */
export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Compact: Story = {
  args: { density: 'compact' },
};

export const MissingValues: Story = {
  name: 'Missing values',
  args: { items: [sparse, ...items.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toMatch(/NaN|\$0(?![\d,])/);
    await expect(within(canvasElement.querySelector('tbody tr')!).getAllByText('not given').length).toBeGreaterThan(3);
  },
};

/**
 * An unbroken 5000-character address: the pinned first column stays at most
 * 20rem (or 40% of the window) wide, two lines then "…", so the other
 * columns still scroll into view; the details show the whole text.
 */
export const LongText: Story = {
  name: 'Very long text',
  args: { items: [normalizeListing({ ...wire[0]!, ID: 9002, Address: 'x'.repeat(5000) })!, ...items.slice(0, 3)] },
  play: async ({ canvas }) => {
    const [long] = within(canvas.getByRole('table')).getAllByRole('rowheader');
    await expect(long!.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth / 2);
  },
};

/** Built-in columns by id, and one of your own. */
export const CustomColumns: Story = {
  name: 'Custom columns',
  args: {
    columns: [
      'address',
      'price',
      'mls',
      'hoaMonth',
      { id: 'pool', header: 'Pool', cell: (l) => l.extension.find((e) => e.key.toLowerCase() === 'pool')?.value },
    ],
  },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Address', 'Price', 'MLS #', 'HOA / month', 'Pool']);
  },
};

/** The column menu: keyboard reachable checkboxes, the change announced. */
export const ColumnMenu: Story = {
  name: 'Column menu',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Photo' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="column-announcement"]')).toHaveTextContent('Photo column hidden'));
    await expect(canvas.queryByRole('columnheader', { name: 'Photo' })).toBeNull();
  },
};

export const OpenDetails: Story = {
  name: 'Row opened (details)',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('table')).getAllByRole('button')[0]!);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('open');
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true, isFetching: true, skeletonCount: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('.ck-listing-table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const Failure: Story = {
  name: 'Error',
  args: { items: [], error: new TransportError('RealEstateList', 502) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('HTTP 502');
  },
};
