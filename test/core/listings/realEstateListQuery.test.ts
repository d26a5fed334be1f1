import { createTestQueryClient } from '../../support/queryClient';
import { describe, expect, it, vi } from 'vitest';
import { realEstateListQuery, type ChatbotClient, type RealEstateListParams, type RealEstateListResult } from 'chatbot-kit/core';

function stubClient(scopeId = 'ck-test') {
  const calls: { params: RealEstateListParams; signal: AbortSignal | undefined }[] = [];
  const client = {
    scopeId,
    realEstateList: vi.fn(async (params: RealEstateListParams, options?: { signal?: AbortSignal }) => {
      calls.push({ params, signal: options?.signal });
      const result: RealEstateListResult = { items: [], virtualCount: 0, pageNumber: params.pageNumber ?? 1, pageSize: params.pageSize ?? 20, version: '1.0.0' };
      return result;
    }),
  } as unknown as ChatbotClient;
  return { client, calls };
}

describe('realEstateListQuery', () => {
  it('returns a queryKey scoped by the client and a queryFn that asks the client for that page', async () => {
    const { client, calls } = stubClient('ck-42');
    const q = realEstateListQuery(client, { serialNumber: 'bot', cityName: ' Austin ', mlsNumber: '', pageNumber: 2 });
    expect(q.queryKey).toEqual(['chatbot-kit', 'ck-42', 'listings', expect.objectContaining({ cityName: 'Austin' }), 2]);
    const signal = new AbortController().signal;
    await q.queryFn({ signal });
    // Normalised params: trimmed city, no empty MLS filter sent, defaults filled in.
    expect(calls).toEqual([{ params: { serialNumber: 'bot', cityName: 'Austin', pageNumber: 2, pageSize: 20 }, signal }]);
  });

  it('works with a plain TanStack QueryClient (as in a route loader) and serves the second call from cache', async () => {
    const { client, calls } = stubClient();
    const queryClient = createTestQueryClient();
    await queryClient.ensureQueryData(realEstateListQuery(client, { serialNumber: 'bot' }));
    await queryClient.ensureQueryData(realEstateListQuery(client, { serialNumber: 'bot', pageNumber: 1 }));
    await queryClient.prefetchQuery(realEstateListQuery(client, { serialNumber: 'bot' }));
    expect(calls).toHaveLength(1);
    queryClient.clear();
  });

  it('hands TanStack\'s abort signal to the client, so cancelling a query aborts its request', async () => {
    let seen: AbortSignal | undefined;
    const client = {
      scopeId: 's',
      realEstateList: (_p: RealEstateListParams, o?: { signal?: AbortSignal }) =>
        new Promise<RealEstateListResult>((_resolve, reject) => {
          seen = o?.signal;
          o?.signal?.addEventListener('abort', () => reject(o.signal?.reason));
        }),
    } as unknown as ChatbotClient;
    const queryClient = createTestQueryClient();
    const q = realEstateListQuery(client, { serialNumber: 'bot' });
    const pending = queryClient.fetchQuery(q).catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen).toBeDefined());
    await queryClient.cancelQueries({ queryKey: q.queryKey });
    await pending;
    expect(seen?.aborted).toBe(true);
    queryClient.clear();
  });

  it('defaults to a 30 s staleTime and the listing retry policy', () => {
    const q = realEstateListQuery(stubClient().client, { serialNumber: 'bot' });
    expect(q.staleTime).toBe(30_000);
    expect(typeof q.retry).toBe('function');
  });
});
