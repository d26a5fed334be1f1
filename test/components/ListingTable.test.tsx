// ListingTable in jsdom: columns, the column choice (controlled, stored,
// unreadable storage), empty cells and opening a row without the dialog.
// Dialog focus, axe and a reload are tested in Chromium (test/browser/listingTable.test.tsx).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingGrid, ListingTable, type ListingResultsProps } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';

const items = [makeListing(1), makeListing(2, { Price: '', SalePrice: '', RentPrice: '', Bedrooms: 'n/a', Status: '' })];
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

afterEach(() => localStorage.clear());

describe('ListingTable', () => {
  it('shows "—" read as "not given" for missing values, never NaN or $0', () => {
    render(<ListingTable items={items} locale="en-US" />);
    const row = screen.getAllByRole('row')[2]!;
    expect(row.textContent).not.toMatch(/NaN|\$0/);
    const price = row.querySelector('[data-column="price"]')!;
    expect(price.textContent).toBe('—not given');
    expect(price.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
  });

  it('takes columns by id and custom columns, the first as the row header', () => {
    render(
      <ListingTable
        items={items}
        columns={[
          'mls',
          'address',
          { id: 'pool', header: 'Pool', cell: (l) => l.extension.find((e) => e.key === 'Pool')?.value },
          { id: 'row', header: 'Row', cell: (_l, { index }) => `#${index + 1}` },
        ]}
      />,
    );
    expect(headers()).toEqual(['MLS #', 'Address', 'Pool', 'Row']);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['MLS1001', 'MLS1002']);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Yes')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]!).getByText('#2')).toBeInTheDocument();
  });

  it('with controlled visibleColumns, hiding a column asks the owner and changes nothing itself', async () => {
    const onVisibleColumnsChange = vi.fn();
    render(
      <ListingTable
        items={items}
        columns={['address', 'price', 'beds']}
        visibleColumns={['address', 'price', 'beds']}
        onVisibleColumnsChange={onVisibleColumnsChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beds' }));
    expect(onVisibleColumnsChange).toHaveBeenCalledWith(['address', 'price']);
    expect(headers()).toEqual(['Address', 'Price', 'Beds']);
  });

  it('reads the stored choice, and ignores one it cannot read', () => {
    localStorage.setItem('chatbot-kit:listing-table:a:columns', JSON.stringify(['address', 'price', 'nope', 42]));
    localStorage.setItem('chatbot-kit:listing-table:b:columns', '{not json');
    const { unmount } = render(<ListingTable items={items} persistKey="a" />);
    expect(headers()).toEqual(['Address', 'Price']);
    unmount();
    render(<ListingTable items={items} persistKey="b" />);
    expect(headers()).toContain('Beds');
  });

  it('Escape closes the column menu and puts focus back on its button', async () => {
    render(<ListingTable items={items} />);
    const button = screen.getByRole('button', { name: 'Columns' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('with details={false}, Enter on a row only calls onOpenListing', async () => {
    const onOpenListing = vi.fn();
    render(<ListingTable items={items} details={false} onOpenListing={onOpenListing} />);
    screen.getAllByRole('rowheader')[1]!.querySelector('button')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenListing).toHaveBeenCalledWith(items[1]);
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('the grid and the table take the same data props', () => {
  it.each([
    ['ListingGrid', ListingGrid],
    ['ListingTable', ListingTable],
  ] as const)('%s: a failure shows its alert and "Try again", no listings show "Clear filters", a fetch sets aria-busy', async (_name, View) => {
    const onRetry = vi.fn();
    const onClearFilters = vi.fn();
    const failed: ListingResultsProps = { items: [], error: new Error('down'), onRetry, onClearFilters, 'aria-labelledby': 'results' };
    const { rerender, container } = render(<View {...failed} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    const empty: ListingResultsProps = { items: [], isFetching: true, onRetry, onClearFilters };
    rerender(<View {...empty} />);
    expect(screen.getByText('No listings match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
