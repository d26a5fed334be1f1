import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ListingGrid } from '../src/components/ListingGrid';
import { BusinessError } from '../src/core/errors/BusinessError';
import { TransportError } from '../src/core/errors/TransportError';
import { normalizeListing } from '../src/core/normalize/normalizeListing';
import type { Listing } from '../src/core/types';
import { fakeService } from './support/fakeService';
import { FAKE_CODES, FAKE_MESSAGES } from '../src/testing/fakeCodes';

const wire = fakeService.allListings(globalThis.location?.origin ?? 'http://localhost');
const items: Listing[] = wire.slice(0, 8).map((w) => normalizeListing(w)!);

const meta = {
  title: 'Listings/ListingGrid',
  component: ListingGrid,
  args: { items, locale: 'en-US', onRetry: fn(), onClearFilters: fn() },
} satisfies Meta<typeof ListingGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true, isFetching: true, skeletonCount: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('.ck-listing-grid')).toHaveAttribute('aria-busy', 'true');
    // The skeletons pulse together, as one animation on their list.
    const list = canvasElement.querySelector('[data-part="list"]');
    const animations = canvasElement.getAnimations({ subtree: true });
    await expect(animations.map((a) => (a.effect as KeyframeEffect | null)?.target)).toEqual([list]);
  },
};

/** The previous page stays on screen, dimmed and busy, while the next one loads. */
export const PlaceholderWhilePaging: Story = {
  args: { isPlaceholderData: true, isFetching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No listings match these filters')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const TransportFailure: Story = {
  name: 'Error',
  args: { items: [], error: new TransportError('RealEstateList', 502) },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(alert).toHaveTextContent('HTTP 502');
  },
};

/** docs/SERVICE.md §4.4 rule 3: the service refuses template-based chatbots with a business error. */
export const TemplateChatbot: Story = {
  args: {
    items: [],
    error: new BusinessError('RealEstateList', { code: FAKE_CODES.TEMPLATE_CHATBOT, message: FAKE_MESSAGES.templateChatbot, version: '1.0.0' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(FAKE_MESSAGES.templateChatbot);
  },
};

export const MalformedData: Story = {
  args: {
    items: [
      { ID: 1, Price: '', Bedrooms: 'n/a', ExtensionColumn: '{not json', LATITUDE: '30.2' },
      { ID: 'x', Price: 'n/a', SaleType: 'For Rent', RentPrice: 'call us', Images: 'javascript:alert(1)' },
      { ID: 3 },
      { Address: 42, City: null, Description: ['not', 'text'] },
    ].map((raw) => normalizeListing(raw)!),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.textContent).not.toMatch(/NaN|undefined/);
  },
};

export const LongText: Story = {
  args: {
    items: items.slice(0, 3).map((l, i) => ({
      ...l,
      address: i === 0 ? 'A'.repeat(120) : `${l.address}, ${'Very Long Street Name '.repeat(4)}`,
      description: 'Light-filled rooms, vaulted ceilings and a garden that goes on and on. '.repeat(15),
    })),
  },
};

export const NoImages: Story = {
  args: { items: items.map((l) => ({ ...l, images: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'No photo' })).toHaveLength(items.length);
  },
};

/** The one children contract: `renderItem` renders each listing inside its list item. */
export const RenderItem: Story = {
  args: {
    renderItem: (listing: Listing) => (
      <p style={{ margin: 0 }}>
        {listing.address} · {listing.city}
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** `children` (a node or a function of the grid's state) replaces the whole content inside the root. */
export const ChildrenOfState: Story = {
  args: {
    children: ({ status, items: shown }) => <p>{`${shown.length} listings (${status})`}</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('8 listings (ready)')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.ck-listing-grid')).toHaveAttribute('data-state', 'ready');
  },
};
