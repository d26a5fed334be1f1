import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ListingGrid, RealEstateBrowser, type ListingGridProps } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';
import { setupFake } from '../support/fake';

/** What one commit put on screen, read as it committed (a Profiler's onRender runs in the commit). */
interface Commit {
  /** The grid's `data-state`. */
  grid: string | null;
  /** Cards drawn, hidden from assistive technology or not. */
  drawn: number;
  /** Cards assistive technology (and `getAllByRole`) finds. */
  accessible: number;
  /** Places held for cards still to come. */
  pending: number;
}

function readCommit(root: ParentNode): Commit {
  const articles = [...root.querySelectorAll('article')];
  return {
    grid: root.querySelector('.ck-listing-grid')?.getAttribute('data-state') ?? null,
    drawn: articles.length,
    accessible: articles.filter((a) => !a.closest('[aria-hidden="true"]')).length,
    pending: root.querySelectorAll('[data-part="item"][data-state="pending"]').length,
  };
}

/** Renders `ui` and records every commit from the next one on. */
function recordCommits<T>(read: (root: ParentNode) => T) {
  const commits: T[] = [];
  let recording = false;
  const recorded = (ui: ReactNode) => (
    <Profiler id="under-test" onRender={() => recording && commits.push(read(document.body))}>
      {ui}
    </Profiler>
  );
  return { commits, recorded, start: () => (recording = true) };
}

/** The commits with each run of equal ones kept once (a render that changes nothing on screen still commits). */
const changes = <T,>(commits: T[]) => commits.filter((c, i) => i === 0 || JSON.stringify(c) !== JSON.stringify(commits[i - 1]));

const listings = Array.from({ length: 10 }, (_, i) => makeListing(i + 1, { Images: `https://img.example.com/${i + 1}.jpg` }));

describe('ListingGrid: listings that take the place of skeletons', () => {
  const grid = (props: Partial<ListingGridProps>) => <ListingGrid items={[]} {...props} />;

  it('are drawn a row at a time, hidden and still loading, then shown in a step of their own', async () => {
    const { commits, recorded, start } = recordCommits(readCommit);
    const { rerender } = render(recorded(grid({ isLoading: true })));
    start();
    rerender(recorded(grid({ items: listings })));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(changes(commits)).toEqual([
      { grid: 'loading', drawn: 4, accessible: 0, pending: 6 },
      { grid: 'loading', drawn: 8, accessible: 0, pending: 2 },
      { grid: 'loading', drawn: 10, accessible: 0, pending: 0 },
      { grid: 'ready', drawn: 10, accessible: 10, pending: 0 },
    ]);
    // The first row's photos are the ones that load at once.
    expect(screen.getAllByRole('img').slice(0, 4).map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high']);
  });

  it('keep the first row\'s elements as the other rows arrive: the photo being painted is not replaced', async () => {
    const { commits, recorded, start } = recordCommits((root) => {
      const img = root.querySelector('img');
      return { img, hidden: img?.closest('[aria-hidden="true"]') != null };
    });
    const { rerender } = render(recorded(grid({ isLoading: true })));
    start();
    rerender(recorded(grid({ items: listings })));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(commits.length).toBeGreaterThanOrEqual(4);
    expect(commits[0]).toEqual({ img: expect.any(HTMLImageElement), hidden: true });
    // The same element throughout, hidden until the last row is drawn.
    expect(commits.every((c) => c.img === commits[0]?.img)).toBe(true);
    expect(commits.map((c) => c.hidden)).toEqual([...commits.slice(1).map(() => true), false]);
  });

  it('come `priorityImageCount` at a time, and your own `renderItem` items the same way', async () => {
    const { commits, recorded, start } = recordCommits((root) => ({
      drawn: root.querySelectorAll('.mine').length,
      accessible: root.querySelectorAll('li:not([aria-hidden="true"]) .mine').length,
    }));
    const mine = (props: Partial<ListingGridProps>) =>
      grid({ priorityImageCount: 2, renderItem: (l) => <p className="mine">{l.address}</p>, ...props });
    const { rerender } = render(recorded(mine({ isLoading: true })));
    start();
    rerender(recorded(mine({ items: listings })));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(document.querySelectorAll('.mine')).toHaveLength(10);
    // Your items are found by role only once all of them are there.
    expect(changes(commits)).toEqual([2, 4, 6, 8, 10].map((drawn) => ({ drawn, accessible: 0 })).concat({ drawn: 10, accessible: 10 }));
  });

  it('are drawn and shown in the commit that ends the load when they fit in one row', async () => {
    const { commits, recorded, start } = recordCommits(readCommit);
    const { rerender } = render(recorded(grid({ isLoading: true })));
    start();
    rerender(recorded(grid({ items: listings.slice(0, 3) })));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(changes(commits)).toEqual([{ grid: 'ready', drawn: 3, accessible: 3, pending: 0 }]);
  });

  it('are drawn in one commit when the grid mounts with them, when a page replaces a page, and under `children`', () => {
    const { commits, recorded, start } = recordCommits(readCommit);
    start();
    const { rerender } = render(recorded(grid({ items: listings.slice(0, 5) })));
    rerender(recorded(grid({ items: listings.slice(5) })));
    expect(commits).toEqual([
      { grid: 'ready', drawn: 5, accessible: 5, pending: 0 },
      { grid: 'ready', drawn: 5, accessible: 5, pending: 0 },
    ]);
    const mine = (props: Partial<ListingGridProps>) => grid({ children: ({ status }) => <p>{status}</p>, ...props });
    rerender(recorded(mine({ isLoading: true })));
    commits.length = 0;
    rerender(recorded(mine({ items: listings })));
    expect(commits.map((c) => c.grid)).not.toContain('loading');
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});

describe('RealEstateBrowser: the first page after its skeletons', () => {
  /** The grid's commit, with what the page around it said in the same commit. */
  const readPage = (root: ParentNode) => ({
    ...readCommit(root),
    browser: root.querySelector('.ck-real-estate-browser')?.getAttribute('data-state') ?? null,
    announcement: root.querySelector('[data-part="announcement"]')?.textContent ?? '',
    range: root.querySelector('[data-part="range"]')?.textContent ?? null,
    pager: root.querySelector('nav') !== null,
  });

  it('announces the page, shows its range and pager, and is ready in the commit that shows every card', async () => {
    const { render: renderWithFake, service } = setupFake();
    const { commits, recorded, start } = recordCommits(readPage);
    start();
    renderWithFake(recorded(<RealEstateBrowser serialNumber={service.serialNumber} pageSize={10} locale="en-US" />));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('240 listings, page 1 of 24'));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    // The first rows, drawn while the page still says it is loading.
    expect(commits).toContainEqual({ grid: 'loading', browser: 'loading', drawn: 4, accessible: 0, pending: 6, announcement: '', range: '', pager: false });
    expect(commits).toContainEqual({ grid: 'loading', browser: 'loading', drawn: 8, accessible: 0, pending: 2, announcement: '', range: '', pager: false });
    // No commit shows a card to assistive technology before the page is ready,
    // or says the page is ready before every card is there.
    for (const commit of commits) {
      const ready = commit.browser === 'ready';
      expect(commit.grid).toBe(commit.browser);
      expect(commit.accessible > 0).toBe(ready);
      expect(commit.announcement !== '').toBe(ready);
      expect(commit.accessible === 0 || commit.accessible === 10).toBe(true);
      // The range's line is held while the page loads: the cards do not move down when it is known.
      expect(commit.range).not.toBeNull();
    }
  });

  it('asks for the next page after the commit that draws the first row, not before', async () => {
    let listRequests = 0;
    const fake: ReturnType<typeof setupFake> = setupFake({
      client: {
        fetch: (input, init) => {
          if (String(input).endsWith('/RealEstateList')) listRequests++;
          return fake.service.fetch(input, init);
        },
      },
    });
    const { commits, recorded, start } = recordCommits((root) => ({ drawn: readCommit(root).drawn, listRequests }));
    start();
    fake.render(recorded(<RealEstateBrowser serialNumber={fake.service.serialNumber} pageSize={10} locale="en-US" />));
    await waitFor(() => expect(listRequests).toBe(2));
    // Page 1 alone was asked for when its first row was committed; page 2 after.
    expect(commits.find((c) => c.drawn > 0)).toEqual({ drawn: 4, listRequests: 1 });
  });

  it('shows the table view\'s rows and its announcement in one commit: only the grid draws a row at a time', async () => {
    const { render: renderWithFake, service } = setupFake();
    const rowsAt: string[] = [];
    const { recorded, start } = recordCommits((root) => {
      const rows = root.querySelectorAll('tbody tr').length;
      if (rows) rowsAt.push(root.querySelector('[data-part="announcement"]')?.textContent ?? '');
    });
    start();
    renderWithFake(recorded(<RealEstateBrowser serialNumber={service.serialNumber} pageSize={10} defaultView="table" locale="en-US" />));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(rowsAt.length).toBeGreaterThan(0);
    expect(rowsAt.every((text) => text === '240 listings, page 1 of 24')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cards' }));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
  });
});
