import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusinessError } from '../../../src/core/errors/BusinessError';
import { TransportError } from '../../../src/core/errors/TransportError';
import { exportListings, type ExportListingsProgress } from '../../../src/core/listings/exportListings';
import { listingsToCsv, toCsvCell } from '../../../src/core/listings/listingsToCsv';
import { realEstateListQuery } from '../../../src/core/listings/realEstateListQuery';
import { createTestQueryClient } from '../../support/queryClient';
import { createScriptedListClient, makeListing } from './fixtures';

const params = { serialNumber: 'bot', pageSize: 20 };
const rowsOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

afterEach(() => {
  vi.useRealTimers();
});

describe('toCsvCell', () => {
  it('quotes per RFC 4180 only where needed, doubling quotes', () => {
    expect(toCsvCell('Austin')).toBe('Austin');
    expect(toCsvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(toCsvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(toCsvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(toCsvCell('+1')).toBe("'+1");
    expect(toCsvCell('-2+3')).toBe("'-2+3");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell('\t=1')).toBe("'\t=1");
    expect(toCsvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('writes numbers as digits (a negative coordinate is no formula) and missing values as empty', () => {
    expect(toCsvCell(-97.74)).toBe('-97.74');
    expect(toCsvCell(null)).toBe('');
    expect(toCsvCell(Number.NaN)).toBe('');
  });
});

describe('listingsToCsv', () => {
  it('starts with a BOM and a header of the 33 contract fields, one CRLF line per listing', () => {
    const csv = listingsToCsv([makeListing(1, { City: 'São Paulo' }), makeListing(2)]);
    expect(csv.startsWith('\uFEFFID,PropertyType,SaleType,Status,Images,')).toBe(true);
    const [header, first] = rowsOf(csv);
    expect(header!.split(',')).toHaveLength(33);
    expect(first).toContain(',São Paulo,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('exportListings', () => {
  it('exports 240 listings in 12 pages, reports progress 1..12 and never has more than 2 requests in flight', async () => {
    const scripted = createScriptedListClient({ count: 240, latencyMs: 1 });
    let inFlight = 0;
    let maxInFlight = 0;
    const realEstateList = scripted.client.realEstateList.bind(scripted.client);
    scripted.client.realEstateList = async (...args) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      try {
        return await realEstateList(...args);
      } finally {
        inFlight--;
      }
    };
    const progress: unknown[] = [];
    const result = await exportListings(scripted.client, params, { onProgress: (p) => progress.push(p) });
    expect(rowsOf(result.csv)).toHaveLength(241);
    expect(result.listings.map((l) => l.id)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => ({ page: i + 1, pageCount: 12 })));
    expect(scripted.calls).toHaveLength(12);
    expect(maxInFlight).toBe(2);
  });

  it('stops at the abort: requests in flight are aborted, no further page is asked, the promise rejects', async () => {
    const scripted = createScriptedListClient({ count: 240 });
    const controller = new AbortController();
    const pending = exportListings(scripted.client, params, {
      signal: controller.signal,
      onProgress: ({ page }) => {
        if (page === 3) {
          scripted.hold();
          controller.abort();
        }
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const asked = scripted.calls.length;
    expect(asked).toBeLessThanOrEqual(5);
    expect(scripted.calls.filter((c) => !c.signal?.aborted).length).toBeLessThanOrEqual(3);
    scripted.releaseAll();
    // Every call asked so far has settled, and what the export did after each has run.
    await Promise.all(scripted.calls.map((call) => call.settled));
    expect(scripted.calls).toHaveLength(asked);
  });

  it('retries a 503 after the Retry-After it names, as the listing query does', async () => {
    vi.useFakeTimers();
    const scripted = createScriptedListClient({ count: 30 });
    scripted.failNext(new TransportError('RealEstateList', 503, { retryAfterSeconds: 7 }));
    const pending = exportListings(scripted.client, params);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(scripted.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.listings).toHaveLength(30);
  });

  it('an abort while it waits out a Retry-After ends the export at once, and the page is not asked again', async () => {
    vi.useFakeTimers();
    const scripted = createScriptedListClient({ count: 30 });
    scripted.failNext(new TransportError('RealEstateList', 503, { retryAfterSeconds: 7 }));
    const controller = new AbortController();
    const pending = exportListings(scripted.client, params, { signal: controller.signal });
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    const reason = new Error('the user left');
    controller.abort(reason);
    expect(await settled).toBe(reason);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripted.calls).toHaveLength(1);
  });

  it('does not retry a business error and rejects with it', async () => {
    const scripted = createScriptedListClient({ count: 30 });
    const error = new BusinessError('RealEstateList', { code: 4, message: 'template chatbot', version: '1' });
    scripted.failNext(error);
    await expect(exportListings(scripted.client, params)).rejects.toBe(error);
    expect(scripted.calls).toHaveLength(1);
  });

  it('without a trustworthy count, asks page after page until a short page', async () => {
    const scripted = createScriptedListClient({ count: 45, virtualCount: () => undefined });
    const progress: unknown[] = [];
    const result = await exportListings(scripted.client, params, { onProgress: (p) => progress.push(p) });
    expect(result.listings).toHaveLength(45);
    expect(progress).toEqual([
      { page: 1, pageCount: undefined },
      { page: 2, pageCount: undefined },
      { page: 3, pageCount: 3 },
    ]);
  });

  it('without onProgress, still asks page after page until a short page, each once', async () => {
    const scripted = createScriptedListClient({ count: 45, virtualCount: () => undefined });
    const result = await exportListings(scripted.client, params);
    expect(result.listings).toHaveLength(45);
    expect(result.pageCount).toBe(3);
    expect(scripted.calls.map((c) => c.params.pageNumber)).toEqual([1, 2, 3]);
  });

  it('exports every listing when VirtualCount is smaller than the result but agrees with page 1', async () => {
    const scripted = createScriptedListClient({ count: 95, virtualCount: () => 25 });
    const result = await exportListings(scripted.client, params);
    expect(result.listings.map((l) => l.id)).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));
    expect(result.pageCount).toBe(5);
    expect([...new Set(scripted.calls.map((c) => c.params.pageNumber))]).toHaveLength(scripted.calls.length);
  });

  it('stops at the first empty page when VirtualCount promises far more pages than there are', async () => {
    const scripted = createScriptedListClient({ count: 95, virtualCount: () => 1e15 });
    const progress: ExportListingsProgress[] = [];
    const result = await exportListings(scripted.client, params, { onProgress: (p) => progress.push(p) });
    expect(result.listings).toHaveLength(95);
    expect(result.pageCount).toBe(5);
    // Pages 1 to 5, the empty page 6, and at most one more asked for ahead of it.
    expect(scripted.calls.length).toBeLessThanOrEqual(7);
    expect(progress.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops when a page repeats the one before (a service that ignores the page number)', async () => {
    const scripted = createScriptedListClient({ count: 95, virtualCount: () => undefined });
    const realEstateList = scripted.client.realEstateList.bind(scripted.client);
    scripted.client.realEstateList = (p, call) => realEstateList({ ...p, pageNumber: 1 }, call);
    const result = await exportListings(scripted.client, params);
    expect(result.listings.map((l) => l.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(scripted.calls).toHaveLength(2);
  });

  it('counts entries the client dropped: a page that lost one is still full, and paging goes on', async () => {
    const scripted = createScriptedListClient({ count: 45, virtualCount: () => undefined });
    const realEstateList = scripted.client.realEstateList.bind(scripted.client);
    scripted.client.realEstateList = async (p, call) => {
      const page = await realEstateList(p, call);
      // Page 2 had an entry that was not a listing: 20 sent, 19 kept.
      return p.pageNumber === 2 ? { ...page, items: page.items.slice(1), sentCount: page.items.length } : page;
    };
    const result = await exportListings(scripted.client, params);
    expect(result.listings).toHaveLength(44);
    expect(result.pageCount).toBe(3);
  });

  it('without a QueryClient, an abort rejects with the signal\'s reason', async () => {
    const scripted = createScriptedListClient({ count: 60 });
    scripted.hold();
    const controller = new AbortController();
    const pending = exportListings(scripted.client, params, { signal: controller.signal });
    await vi.waitFor(() => expect(scripted.calls).toHaveLength(1));
    const reason = new Error('the user left');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('through a QueryClient, takes pages already in the cache from it and leaves the export in it', async () => {
    const scripted = createScriptedListClient({ count: 60 });
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(realEstateListQuery(scripted.client, { ...params, pageNumber: 2 }));
    const result = await exportListings(scripted.client, params, { queryClient });
    expect(result.listings).toHaveLength(60);
    expect(scripted.callsFor(2)).toHaveLength(1);
    expect(queryClient.getQueryData(realEstateListQuery(scripted.client, { ...params, pageNumber: 3 }).queryKey)).toBeDefined();
  });

  it('through a QueryClient, an abort cancels the queries in flight', async () => {
    const scripted = createScriptedListClient({ count: 60 });
    const queryClient = createTestQueryClient();
    scripted.hold();
    const controller = new AbortController();
    const pending = exportListings(scripted.client, params, { queryClient, signal: controller.signal });
    await vi.waitFor(() => expect(scripted.calls).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(scripted.calls[0]!.signal?.aborted).toBe(true));
    expect(scripted.calls).toHaveLength(1);
  });
});
