// The admin views in real Chromium over real HTTP against the loopback fake
// (240 listings): the table beside the grid, the column choice across a
// remount (what a reload does to an app), keyboard-only details, axe.
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ChatbotProvider, RealEstateBrowser, useListingUrlState, type RealEstateBrowserProps } from 'chatbot-kit';
import { fakeServer, resetFake } from './fakeControl';

const SLOW = { timeout: 10_000 };
const announcement = () => document.querySelector('[data-part="announcement"]')?.textContent ?? '';

/** The browser with its filters, page and view in the URL. */
function UrlBrowser(props: Partial<RealEstateBrowserProps>) {
  const urlState = useListingUrlState();
  return <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" urlState={urlState} {...props} />;
}

function renderBrowser(props: Partial<RealEstateBrowserProps> = {}, withUrl = false) {
  const queryClient = createTestQueryClient();
  return render(
    <ChatbotProvider baseUrl={fakeServer.url} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser queryClient={queryClient}>
      {withUrl ? <UrlBrowser {...props} /> : <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" {...props} />}
    </ChatbotProvider>,
  );
}

async function axeViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const rowHeaders = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((th) => th.textContent);

beforeEach(async () => {
  await resetFake();
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('ListingTable in RealEstateBrowser (Chromium, real HTTP)', () => {
  it('the table and the grid show the same page, and the switch says which is on', async () => {
    renderBrowser({ pageSize: 20 });
    await waitFor(() => expect(announcement()).toBe('240 listings, page 1 of 12'), SLOW);
    const cards = screen.getAllByRole('article').map((a) => a.querySelector('[data-part="title"]')?.textContent);
    expect(cards).toHaveLength(20);
    const switchGroup = screen.getByRole('group', { name: 'View' });
    await userEvent.click(within(switchGroup).getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(rowHeaders()).toEqual(cards), SLOW);
    expect(within(switchGroup).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryAllByRole('article')).toEqual([]);
    // Default columns, by header.
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Address', 'Photo', 'City, state', 'Price', 'Beds', 'Baths', 'Area', 'Status', 'Days on market', 'MLS #', 'Link']);
    expect(screen.getByRole('table').textContent).not.toMatch(/NaN|\$0(?!\d|,)/);
  });

  it('a hidden column stays hidden after a reload (same persistKey), and hiding it is announced', async () => {
    const first = renderBrowser({ defaultView: 'table', tableProps: { persistKey: 'admin' } });
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beds' }));
    await waitFor(() => expect(document.querySelector('[data-part="column-announcement"]')?.textContent).toBe('Beds column hidden'));
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Beds' })).toBeNull();
    // The row header cannot be hidden.
    expect(screen.getByRole('checkbox', { name: 'Address' })).toBeDisabled();
    first.unmount();

    renderBrowser({ defaultView: 'table', tableProps: { persistKey: 'admin' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toContain('Baths');
    expect(headers).not.toContain('Beds');
  });

  it('keyboard only: Tab reaches the rows, Enter opens the details, Escape closes them with focus back on the row', async () => {
    renderBrowser({ defaultView: 'table' });
    await waitFor(() => expect(announcement()).toMatch(/^240 listings/), SLOW);
    const firstRowButton = within(screen.getByRole('table')).getAllByRole('button')[0]!;
    (document.activeElement as HTMLElement | null)?.blur();
    for (let i = 0; i < 40 && document.activeElement !== firstRowButton; i++) await userEvent.tab();
    expect(document.activeElement).toBe(firstRowButton);
    const address = firstRowButton.textContent!;

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: address });
    expect(dialog).toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(true);
    // Every group, and the coordinates as text with a map link.
    for (const group of ['Price', 'Place', 'Property', 'Market', 'Links and media']) {
      expect(within(dialog).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(dialog.querySelectorAll('[data-part="field"]')).toHaveLength(32);
    expect(within(dialog).getByRole('link', { name: /Open in a map/ }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(document.activeElement).toBe(firstRowButton);
  });

  it('is axe-clean with the table, with the column menu open, and with the details open', async () => {
    const { container } = renderBrowser({ defaultView: 'table', exportCsv: true });
    await waitFor(() => expect(announcement()).toMatch(/^240 listings/), SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument(), SLOW);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(screen.getByRole('table')).getAllByRole('button')[0]!);
    await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('with urlState, the view is in the URL and comes back from it', async () => {
    const start = window.location.href;
    try {
      const first = renderBrowser({}, true);
      await waitFor(() => expect(announcement()).toMatch(/^240 listings/), SLOW);
      await userEvent.click(screen.getByRole('button', { name: 'Table' }));
      await expect.poll(() => new URLSearchParams(window.location.search).get('view')).toBe('table');
      first.unmount();
      renderBrowser({}, true);
      await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument(), SLOW);
      await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
      await expect.poll(() => new URLSearchParams(window.location.search).get('view')).toBeNull();
    } finally {
      window.history.replaceState(null, '', start);
    }
  });
});
