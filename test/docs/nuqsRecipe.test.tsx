// The URL-state recipes (docs/recipes/url-state.md). The History one reads
// jsdom's address bar; the nuqs one (examples/readme/useNuqsListingUrl)
// drives RealEstateBrowser through nuqs's own testing adapter, which records
// every URL update with its history mode, as a router would receive it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { describe, expect, it } from 'vitest';
import { RealEstateBrowser, useListingUrlState } from 'chatbot-kit';
import { Listings as NuqsListings } from '../../examples/readme/NuqsListings';
import { Listings } from '../../examples/readme/UrlStateListings';
import { useNuqsListingUrl } from '../../examples/readme/useNuqsListingUrl';
import { setupFake } from '../support/fake';

function NuqsBrowser({ serialNumber }: { serialNumber: string }) {
  const urlState = useListingUrlState({ adapter: useNuqsListingUrl, prefix: 'homes.' });
  return <RealEstateBrowser serialNumber={serialNumber} locale="en-US" pageSize={5} debounceMs={10} urlState={urlState} />;
}

function setup(searchParams: string) {
  const updates: UrlUpdateEvent[] = [];
  const fake = setupFake();
  const user = userEvent.setup();
  fake.render(
    <NuqsTestingAdapter searchParams={searchParams} hasMemory onUrlUpdate={(event) => updates.push(event)}>
      <NuqsBrowser serialNumber={fake.service.serialNumber} />
    </NuqsTestingAdapter>,
  );
  const announcement = () => document.querySelector('[data-part="announcement"]')?.textContent ?? '';
  return { updates, user, announcement };
}

describe('URL state through nuqs (README recipe)', () => {
  it('reads the prefixed parameters, pushes a page change and keeps other parameters', async () => {
    const { updates, user, announcement } = setup('?homes.city=Austin&homes.page=2&tab=rentals');
    await waitFor(() => expect(announcement()).toMatch(/^\d+ listings, page 2 of \d+$/));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.options.history).toBe('push');
    expect(updates[0]!.queryString).toBe('?homes.city=Austin&homes.page=3&tab=rentals');
    await waitFor(() => expect(announcement()).toMatch(/page 3 of/));
  });

  it('a filter change pushes once, goes back to page 1 and leaves defaults out; more typing replaces', async () => {
    const { updates, user, announcement } = setup('?homes.page=4&homes.saleType=villa');
    await waitFor(() => expect(announcement()).toBe('240 listings, page 4 of 48'));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Denver');
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?homes.city=Denver'));
    // A 10 ms debounce applies while typing: the first write pushes, the rest rewrite that entry.
    const [first, ...rest] = updates.map((u) => u.options.history);
    expect(first).toBe('push');
    expect(rest.every((mode) => mode === 'replace')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), 'For rent');
    await waitFor(() => expect(updates.at(-1)?.queryString).toBe('?homes.city=Denver&homes.saleType=for_rent'));
    expect(updates.at(-1)?.options.history).toBe('replace');
  });
});

describe('README recipe: listings in the URL', () => {
  it('two browsers on one page read their own parameters', async () => {
    const start = window.location.href;
    window.history.replaceState(null, '', '/listings?city=Austin&rentals.page=2&rentals.saleType=for_rent');
    try {
      const fake = setupFake();
      fake.render(<Listings serialNumber={fake.service.serialNumber} />);
      const [all, rentals] = document.querySelectorAll('[data-part="announcement"]');
      await waitFor(() => expect(all!.textContent).toMatch(/^\d+ listings, page 1 of \d+$/));
      await waitFor(() => expect(rentals!.textContent).toMatch(/^\d+ listings, page 2 of \d+$/));
      expect(screen.getAllByRole('textbox', { name: 'City' }).map((input) => (input as HTMLInputElement).value)).toEqual(['Austin', '']);
    } finally {
      window.history.replaceState(null, '', start);
    }
  });

  it('the nuqs component reads its prefixed parameters', async () => {
    const fake = setupFake();
    fake.render(
      <NuqsTestingAdapter searchParams="?homes.mls=nomatch">
        <NuqsListings serialNumber={fake.service.serialNumber} />
      </NuqsTestingAdapter>,
    );
    expect(await screen.findByText('No listings match these filters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'MLS number' })).toHaveValue('nomatch');
  });
});
