import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BusinessError,
  NetworkError,
  TransportError,
  useRealEstateList,
  type ChatbotClient,
  type UseRealEstateListOptions,
  type UseRealEstateListParams,
  type UseRealEstateListResult,
} from 'chatbot-kit';
import { createScriptedListClient } from '../core/listings/fixtures';
import { withClient } from '../support/fake';

let queryClient: QueryClient;

/** A compact view of one render, TanStack-test style. */
interface Snapshot {
  page: number;
  firstId: number | null | undefined;
  status: string;
  placeholder: boolean;
  pageCount: number | undefined;
  virtualCount: number | undefined;
}
const snap = (r: UseRealEstateListResult): Snapshot => ({
  page: r.pageNumber,
  firstId: r.items[0]?.id,
  status: r.status,
  placeholder: r.isPlaceholderData,
  pageCount: r.pageCount,
  virtualCount: r.virtualCount,
});
/** No request in flight: every effect of the last render has run (inside act) and every fetch it started has settled. */
const idle = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));

/** Renders in a row that look the same are one state for the user. */
const distinct = (list: Snapshot[]) =>
  list.filter((s, i) => i === 0 || JSON.stringify(s) !== JSON.stringify(list[i - 1]));

function setup(
  client: ChatbotClient,
  initialParams: UseRealEstateListParams,
  options: UseRealEstateListOptions = {},
) {
  const provided = withClient(client);
  queryClient = provided.queryClient;
  const states: Snapshot[] = [];
  const view = provided.renderHook(
    ({ params, opts }: { params: UseRealEstateListParams; opts: UseRealEstateListOptions }) => {
      const r = useRealEstateList(params, opts);
      states.push(snap(r));
      return r;
    },
    { initialProps: { params: initialParams, opts: options } },
  );
  return { ...view, states, setParams: (params: UseRealEstateListParams, opts = options) => view.rerender({ params, opts }) };
}

describe('useRealEstateList — loading and totals', () => {
  it('goes from pending to the first page with its totals', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const { result, states } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(distinct(states)).toEqual([
      { page: 1, firstId: undefined, status: 'pending', placeholder: false, pageCount: undefined, virtualCount: undefined },
      { page: 1, firstId: 1, status: 'success', placeholder: false, pageCount: 5, virtualCount: 95 },
    ]);
    expect(result.current).toMatchObject({ hasNextPage: true, hasPreviousPage: false, totalCount: 95, pageSize: 20 });
    expect(result.current.items).toHaveLength(20);
  });

  it('makes no request while the SerialNumber is empty', async () => {
    const fake = createScriptedListClient();
    const { result } = setup(fake.client, { serialNumber: '  ' });
    await idle();
    expect(fake.calls).toHaveLength(0);
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('still offers the next page when a full page came back without a usable VirtualCount', async () => {
    const fake = createScriptedListClient({ count: 95, virtualCount: () => 0 });
    const { result } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current).toMatchObject({ pageCount: undefined, hasNextPage: true });
  });
});

describe('useRealEstateList — paging', () => {
  it('keeps the previous page on screen while the next loads, and never reads totals from it', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const { result, states } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    states.length = 0;
    fake.hold();
    act(() => result.current.setPageNumber(3));
    await waitFor(() => expect(fake.callsFor(3)).toHaveLength(1));
    // The user still sees page 1's listings, marked as placeholder; no totals from them.
    expect(snap(result.current)).toEqual({ page: 3, firstId: 1, status: 'success', placeholder: true, pageCount: undefined, virtualCount: undefined });
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.hasPreviousPage).toBe(true);
    act(() => fake.releaseAll());
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(distinct(states)).toEqual([
      { page: 3, firstId: 1, status: 'success', placeholder: true, pageCount: undefined, virtualCount: undefined },
      { page: 3, firstId: 41, status: 'success', placeholder: false, pageCount: 5, virtualCount: 95 },
    ]);
    // Never a render without listings while paging: no flash of an empty grid or spinner.
    expect(states.every((s) => s.firstId !== undefined)).toBe(true);
  });

  it('prefetches the next page once the current one has settled, so moving to it makes no request', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const { result } = setup(fake.client, { serialNumber: 'bot' });
    await waitFor(() => expect(fake.callsFor(2)).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => result.current.setPageNumber(2));
    // Served from the prefetch: settled at once, no placeholder, no new request.
    expect(result.current).toMatchObject({ pageNumber: 2, isPlaceholderData: false, pageCount: 5 });
    expect(result.current.items[0]?.id).toBe(21);
    expect(fake.callsFor(2)).toHaveLength(1);
  });

  it('does not prefetch while placeholder data is on screen', async () => {
    const fake = createScriptedListClient({ count: 200 });
    const { result } = setup(fake.client, { serialNumber: 'bot' });
    await waitFor(() => expect(fake.callsFor(2)).toHaveLength(1));
    fake.hold();
    act(() => result.current.setPageNumber(5));
    await waitFor(() => expect(fake.callsFor(5)).toHaveLength(1));
    // Page 5 is held: it cannot settle, so whatever the placeholder render's effects did is done.
    expect(result.current.isPlaceholderData).toBe(true);
    expect(fake.callsFor(6)).toHaveLength(0);
    act(() => fake.releaseAll());
    await waitFor(() => expect(fake.callsFor(6)).toHaveLength(1));
  });

  it('does not prefetch past the last page', async () => {
    const fake = createScriptedListClient({ count: 15 });
    const { result } = setup(fake.client, { serialNumber: 'bot' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await idle();
    expect(fake.calls).toHaveLength(1);
    expect(result.current).toMatchObject({ pageCount: 1, hasNextPage: false });
  });

  it('serves a revisited page from cache within the 30 s staleTime, and refetches it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fake = createScriptedListClient({ count: 95 });
      const { result } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      act(() => result.current.setPageNumber(2));
      await waitFor(() => expect(result.current.items[0]?.id).toBe(21));
      act(() => result.current.setPageNumber(1));
      act(() => result.current.setPageNumber(2));
      act(() => result.current.setPageNumber(1));
      await idle();
      expect(fake.callsFor(1)).toHaveLength(1);
      expect(fake.callsFor(2)).toHaveLength(1);
      vi.setSystemTime(Date.now() + 31_000);
      act(() => result.current.setPageNumber(2));
      await waitFor(() => expect(fake.callsFor(2)).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('setPageNumber stays within 1 … pageCount', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const { result } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.setPageNumber(99));
    expect(result.current.pageNumber).toBe(5);
    act(() => result.current.setPageNumber(-3));
    expect(result.current.pageNumber).toBe(1);
  });

  it('moves a page past the end to the last page and reports it', async () => {
    const fake = createScriptedListClient({ count: 45 });
    const onPageNumberChange = vi.fn();
    const { result } = setup(fake.client, { serialNumber: 'bot' }, { defaultPageNumber: 9, onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(result.current.pageNumber).toBe(3));
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    expect(result.current.items[0]?.id).toBe(41);
    expect(onPageNumberChange).toHaveBeenCalledWith(3, 'clamp');
  });

  it('with a controlled pageNumber, asks the owner to clamp instead of moving by itself', async () => {
    const fake = createScriptedListClient({ count: 45 });
    const onPageNumberChange = vi.fn();
    const { result } = setup(fake.client, { serialNumber: 'bot' }, { pageNumber: 9, onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(onPageNumberChange).toHaveBeenCalledWith(3, 'clamp'));
    expect(result.current.pageNumber).toBe(9);
    expect(result.current.isPageOutOfRange).toBe(true);
  });
});

describe('useRealEstateList — filters', () => {
  it('goes back to page 1 when the filters change, shows loading rather than another filter\'s results, and reports it', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const onPageNumberChange = vi.fn();
    const { result, states, setParams } = setup(fake.client, { serialNumber: 'bot' }, { onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.setPageNumber(3));
    await waitFor(() => expect(result.current.items[0]?.id).toBe(41));
    states.length = 0;
    setParams({ serialNumber: 'bot', cityName: 'Austin' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(distinct(states)).toEqual([
      { page: 1, firstId: undefined, status: 'pending', placeholder: false, pageCount: undefined, virtualCount: undefined },
      { page: 1, firstId: 3, status: 'success', placeholder: false, pageCount: 2, virtualCount: 31 },
    ]);
    // Never a request for page 3 of the new filters.
    expect(fake.calls.filter((c) => c.params.cityName === 'Austin').map((c) => c.params.pageNumber)).toEqual([1]);
    expect(onPageNumberChange).toHaveBeenLastCalledWith(1, 'filters');
  });

  it('treats equivalent filters as the same request (trimmed, empty as none)', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const { result, setParams } = setup(fake.client, { serialNumber: 'bot', cityName: 'Austin' }, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    setParams({ serialNumber: 'bot', cityName: ' Austin ', mlsNumber: '' });
    await idle();
    expect(fake.calls).toHaveLength(1);
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('with a controlled pageNumber, requests page 1 of the new filters and asks the owner to move there', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const onPageNumberChange = vi.fn();
    const { result, setParams } = setup(fake.client, { serialNumber: 'bot' }, { pageNumber: 3, onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    setParams({ serialNumber: 'bot', saleType: 'for_rent' }, { pageNumber: 3, onPageNumberChange, prefetchNextPage: false });
    expect(result.current.pageNumber).toBe(1);
    await waitFor(() => expect(onPageNumberChange).toHaveBeenCalledWith(1, 'filters'));
    expect(fake.calls.filter((c) => c.params.saleType === 'for_rent').map((c) => c.params.pageNumber)).toEqual([1]);
  });

  it('honours a controlled page that changes together with the filters', async () => {
    const fake = createScriptedListClient({ count: 95 });
    const onPageNumberChange = vi.fn();
    const { result, setParams } = setup(fake.client, { serialNumber: 'bot' }, { pageNumber: 3, onPageNumberChange, prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // e.g. the browser's back button restores both from the URL.
    setParams({ serialNumber: 'bot', saleType: 'for_sale' }, { pageNumber: 2, onPageNumberChange, prefetchNextPage: false });
    expect(result.current.pageNumber).toBe(2);
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    expect(onPageNumberChange).not.toHaveBeenCalled();
  });
});

describe('useRealEstateList — requests', () => {
  it('aborts a superseded request through its signal', async () => {
    const fake = createScriptedListClient({ count: 95 });
    fake.hold();
    const { setParams } = setup(fake.client, { serialNumber: 'bot', cityName: 'Austin' });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    setParams({ serialNumber: 'bot', cityName: 'Boston' });
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls[0]!.signal?.aborted).toBe(true);
    expect(fake.calls[1]!.signal?.aborted).toBe(false);
  });

  it('never lets a slow, stale response overwrite a newer one', async () => {
    const fake = createScriptedListClient({ count: 95 });
    fake.hold();
    fake.ignoreAborts(); // the stale answer arrives even though it was aborted
    const { result, setParams } = setup(fake.client, { serialNumber: 'bot', cityName: 'Austin' }, { prefetchNextPage: false });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    setParams({ serialNumber: 'bot', cityName: 'Boston' }, { prefetchNextPage: false });
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    act(() => fake.calls[1]!.release()); // Boston (newer) answers first
    await waitFor(() => expect(result.current.items[0]?.city).toBe('Boston'));
    const stale = fake.calls[0]!;
    act(() => stale.release()); // then the stale Austin answer lands
    await act(async () => {
      await stale.settled;
      // TanStack hands results to React through its notify queue: once a callback queued now
      // has run, anything the stale answer could have caused has been delivered.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    });
    expect(result.current.items.every((l) => l.city === 'Boston')).toBe(true);
    expect(result.current.totalCount).toBe(32);
  });
});

describe('useRealEstateList — retries', () => {
  it('does not retry a business error (e.g. a template chatbot) and exposes it', async () => {
    const fake = createScriptedListClient();
    fake.failNext(new BusinessError('RealEstateList', { code: 40001, message: 'Template chatbots are not supported', version: '1.0.0' }));
    const { result } = setup(fake.client, { serialNumber: 'bot' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fake.calls).toHaveLength(1);
    expect(result.current.error).toBeInstanceOf(BusinessError);
  });

  it('does not retry an auth failure', async () => {
    const fake = createScriptedListClient();
    fake.failNext(new TransportError('RealEstateList', 401));
    const { result } = setup(fake.client, { serialNumber: 'bot' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fake.calls).toHaveLength(1);
  });

  it('retries a 429 after the Retry-After delay and then shows the page', async () => {
    vi.useFakeTimers();
    try {
      const fake = createScriptedListClient();
      fake.failNext(new TransportError('RealEstateList', 429, { retryAfterSeconds: 1 }));
      const { result } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
      // On the fake clock: the retry's timer cannot fire before the second is up.
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(fake.calls).toHaveLength(1);
      expect(result.current.isPending).toBe(true);
      // ...and fires at the second.
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(fake.calls).toHaveLength(2);
      await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries transient failures (5xx, network) up to 3 times before showing the error', async () => {
    const fake = createScriptedListClient();
    fake.failNext(new TransportError('RealEstateList', 503, { retryAfterSeconds: 0 }), 4);
    const { result } = setup(fake.client, { serialNumber: 'bot' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fake.calls).toHaveLength(4);
    expect((result.current.error as TransportError).status).toBe(503);
  });

  it('recovers from a network error on retry', async () => {
    vi.useFakeTimers();
    try {
      const fake = createScriptedListClient();
      fake.failNext(new NetworkError('RealEstateList'));
      const { result } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
      // The first retry waits a random part of the 1 s base (full jitter): at most 1 s.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(fake.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetch() tries again after an error', async () => {
    const fake = createScriptedListClient();
    fake.failNext(new BusinessError('RealEstateList', { code: 500, message: 'Busy', version: '1.0.0' }));
    const { result } = setup(fake.client, { serialNumber: 'bot' }, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fake.calls).toHaveLength(2);
  });
});
