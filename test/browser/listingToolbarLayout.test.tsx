// The listing views with the library's stylesheet in real Chromium at a
// desktop width: an outer component's rules must not reach the parts of a
// component nested in it (the browser's toolbar rule and the table's own
// toolbar; the table's cell rules and the details dialog opened from it).
import '../../src/styles.css';
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ChatbotProvider, ListingTable, RealEstateBrowser } from 'chatbot-kit';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';
import { fakeServer } from './fakeControl';

const SLOW = { timeout: 10_000 };

/** Whether a box lies wholly inside the window. */
function insideViewport(element: Element) {
  const box = element.getBoundingClientRect();
  return { left: box.left >= 0, right: box.right <= window.innerWidth, box: `${Math.round(box.left)}..${Math.round(box.right)} of ${window.innerWidth}` };
}

beforeEach(async () => {
  await page.viewport(1280, 800);
  localStorage.clear();
});

describe('listing toolbars and the details dialog with the stylesheet (Chromium, 1280 px wide)', () => {
  it("RealEstateBrowser's table view: the Columns panel opens inside the window, under its button at the right; the view switch and the export keep their sides", async () => {
    const queryClient = createTestQueryClient();
    render(
      <ChatbotProvider baseUrl={fakeServer.url} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser queryClient={queryClient}>
        <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" defaultView="table" exportCsv />
      </ChatbotProvider>,
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const columns = screen.getByRole('button', { name: 'Columns' });
    await userEvent.click(columns);
    const panel = screen.getByRole('checkbox', { name: 'Beds' }).closest('[data-part="column-menu-panel"]')!;
    expect(panel).toBeVisible();
    expect(insideViewport(panel)).toMatchObject({ left: true, right: true });
    // The table's toolbar puts its one button at the end, over the table's right edge.
    const table = screen.getByRole('table').closest('[data-part="scroll"]')!;
    expect(table.getBoundingClientRect().right - columns.getBoundingClientRect().right).toBeLessThan(2);
    // The browser's own toolbar still puts the view switch at the start and the export at the end.
    const toolbar = screen.getByRole('group', { name: 'View' }).parentElement!;
    const download = await screen.findByRole('button', { name: 'Download CSV' }, SLOW);
    expect(screen.getByRole('group', { name: 'View' }).getBoundingClientRect().left - toolbar.getBoundingClientRect().left).toBeLessThan(2);
    expect(toolbar.getBoundingClientRect().right - download.getBoundingClientRect().right).toBeLessThan(2);
  });

  it('the details dialog opened from a table row wraps a long extension value: no sideways scrolling, no pinned key column', async () => {
    const longValue = 'a rather long note about the property '.repeat(20).trim();
    const listing = normalizeListing({
      ID: 1,
      Address: '12 Oak St',
      City: 'Austin',
      State: 'TX',
      Price: '450000',
      CurrencySymbol: '$',
      ExtensionColumn: JSON.stringify([{ Key: 'Notes', Value: longValue }]),
    })!;
    render(<ListingTable items={[listing]} locale="en-US" />);
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: '12 Oak St' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByText(longValue);
    expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    expect(insideViewport(value)).toMatchObject({ left: true, right: true });
    expect(getComputedStyle(within(dialog).getByRole('rowheader', { name: 'Notes' })).position).toBe('static');
  });
});
