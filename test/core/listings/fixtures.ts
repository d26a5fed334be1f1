/**
 * Hand-made listing fixtures for the listing tests: wire items in the
 * forms of docs/SERVICE.md §2.4, normalised with the real normaliser, and a small
 * scripted ChatbotClient whose requests can be counted, held and released.
 */
import { normalizeListing } from '../../../src/core/normalize/normalizeListing';
import type { RealEstateItemWire } from '../../../src/core/schemas';
import type { ChatbotClient, Listing, RealEstateListParams, RealEstateListResult } from '../../../src/core/types';

const CITIES = ['Austin', 'Boston', 'Denver'] as const;

/** One wire item as the service sends it: money and counts as text, SaleType in display form. */
export function wireItem(id: number, overrides: Record<string, unknown> = {}): RealEstateItemWire {
  const city = CITIES[id % CITIES.length]!;
  const forRent = id % 4 === 3;
  return {
    ID: id,
    PropertyType: 'Single Family',
    SaleType: forRent ? 'For Rent' : 'For Sale',
    Status: 'Active',
    Images: `https://img.example.com/${id}/1.jpg`,
    CurrencySymbol: '$',
    Price: forRent ? '2400' : String(400_000 + id * 1000),
    State: 'TX',
    City: city,
    Address: `${100 + id} Main St`,
    ZIP: '78701',
    LATITUDE: 30.26,
    LONGITUDE: -97.74,
    Area: 'Downtown',
    Bathrooms: '2.5',
    Bedrooms: '3',
    Url: `https://listings.example.com/${id}`,
    Tours: 'OpenHouse',
    YearBuilt: '1998',
    MLSNumber: `MLS${1000 + id}`,
    DaysOnMarket: '12',
    LotArea: '5000',
    BuildingArea: '1850',
    ParkingSpots: '2',
    Description: `A bright home number ${id}.`,
    ExtensionColumn: JSON.stringify([{ Key: 'Pool', Value: 'Yes' }]),
    RentPrice: forRent ? '2400' : '',
    SpaceType: '',
    DepositFee: forRent ? '2400' : '',
    SalePrice: forRent ? '' : String(400_000 + id * 1000),
    UnitAreaPrice: '',
    EstimatePrice: '',
    HOAMonth: '',
    ...overrides,
  } as RealEstateItemWire;
}

/** A normalised {@link Listing} made from {@link wireItem}. */
export function makeListing(id: number, overrides: Record<string, unknown> = {}): Listing {
  const listing = normalizeListing(wireItem(id, overrides));
  if (!listing) throw new Error('fixture did not normalise');
  return listing;
}

/** Options of {@link createScriptedListClient}. */
export interface ScriptedListClientOptions {
  /** Listings in the dataset. @default 95 */
  count?: number;
  /** VirtualCount to send for a filtered set of `matches` listings. @default matches => matches */
  virtualCount?: (matches: number) => number | undefined;
  /** Delay of every answer in ms (aborting ends it). @default 0 */
  latencyMs?: number;
  /** Scope id of the client. @default 'ck-scripted' */
  scopeId?: string;
}

interface ScriptedCall {
  params: RealEstateListParams;
  signal: AbortSignal | undefined;
  /** Settle a held call now (see `hold`). */
  release: () => void;
  /** Resolves once the call has answered or failed (its answer has been handed to the caller). */
  settled: Promise<void>;
}

/**
 * A {@link ChatbotClient} whose `realEstateList` answers from an in-memory
 * dataset, filtered like the service (city, sale type, MLS number), and records
 * every call. `hold()` makes later calls wait until released; `failNext()`
 * rejects the next call(s) with a given error.
 */
export function createScriptedListClient(options: ScriptedListClientOptions = {}) {
  const all = Array.from({ length: options.count ?? 95 }, (_, i) => wireItem(i + 1));
  const calls: ScriptedCall[] = [];
  const failures: unknown[] = [];
  let holding = false;
  let ignoreAbort = false;
  const virtualCount = options.virtualCount ?? ((m: number) => m);

  const realEstateList = async (params: RealEstateListParams, call: { signal?: AbortSignal } = {}): Promise<RealEstateListResult> => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markSettled!: () => void;
    const settled = new Promise<void>((resolve) => (markSettled = resolve));
    const entry: ScriptedCall = { params, signal: call.signal, release, settled };
    calls.push(entry);
    try {
      return await answer(params, call, released);
    } finally {
      // After the caller's continuation is queued: awaiting `settled` lets it run first.
      queueMicrotask(markSettled);
    }
  };

  const answer = async (params: RealEstateListParams, call: { signal?: AbortSignal }, released: Promise<void>): Promise<RealEstateListResult> => {
    const failure = failures.length > 0 ? failures.shift() : undefined;
    const aborted = new Promise<never>((_, reject) => {
      if (ignoreAbort) return;
      call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
    });
    const waits: Promise<unknown>[] = [];
    if (holding) waits.push(released);
    if (options.latencyMs) waits.push(new Promise((r) => setTimeout(r, options.latencyMs)));
    await Promise.race([Promise.all(waits), aborted]);
    if (failure !== undefined) throw failure;
    const matches = all.filter(
      (w) =>
        (!params.cityName || w.City === params.cityName) &&
        (!params.saleType || (params.saleType === 'for_rent') === (w.SaleType === 'For Rent')) &&
        (!params.mlsNumber || w.MLSNumber === params.mlsNumber),
    );
    const pageNumber = params.pageNumber ?? 1;
    const pageSize = params.pageSize ?? 20;
    const page = matches.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return {
      items: page.map((w) => normalizeListing(w)!),
      virtualCount: virtualCount(matches.length),
      pageNumber,
      pageSize,
      version: '1.0.0',
    };
  };

  const client = {
    scopeId: options.scopeId ?? 'ck-scripted',
    realEstateList,
    getPreUploadUrl: () => Promise.reject(new Error('not used')),
    putFile: () => Promise.reject(new Error('not used')),
    reportUploadSuccess: () => Promise.reject(new Error('not used')),
    uploadFile: () => Promise.reject(new Error('not used')),
  } as unknown as ChatbotClient;

  return {
    client,
    calls,
    /** Calls for one page number. */
    callsFor: (pageNumber: number, filter: Partial<RealEstateListParams> = {}) =>
      calls.filter(
        (c) =>
          (c.params.pageNumber ?? 1) === pageNumber &&
          Object.entries(filter).every(([k, v]) => (c.params as unknown as Record<string, unknown>)[k] === v),
      ),
    /** From now on, calls wait for `release()` (or `releaseAll()`). */
    hold: () => {
      holding = true;
    },
    /** Calls answer at once again; held ones are released. */
    releaseAll: () => {
      holding = false;
      for (const c of calls) c.release();
    },
    /** Held calls finish even when aborted (to test that a late answer cannot overwrite a newer one). */
    ignoreAborts: () => {
      ignoreAbort = true;
    },
    /** The next `times` calls reject with `error`. */
    failNext: (error: unknown, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(error);
    },
  };
}
