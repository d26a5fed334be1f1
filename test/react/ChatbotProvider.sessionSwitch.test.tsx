// Switching sessions: no data from one session shows under another,
// with the real <RealEstateBrowser> (placeholder paging, next-page prefetch)
// and two fake workspaces that answer different listings for their keys.
import { notifyManager } from '@tanstack/react-query';
import { createTestQueryClient } from '../support/queryClient';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatbotProvider, RealEstateBrowser } from 'chatbot-kit';
import { listingKeys } from 'chatbot-kit/core';
import { createFakeChatbotService } from 'chatbot-kit/testing';

const SERIAL = 'bot-shared';

/** Two workspaces behind one URL, told apart by the session key, as on the real platform. */
function createTwoWorkspaces() {
  const a = createFakeChatbotService({ sessionKey: 'session-key-A', serialNumber: SERIAL, seed: 1, listingCount: 30 });
  const b = createFakeChatbotService({ sessionKey: 'session-key-B', serialNumber: SERIAL, seed: 2, listingCount: 30 });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const session = new Headers(init?.headers).get('chatrobot-sessionkey');
    return (session === 'session-key-B' ? b : a).fetch(input, init);
  }) as typeof globalThis.fetch;
  const addressesOf = (service: typeof a) => new Set(service.allListings().map((l) => String(l.Address)));
  const onlyA = [...addressesOf(a)].filter((address) => !addressesOf(b).has(address));
  return { fetch, onlyA };
}

/** Every text ever added to the DOM after `start`, so a one-frame flash is caught too. */
function recordDom(root: HTMLElement) {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) texts.push(node.textContent ?? '');
      if (record.type === 'characterData') texts.push(record.target.textContent ?? '');
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

describe('ChatbotProvider: switching sessions under <RealEstateBrowser>', () => {
  it('never shows a listing of session A, on any page, after switching to session B', async () => {
    const user = userEvent.setup();
    const { fetch, onlyA } = createTwoWorkspaces();
    expect(onlyA.length).toBeGreaterThan(10);
    const queryClient = createTestQueryClient();
    const ui = (sessionKey: string) => (
      <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={fetch} XMLHttpRequest={null} queryClient={queryClient}>
        <RealEstateBrowser serialNumber={SERIAL} pageSize={5} locale="en-US" />
      </ChatbotProvider>
    );
    const { rerender, container } = render(ui('session-key-A'));

    // Session A: page 1, then page 2 (so placeholder data and a prefetched page 3 exist).
    const firstA = await screen.findAllByRole('article');
    expect(firstA.length).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText((_, el) => el?.getAttribute('aria-current') === 'page' && el.textContent === '2');
    const shownA = onlyA.filter((address) => container.textContent?.includes(address));
    expect(shownA.length).toBeGreaterThan(0);

    const dom = recordDom(container);
    rerender(ui('session-key-B'));
    // Right after the switch, before B has answered: nothing of A.
    for (const address of onlyA) expect(container.textContent).not.toContain(address);
    expect(queryClient.getQueryCache().findAll({ queryKey: listingKeys.all }).map((q) => q.state.data)).not.toContainEqual(
      expect.objectContaining({ items: expect.arrayContaining([expect.objectContaining({ address: shownA[0] })]) }),
    );

    // Session B's listings arrive; A's never appeared in between.
    await screen.findAllByRole('article');
    // Every request (page and prefetch) settled and delivered before the record stops.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => {
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    });
    dom.stop();
    const everShown = dom.texts.join('\n');
    for (const address of onlyA) expect(everShown).not.toContain(address);
    expect(within(container).getAllByRole('article').length).toBeGreaterThan(0);
  });
});
