import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { version } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessError, ListingGrid, TransportError } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';

const items = [makeListing(1), makeListing(2), makeListing(3)];

describe('ListingGrid', () => {
  it('is a list with one list item (card) per listing', () => {
    render(<ListingGrid items={items} />);
    const list = screen.getByRole('list', { name: 'Listings' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('article')).toBeInTheDocument();
  });

  it('loads the first row\'s photos at once with high priority, and the others lazily', () => {
    const photos = Array.from({ length: 6 }, (_, i) => makeListing(i + 1, { Images: `https://img.example.com/${i + 1}.jpg` }));
    const { rerender } = render(<ListingGrid items={photos} />);
    const images = () => [...document.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(images()).toEqual([...Array(4).fill(['eager', 'high']), ['lazy', null], ['lazy', null]]);
    rerender(<ListingGrid items={photos} priorityImageCount={2} />);
    expect(images()).toEqual([...Array(2).fill(['eager', 'high']), ...Array(4).fill(['lazy', null])]);
  });

  it("asks for the first row's photos with high priority as it renders (React 19's preload hint; React 18 has none)", () => {
    const photos = Array.from({ length: 6 }, (_, i) => makeListing(i + 1, { Images: `https://img.example.com/hint/${i + 1}.jpg` }));
    render(<ListingGrid items={photos} />);
    const hints = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter((l) => l.getAttribute('href')?.includes('/hint/'));
    const hasPreload = Number.parseInt(version, 10) >= 19;
    expect(hints.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual(
      hasPreload ? [1, 2, 3, 4].map((i) => [`https://img.example.com/hint/${i}.jpg`, 'high']) : [],
    );
  });

  it('shows each new page in the same cards: the new photo at once, details closed, and the same number of items', async () => {
    const page1 = [makeListing(1), makeListing(2)];
    const page2 = [makeListing(3, { Images: 'https://img.example.com/3/new.jpg' }), makeListing(4)];
    const { rerender } = render(<ListingGrid items={page1} />);
    const [firstCard] = screen.getAllByRole('article');
    await userEvent.click(within(firstCard!).getByText('More details'));
    expect(firstCard!.querySelector('details')).toHaveProperty('open', true);
    rerender(<ListingGrid items={page2} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    // The listing of page 2, never page 1's photo or open details under it.
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent(page2[0]!.address);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/3/new.jpg');
    expect(cards[0]!.querySelector('details')).toHaveProperty('open', false);
  });

  it('shows card-sized skeletons while loading, hidden from assistive tech, and is busy', () => {
    const { container } = render(<ListingGrid items={[]} isLoading isFetching skeletonCount={4} />);
    const skeletons = container.querySelectorAll('[data-part="skeleton"]');
    expect(skeletons).toHaveLength(4);
    // Same box as a card, so nothing jumps when the cards arrive.
    skeletons.forEach((s) => expect(s.querySelector('.ck-listing-card')).not.toBeNull());
    skeletons.forEach((s) => expect(s).toHaveAttribute('aria-hidden', 'true'));
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText('Loading listings…')).toBeInTheDocument();
  });

  it('sets aria-busy while fetching, and not otherwise', () => {
    const { rerender } = render(<ListingGrid items={items} isFetching isPlaceholderData />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('list').parentElement).toHaveAttribute('data-state', 'placeholder');
    rerender(<ListingGrid items={items} />);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty state with a clear-filters action', async () => {
    const onClearFilters = vi.fn();
    render(<ListingGrid items={[]} onClearFilters={onClearFilters} />);
    expect(screen.getByText('No listings match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledExactlyOnceWith();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows an error as an alert with the service's Message and a retry button", async () => {
    const onRetry = vi.fn();
    const error = new BusinessError('RealEstateList', { code: 4001, message: 'Template chatbots are not supported yet', version: '1.0.0' });
    render(<ListingGrid items={[]} error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Template chatbots are not supported yet');
    expect(alert).not.toHaveTextContent('code 4001');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Called with nothing: onRetry={list.refetch} must not get the click event as refetch's options.
    expect(onRetry).toHaveBeenCalledExactlyOnceWith();
    expect(screen.queryByText('No listings match these filters')).toBeNull();
  });

  it('shows a transport error\'s message (no body, no secrets)', () => {
    render(<ListingGrid items={[]} error={new TransportError('RealEstateList', 502)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('RealEstateList failed with HTTP 502');
  });

  it('lets the caller render each item with its position, and name the list by a heading', () => {
    const { rerender } = render(
      <>
        <h2 id="h">Homes</h2>
        <ListingGrid items={items} aria-labelledby="h" renderItem={(l, { index }) => <span>#{l.id} at {index}</span>} />
      </>,
    );
    const rows = () => within(screen.getByRole('list', { name: 'Homes' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows()).toEqual(['#1 at 0', '#2 at 1', '#3 at 2']);
    rerender(
      <>
        <h2 id="h">Homes</h2>
        <ListingGrid items={items} aria-labelledby="h" isPlaceholderData renderItem={(l, s) => <span>#{l.id}{s.isPlaceholderData ? ' (old)' : ''}</span>} />
      </>,
    );
    expect(rows()).toEqual(['#1 (old)', '#2 (old)', '#3 (old)']);
  });

  it('takes a className function of its state', () => {
    const { container } = render(<ListingGrid items={[]} className={(s) => `grid-${s.status}`} />);
    expect(container.firstElementChild).toHaveClass('ck-listing-grid', 'grid-empty');
  });

  it('takes children (a function of its state) in place of its content, inside the root that keeps data-state', () => {
    const { container } = render(
      <ListingGrid items={items}>{({ status, items: shown }) => <p>{`${shown.length} homes (${status})`}</p>}</ListingGrid>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    expect(container.firstElementChild).toHaveTextContent(/^3 homes \(ready\)$/);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
