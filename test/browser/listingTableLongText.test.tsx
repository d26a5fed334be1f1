// The table with the library's stylesheet in real Chromium: a very long value
// in the pinned first column must not push the other columns out of reach.
import '../../src/styles.css';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ListingTable } from 'chatbot-kit';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';

const LONG_ADDRESS = 'x'.repeat(5000);

const listing = (id: number, address: string) =>
  normalizeListing({ ID: id, Address: address, City: 'Austin', State: 'TX', Price: '450000', CurrencySymbol: '$', SaleType: 'For Sale', MLSNumber: `MLS-${id}`, Url: `https://listings.example.com/${id}` })!;

/** The rendered width of an element, in CSS pixels. */
const width = (element: Element) => element.getBoundingClientRect().width;

describe('ListingTable: the pinned first column and very long text (Chromium)', () => {
  it('a 5000-character address keeps the first column narrow and the last column reachable; the full text stays in the button and the details', async () => {
    render(<ListingTable items={[listing(1, '12 Oak St'), listing(2, LONG_ADDRESS)]} locale="en-US" />);
    const table = screen.getByRole('table');
    const scroll = table.closest('[data-part="scroll"]')!;
    const [normal, long] = within(table).getAllByRole('rowheader');
    // The pinned column takes at most half of the window and of the scroll box: other columns scroll past it.
    expect(width(long!)).toBeLessThanOrEqual(window.innerWidth / 2);
    expect(width(long!)).toBeLessThanOrEqual(scroll.clientWidth / 2);
    scroll.scrollLeft = scroll.scrollWidth;
    const link = within(table).getAllByRole('link')[1]!;
    expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(long!.getBoundingClientRect().right);
    expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(scroll.getBoundingClientRect().right);
    // The whole text is still the button's name, and the details show it.
    const open = within(long!).getByRole('button');
    expect(open).toHaveAccessibleName(LONG_ADDRESS);
    await userEvent.click(open);
    expect(within(await screen.findByRole('dialog')).getAllByText(LONG_ADDRESS).length).toBeGreaterThan(0);
    // A normal address keeps its one line, uncut.
    const short = within(normal!).getByRole('button');
    expect(short.scrollWidth).toBeLessThanOrEqual(short.clientWidth);
    expect(short.getBoundingClientRect().height).toBeLessThan(2 * parseFloat(getComputedStyle(short).fontSize));
  });
});
