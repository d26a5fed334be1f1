import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingCard, ListingGrid, type Listing } from 'chatbot-kit';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';
import { wireItem } from '../core/listings/fixtures';

const norm = (raw: unknown): Listing => {
  const l = normalizeListing(raw);
  if (!l) throw new Error('not an object');
  return l;
};

describe('ListingCard — malformed items still render', () => {
  it('renders with empty numbers', () => {
    render(<ListingCard listing={norm(wireItem(1, { Price: '', SalePrice: '', Bedrooms: '', Bathrooms: '', BuildingArea: '', DaysOnMarket: '' }))} />);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.queryByText('Beds')).toBeNull();
    expect(screen.queryByText(/NaN|undefined|null/)).toBeNull();
  });

  it("renders with 'n/a' in number fields", () => {
    const { container } = render(
      <ListingCard listing={norm(wireItem(1, { Price: 'n/a', SalePrice: 'n/a', Bedrooms: 'n/a', Bathrooms: 'N/A', DaysOnMarket: 'n/a', BuildingArea: 'n/a' }))} />,
    );
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/NaN|undefined/);
  });

  it('renders with an ExtensionColumn that is not JSON (no details disclosure)', () => {
    render(<ListingCard listing={norm(wireItem(1, { ExtensionColumn: '{not json' }))} />);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByText('More details')).toBeNull();
  });

  it('renders with LATITUDE as a string', () => {
    render(<ListingCard listing={norm(wireItem(1, { LATITUDE: '30.2672', LONGITUDE: 'east' }))} />);
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('renders an item with nothing but an ID', () => {
    const { container } = render(<ListingCard listing={norm({ ID: 7 })} />);
    expect(screen.getByRole('heading', { name: 'Listing' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/NaN|undefined|null/);
  });

  it('renders a grid of malformed items, one card each', () => {
    const items = [
      norm(wireItem(1, { Price: '' })),
      norm(wireItem(2, { Price: 'n/a', ExtensionColumn: 'oops' })),
      norm(wireItem(3, { LATITUDE: '30.1', ID: 'abc' })),
      norm({ ID: 3 }),
      norm({ ID: 3 }), // a repeated ID must not break the list
    ];
    render(<ListingGrid items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
