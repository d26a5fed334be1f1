// Where a result ends when the service's count cannot say: an empty page
// after the first, and the next-page prefetch across a filter change.
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRealEstateList, type ChatbotClient, type UseRealEstateListOptions, type UseRealEstateListParams } from 'chatbot-kit';
import { createScriptedListClient } from '../core/listings/fixtures';
import { withClient } from '../support/fake';

/** What a user of the page sees in one render. */
interface Seen {
  page: number;
  items: number;
  settled: boolean;
  outOfRange: boolean;
}

function setup(client: ChatbotClient, options: UseRealEstateListOptions) {
  const provided = withClient(client);
  const seen: Seen[] = [];
  const view = provided.renderHook(
    ({ params }: { params: UseRealEstateListParams }) => {
      const r = useRealEstateList(params, options);
      seen.push({ page: r.pageNumber, items: r.items.length, settled: r.isSuccess && !r.isPlaceholderData, outOfRange: r.isPageOutOfRange });
      return r;
    },
    { initialProps: { params: { serialNumber: 'bot' } as UseRealEstateListParams } },
  );
  const idle = () => waitFor(() => expect(provided.queryClient.isFetching()).toBe(0));
  return { ...view, seen, idle, setParams: (params: UseRealEstateListParams) => view.rerender({ params }) };
}

/** A settled empty page that is not marked past the end: the "no listings match" state. */
const emptyState = (s: Seen) => s.settled && s.items === 0 && !s.outOfRange;

describe('useRealEstateList — past the end of a result', () => {
  it.each([
    ['VirtualCount is missing', undefined],
    ['VirtualCount promises far more', 1e9],
  ])('when %s, Next from the last full page comes back to it, which then is the last page', async (_, count) => {
    const fake = createScriptedListClient({ count: 100, virtualCount: () => count });
    const onPageNumberChange = vi.fn();
    const { result, seen } = setup(fake.client, { defaultPageNumber: 5, onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);

    act(() => result.current.setPageNumber(6));
    await waitFor(() => expect(onPageNumberChange).toHaveBeenLastCalledWith(5, 'clamp'));
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    expect(result.current).toMatchObject({ pageNumber: 5, pageCount: 5, totalCount: 100, hasNextPage: false });
    expect(result.current.items[0]?.id).toBe(81);
    expect(seen.some(emptyState)).toBe(false);
  });

  it('sends a bookmark past the end of a result with no count to page 1, never showing it as empty', async () => {
    const fake = createScriptedListClient({ count: 100, virtualCount: () => undefined });
    const onPageNumberChange = vi.fn();
    const { result, seen } = setup(fake.client, { defaultPageNumber: 9, onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(onPageNumberChange).toHaveBeenLastCalledWith(1, 'clamp'));
    await waitFor(() => expect(result.current.items[0]?.id).toBe(1));
    expect(seen.some(emptyState)).toBe(false);
  });
});

describe('useRealEstateList — next-page prefetch across a filter change', () => {
  it('asks for the new filters\' page 2 only after their page 1 has settled, never the old page + 1', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const { result, setParams, idle } = setup(fake.client, {});
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.setPageNumber(3));
    await waitFor(() => expect(fake.callsFor(4)).toHaveLength(1));
    await idle();

    fake.hold();
    setParams({ serialNumber: 'bot', cityName: 'Austin' });
    await waitFor(() => expect(fake.callsFor(1, { cityName: 'Austin' })).toHaveLength(1));
    const austinPages = () => fake.calls.filter((c) => c.params.cityName === 'Austin').map((c) => c.params.pageNumber);
    // Page 1 is held: nothing else of Austin's may have been asked for yet.
    expect(austinPages()).toEqual([1]);
    act(() => fake.releaseAll());
    await waitFor(() => expect(austinPages()).toEqual([1, 2]));
    await idle();
    expect(austinPages()).toEqual([1, 2]);
  });
});
