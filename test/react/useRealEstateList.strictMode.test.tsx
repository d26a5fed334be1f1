// React 19 StrictMode renders twice and runs effects twice on mount: the
// listing hooks must give the same result and make no extra request.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RealEstateBrowser, useListingFilters, useRealEstateList, type UseRealEstateListParams } from 'chatbot-kit';
import { createScriptedListClient } from '../core/listings/fixtures';
import { withClient } from '../support/fake';

/** `<StrictMode>` around the providers of a scripted client. */
const strictWrapper = (client: ReturnType<typeof createScriptedListClient>['client']) => withClient(client, { strict: true }).wrapper;

describe('listings under StrictMode', () => {
  it('useRealEstateList requests page 1 once, then page 1 of new filters once, and reports the reset once', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const onPageNumberChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ params }: { params: UseRealEstateListParams }) => useRealEstateList(params, { onPageNumberChange, prefetchNextPage: false }),
      { wrapper: strictWrapper(fake.client), initialProps: { params: { serialNumber: 'bot' } as UseRealEstateListParams } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.setPageNumber(3));
    await waitFor(() => expect(result.current.items[0]?.id).toBe(41));
    rerender({ params: { serialNumber: 'bot', cityName: 'Austin' } });
    expect(result.current.pageNumber).toBe(1);
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    expect(fake.callsFor(1, { cityName: 'Austin' })).toHaveLength(1);
    expect(fake.calls.filter((c) => c.params.cityName === 'Austin').map((c) => c.params.pageNumber)).toEqual([1]);
    expect(onPageNumberChange.mock.calls).toEqual([
      [3, 'user'],
      [1, 'filters'],
    ]);
  });

  it('useRealEstateList moves a page past the end to the last page once', async () => {
    const fake = createScriptedListClient({ count: 45 });
    const onPageNumberChange = vi.fn();
    const { result } = renderHook(() => useRealEstateList({ serialNumber: 'bot' }, { defaultPageNumber: 9, onPageNumberChange, prefetchNextPage: false }), {
      wrapper: strictWrapper(fake.client),
    });
    await waitFor(() => expect(result.current.pageNumber).toBe(3));
    await waitFor(() => expect(result.current.items[0]?.id).toBe(41));
    expect(onPageNumberChange.mock.calls).toEqual([[3, 'clamp']]);
  });

  it('useListingFilters applies typed text once and reports it once', async () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      const { result } = renderHook(() => useListingFilters({ onFiltersChange: onChange }), { wrapper: StrictMode });
      act(() => result.current.setDraft({ ...result.current.draft, cityName: 'Austin' }));
      act(() => vi.advanceTimersByTime(300));
      expect(result.current.filters).toEqual({ cityName: 'Austin' });
      expect(onChange.mock.calls).toEqual([[{ cityName: 'Austin' }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('RealEstateBrowser pages, filters and announces as without StrictMode', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const user = userEvent.setup();
    const Wrapper = strictWrapper(fake.client);
    const { container } = render(
      <Wrapper>
        <RealEstateBrowser serialNumber="bot" locale="en-US" prefetchNextPage={false} debounceMs={0} />
      </Wrapper>,
    );
    const announcement = () => container.querySelector('[data-part="announcement"]')?.textContent;
    await waitFor(() => expect(announcement()).toBe('95 listings, page 1 of 5'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(announcement()).toBe('95 listings, page 3 of 5'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), 'For rent');
    // The rentals on screen, announced: not page 1 of every listing on its way there.
    await waitFor(() => {
      expect(announcement()).toMatch(/^\d+ listings, page 1 of \d+$/);
      expect(screen.getAllByRole('article').every((card) => /\/ month/.test(card.textContent ?? ''))).toBe(true);
    });
    expect(fake.calls.filter((c) => c.params.saleType === 'for_rent').map((c) => c.params.pageNumber)).toEqual([1]);
    expect(fake.callsFor(3)).toHaveLength(1);
  });
});
