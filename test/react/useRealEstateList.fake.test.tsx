// useRealEstateList on the real client and the fake service:
// retries, errors and aborts as they travel over (fake) HTTP.
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessError, TransportError, useRealEstateList, type UseRealEstateListOptions, type UseRealEstateListParams } from 'chatbot-kit';
import { createFakeChatbotService, FAKE_CODES, FAKE_DEFAULTS, type FakeChatbotServiceOptions } from 'chatbot-kit/testing';
import { setupFake, withFake } from '../support/fake';

let queryClient: QueryClient | undefined;

function setup(params: Partial<UseRealEstateListParams> = {}, options: UseRealEstateListOptions = {}, serviceOptions: FakeChatbotServiceOptions = {}) {
  const service = createFakeChatbotService(serviceOptions);
  const signals: AbortSignal[] = [];
  // Records each request's signal, to see the superseded one aborted.
  const fake = withFake(service, {
    client: {
      fetch: (input, init) => {
        if (init?.signal) signals.push(init.signal);
        return service.fetch(input, init);
      },
    },
  });
  queryClient = fake.queryClient;
  const view = fake.renderHook(
    (p: Partial<UseRealEstateListParams>) => useRealEstateList({ serialNumber: service.serialNumber, ...p }, options),
    { initialProps: params },
  );
  const listRequests = () => service.state.requests.filter((r) => r.operation === 'realEstateList');
  return { ...view, service, signals, listRequests };
}

describe('useRealEstateList on the fake service', () => {
  it('reads totals from VirtualCount: 240 seeded listings are 12 pages of 20', async () => {
    const { result } = setup({}, { prefetchNextPage: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current).toMatchObject({ virtualCount: 240, pageCount: 12, hasNextPage: true });
    expect(result.current.items).toHaveLength(20);
  });

  it('does not retry the template chatbot business error', async () => {
    const { result, listRequests } = setup({ serialNumber: FAKE_DEFAULTS.templateSerialNumber });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(BusinessError);
    expect((result.current.error as BusinessError).businessCode).toBe(FAKE_CODES.TEMPLATE_CHATBOT);
    expect(listRequests()).toHaveLength(1);
  });

  it('does not retry a wrong session key (auth)', async () => {
    const fake = setupFake({ client: { sessionKey: 'wrong-key' } });
    const { service } = fake;
    queryClient = fake.queryClient;
    const { result } = fake.renderHook(() => useRealEstateList({ serialNumber: service.serialNumber }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(service.state.requests.filter((r) => r.operation === 'realEstateList')).toHaveLength(1);
  });

  it('honours Retry-After on 429, then shows the page', async () => {
    vi.useFakeTimers();
    try {
      const t = setup({}, { prefetchNextPage: false });
      t.service.faults.failNext('realEstateList', { type: 'http', status: 429, retryAfter: 1 });
      // On the fake clock: no second request before the second Retry-After names is up...
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(t.listRequests()).toHaveLength(1);
      expect(t.result.current.isPending).toBe(true);
      // ...and one at the second.
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(t.result.current.isSuccess).toBe(true));
      expect(t.listRequests()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a 502 HTML gateway page and shows the error after 3 retries', async () => {
    const t = setup({}, { prefetchNextPage: false });
    t.service.faults.failNext('realEstateList', { type: 'http', status: 502, html: true, retryAfter: 0 }, 4);
    await waitFor(() => expect(t.result.current.isError).toBe(true));
    expect(t.result.current.error).toBeInstanceOf(TransportError);
    expect(t.listRequests()).toHaveLength(4);
  });

  it('aborts the superseded request when the filters change mid-flight', async () => {
    const t = setup({ cityName: 'Austin' }, { prefetchNextPage: false }, { latencyMs: 10_000 });
    // Logged means the fake has started Austin's 10 s wait (unless aborted);
    // Denver then answers at once.
    await waitFor(() => expect(t.listRequests()).toHaveLength(1));
    t.service.faults.latency(0);
    t.rerender({ cityName: 'Denver' });
    await waitFor(() => expect(t.result.current.isSuccess).toBe(true));
    expect(t.signals[0]!.aborted).toBe(true);
    expect(t.result.current.items.every((l) => l.city === 'Denver')).toBe(true);
  });

  it('keeps a page with malformed items on screen', async () => {
    const t = setup({}, { prefetchNextPage: false });
    t.service.faults.failNext('realEstateList', { type: 'malformed' });
    await waitFor(() => expect(t.result.current.isSuccess).toBe(true));
    expect(t.result.current.items.length).toBeGreaterThan(0);
    expect(t.result.current.hasNextPage).toBe(true);
  });

  it('goes back and forth between pages with no new request within staleTime', async () => {
    const t = setup();
    await waitFor(() => expect(t.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(t.listRequests()).toHaveLength(2)); // page 1 + prefetched page 2
    await waitFor(() => expect(queryClient!.isFetching()).toBe(0));
    act(() => t.result.current.setPageNumber(2));
    await waitFor(() => expect(t.listRequests()).toHaveLength(3)); // prefetch of page 3
    act(() => t.result.current.setPageNumber(1));
    act(() => t.result.current.setPageNumber(2));
    act(() => t.result.current.setPageNumber(1));
    await waitFor(() => expect(queryClient!.isFetching()).toBe(0));
    expect(t.listRequests()).toHaveLength(3);
  });
});
