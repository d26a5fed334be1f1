// Where keyboard focus goes when a listing control that had it goes away or is
// disabled by its own action (WCAG 2.4.3): never to <body>. Keyboard only:
// Tab to the button, Enter or Space.
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusinessError, ListingGrid, ListingTable, RealEstateBrowser, type Listing } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';
import { setupFake } from '../support/fake';

/** Tabs forward until `target` has focus (at most 40 stops). */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
}

function renderBrowser() {
  const fake = setupFake();
  const view = fake.render(<RealEstateBrowser serialNumber={fake.service.serialNumber} locale="en-US" prefetchNextPage={false} />);
  const announcement = () => view.container.querySelector('[data-part="announcement"]')?.textContent ?? '';
  const heading = () => screen.getByRole('heading', { name: 'Listings', level: 2 });
  return { ...fake, user: userEvent.setup(), announcement, heading };
}

describe('RealEstateBrowser: focus after the filters’ Clear, "Clear filters" and "Try again"', () => {
  it('Clear in the filter bar (Enter) puts focus on City, not on the disabled button', async () => {
    const t = renderBrowser();
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Boston');
    const clear = screen.getByRole('button', { name: 'Clear' });
    await tabTo(t.user, clear);
    await t.user.keyboard('{Enter}');
    expect(clear).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it('"Clear filters" in the empty state (Enter) puts focus on the results heading once the listings are back', async () => {
    const t = renderBrowser();
    await waitFor(() => expect(t.announcement()).toMatch(/page 1 of 12/));
    await t.user.type(screen.getByRole('textbox', { name: 'City' }), 'Atlantis{Enter}');
    await screen.findByText('No listings match these filters');
    await tabTo(t.user, screen.getByRole('button', { name: 'Clear filters' }));
    await t.user.keyboard('{Enter}');
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(t.heading()).toHaveFocus();
  });

  it('"Try again" in the error alert (Space) puts focus on the results heading once the listings are back', async () => {
    const t = renderBrowser();
    t.service.faults.failNext('realEstateList', { type: 'business', message: 'Service is busy, please try again later' });
    const alert = await screen.findByRole('alert');
    await tabTo(t.user, within(alert).getByRole('button', { name: 'Try again' }));
    await t.user.keyboard(' ');
    await waitFor(() => expect(t.announcement()).toBe('240 listings, page 1 of 12'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(t.heading()).toHaveFocus();
  });
});

const listings = [makeListing(1), makeListing(2)];

/** A grid or table on its own, failing until "Try again", empty until "Clear filters". */
function Results({ table = false, heading = false, start }: { table?: boolean; heading?: boolean; start: 'error' | 'empty' }) {
  const [state, setState] = useState<'error' | 'empty' | 'ready'>(start);
  const items: Listing[] = state === 'ready' ? listings : [];
  const props = {
    items,
    error: state === 'error' ? new BusinessError('RealEstateList', { code: 4001, message: 'Service is busy', version: '1.0.0' }) : undefined,
    onRetry: () => setState('ready'),
    onClearFilters: () => setState('ready'),
    ...(heading ? { 'aria-labelledby': 'results-heading' } : {}),
  };
  return (
    <>
      {heading ? <h2 id="results-heading">Homes</h2> : null}
      {table ? <ListingTable {...props} /> : <ListingGrid {...props} />}
    </>
  );
}

describe('ListingGrid and ListingTable on their own: focus after "Try again" and "Clear filters"', () => {
  it('the grid without a heading: "Try again" (Enter) puts focus on the grid itself', async () => {
    const user = userEvent.setup();
    const { container } = render(<Results start="error" />);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Listings' })).toBeInTheDocument();
    expect(document.activeElement).toBe(container.querySelector('.ck-listing-grid'));
    // Focusable by script only: Tab does not stop on it.
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('the grid named by a heading: "Clear filters" (Space) puts focus on that heading', async () => {
    const user = userEvent.setup();
    render(<Results start="empty" heading />);
    await tabTo(user, screen.getByRole('button', { name: 'Clear filters' }));
    await user.keyboard(' ');
    expect(screen.getByRole('list', { name: 'Homes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Homes' })).toHaveFocus();
  });

  it('the table named by a heading: "Try again" (Enter) puts focus on that heading', async () => {
    const user = userEvent.setup();
    render(<Results table start="error" heading />);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: 'Homes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Homes' })).toHaveFocus();
  });

  it('the table without a heading: "Clear filters" (Enter) puts focus on the table view itself', async () => {
    const user = userEvent.setup();
    const { container } = render(<Results table start="empty" />);
    await tabTo(user, screen.getByRole('button', { name: 'Clear filters' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(document.activeElement).toBe(container.querySelector('.ck-listing-table'));
  });
});
