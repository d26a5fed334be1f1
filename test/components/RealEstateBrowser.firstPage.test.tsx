import { screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RealEstateBrowser } from 'chatbot-kit';
import { setupFake } from '../support/fake';

/** What one commit put on screen, read as it committed (a Profiler's onRender runs in the commit). */
interface Commit {
  /** The grid's `data-state`. */
  grid: string | null;
  /** Cards drawn, hidden from assistive technology or not. */
  drawn: number;
  /** Cards assistive technology (and `getAllByRole`) finds. */
  accessible: number;
}

function readCommit(root: ParentNode): Commit {
  const articles = [...root.querySelectorAll('article')];
  return {
    grid: root.querySelector('.ck-listing-grid')?.getAttribute('data-state') ?? null,
    drawn: articles.length,
    accessible: articles.filter((a) => !a.closest('[aria-hidden="true"]')).length,
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
    // No commit shows a card to assistive technology before the page is ready,
    // or says the page is ready before every card is there.
    for (const commit of commits) {
      const ready = commit.browser === 'ready';
      expect(commit.grid).toBe(commit.browser);
      expect(commit.accessible > 0).toBe(ready);
      expect(commit.announcement !== '').toBe(ready);
      expect(commit.drawn === 0 || commit.drawn === 10).toBe(true);
      // The range's line is held while the page loads: the cards do not move down when it is known.
      expect(commit.range).not.toBeNull();
    }
  });

  it('asks for the next page after the commit that draws the first, not before', async () => {
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
    // Page 1 alone was asked for when its cards were committed; page 2 after.
    expect(commits.find((c) => c.drawn > 0)).toEqual({ drawn: 10, listRequests: 1 });
  });
});
