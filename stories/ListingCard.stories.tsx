import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListingCard } from '../src/components/ListingCard';
import { normalizeListing } from '../src/core/normalize/normalizeListing';
import type { Listing } from '../src/core/types';
import { fakeService } from './support/fakeService';

// Wire items from the fake's seeded dataset, normalised like the client does.
// Their photos are served by the fake (MSW in Storybook).
const wire = fakeService.allListings(globalThis.location?.origin ?? 'http://localhost');
const fromWire = (raw: unknown): Listing => normalizeListing(raw)!;
const sale = fromWire(wire.find((w) => w.SaleType === 'For Sale' && w.Images !== ''));
const rent = fromWire(wire.find((w) => w.SaleType === 'For Rent' && w.Images !== ''));

const meta = {
  title: 'Listings/ListingCard',
  component: ListingCard,
  args: { listing: sale, locale: 'en-US' },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
} satisfies Meta<typeof ListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForSale: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /view listing/i })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ForRent: Story = {
  args: { listing: rent },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\/ month$/)).toBeInTheDocument();
  },
};

export const NoImage: Story = {
  args: { listing: { ...sale, images: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  // A photo the Storybook server does not have: a 404 on loopback, no network.
  args: { listing: { ...sale, images: [`${globalThis.location?.origin ?? 'http://localhost'}/no-such-photo.jpg`] } },
  play: async ({ canvas }) => {
    // The photo fails to load, and the card shows its fallback instead.
    await expect(await canvas.findByRole('img', { name: 'No photo' }, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const HostileUrls: Story = {
  args: {
    listing: { ...sale, url: 'javascript:alert(1)', images: ['javascript:alert(1)', 'data:image/svg+xml,<svg/>'] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    listing: {
      ...sale,
      address: '12345 North Extraordinarily Long Boulevard Name That Keeps Going, Building C, Unit 4501',
      description: 'Sun-drenched corner home with an open plan, chef’s kitchen and a wraparound porch. '.repeat(12),
      extension: Array.from({ length: 8 }, (_, i) => ({ key: `Feature ${i + 1}`, value: 'A rather long value that wraps onto several lines '.repeat(2) })),
    },
  },
};

export const Malformed: Story = {
  args: {
    listing: fromWire({ ID: 'n/a', Price: 'n/a', Bedrooms: '', Bathrooms: 'N/A', LATITUDE: 'north', ExtensionColumn: '{not json', Images: 'not a url', Url: 'ftp://x' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Price on request')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toMatch(/NaN|undefined/);
  },
};

export const WithAttribution: Story = {
  args: { attribution: <span>Listing courtesy of Acme Realty, MLS data © Example MLS</span> },
};

export const French: Story = {
  args: {
    listing: rent,
    locale: 'fr-FR',
    labels: { rentPrice: (p) => `${p} / mois`, viewListing: 'Voir l’annonce', opensInNewTab: '(nouvel onglet)', beds: 'Chambres', baths: 'Salles de bain', buildingArea: 'Surface', details: 'Plus de détails', daysOnMarket: (d) => `${d} jours en vente` },
  },
};

export const Dark: Story = {
  decorators: [(Story) => <div data-theme="dark" style={{ background: 'var(--ck-color-bg)', padding: 16, maxWidth: 340 }}><Story /></div>],
};

/** `children` as a function of the card's state replaces its content inside the `<article>`. */
export const ChildrenOfState: Story = {
  args: {
    children: ({ listing, priceText }) => (
      <p style={{ padding: 12, margin: 0 }}>
        {listing.address}: <strong>{priceText}</strong>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(sale.address);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
