/**
 * The whole docs/SERVICE.md contract as one Fetch-API handler, `(Request) => Promise<Response>`.
 * Only Web APIs (Web Crypto, Request/Response, URL), so the same code runs in
 * Node (unit tests, `startFakeChatbotServer`) and inside MSW in a browser (Storybook).
 * Paths, keys, headers and schemas come from the contract table (core/contract).
 */
import { JSON_OPERATION_NAMES, JSON_OPERATIONS } from '../core/contract/operations';
import { PRESIGNED_URL_TTL_MS, redactPresignedParams } from '../core/contract/presignedUrl';
import { createChatbotClient } from '../core/createChatbotClient';
import { corsHeaders, preflightResponse, refusedPreflightResponse, withoutCors } from './cors';
import type { FakeContext } from './fakeContext';
import { FAKE_CODES, FAKE_MESSAGES, FIRST_FILE_STORE_ID } from './fakeCodes';
import { createFakeFaults } from './fakeFaults';
import { fakeImageSvg } from './fakeImage';
import { classifyRequest, FakeConnectionDropped, fakeInternals, type FakeBodyReader, parseImagePath, parseStoragePath } from './fakeInternals';
import { serveJsonOperation } from './fakeJsonOperations';
import { businessError, httpFaultResponse, isBlobLike, json, plain, wait } from './fakeResponses';
import { servePutFile } from './fakeStorage';
import type { FakeChatbotService, FakeChatbotServiceOptions, FakeRequestKind, FakeRequestLogEntry, FakeState } from './fakeTypes';
import { S3_ERRORS, s3ErrorResponse } from './s3Errors';
import { renderListing, seedListings, type FakeListingWire } from './seedListings';

/** Defaults of {@link FakeChatbotServiceOptions}. */
export const FAKE_DEFAULTS = {
  secretKey: 'fake-secret-key',
  sessionKey: 'fake-session-key',
  serialNumber: 'fake-chatbot-001',
  templateSerialNumber: 'fake-template-chatbot-001',
  /** docs/SERVICE.md §4.1 rule 2: 5 minutes, the contract's figure. */
  uploadUrlTtlMs: PRESIGNED_URL_TTL_MS,
  listingCount: 240,
  seed: 1,
  /** Origin used by `allListings()` and `createClient()` when none is given. */
  origin: 'http://fake-chatbot.test',
  /** Origin of the PreUploadUrls when no `storageUrl` is given: one of storage's own, as a bucket has. */
  storageOrigin: 'https://storage.fake-chatbot.test',
} as const;

/**
 * Creates the fake chatbot service: every operation of docs/SERVICE.md, S3-style
 * presigned storage, a seeded listing dataset, scriptable faults and inspection.
 *
 * @example
 * const service = createFakeChatbotService();
 * const client = service.createClient(); // wired to service.fetch and its keys
 * service.faults.failNext('realEstateList', { type: 'http', status: 502, html: true });
 */
export function createFakeChatbotService(options: FakeChatbotServiceOptions = {}): FakeChatbotService {
  const ttlMs = options.uploadUrlTtlMs ?? FAKE_DEFAULTS.uploadUrlTtlMs;
  const seed = options.seed ?? FAKE_DEFAULTS.seed;
  const state: FakeState = { objects: new Map(), reports: [], requests: [], uploads: new Map() };
  const queues = createFakeFaults(options.latencyMs ?? 0);
  let nextFileStoreId = FIRST_FILE_STORE_ID;
  let servedStorageUrl: string | undefined;
  const ctx: FakeContext = {
    options,
    keys: { secretKey: options.secretKey ?? FAKE_DEFAULTS.secretKey, sessionKey: options.sessionKey ?? FAKE_DEFAULTS.sessionKey },
    serialNumber: options.serialNumber ?? FAKE_DEFAULTS.serialNumber,
    templateSerialNumber: options.templateSerialNumber ?? FAKE_DEFAULTS.templateSerialNumber,
    ttlMs,
    advertisedExpires: options.advertisedExpiresSeconds ?? Math.max(0, Math.round(ttlMs / 1000)),
    now: options.now ?? (() => Date.now()),
    signingKey: options.signingKey ?? `fake-s3-signing-key-${seed}`,
    storageUrl: () => options.storageUrl ?? servedStorageUrl ?? FAKE_DEFAULTS.storageOrigin,
    listings: seedListings(options.listingCount ?? FAKE_DEFAULTS.listingCount, seed),
    state,
    issueFileStoreId: () => String(nextFileStoreId++),
    storagePace: queues.storagePace,
  };

  // --- request log --------------------------------------------------------

  function maskHeaders(headers: Headers): Record<string, string> {
    // Key headers by lower-case name (from the contract table's rows) → the value that opens them.
    const keyByHeader = new Map<string, string>(
      JSON_OPERATION_NAMES.map((name) => [JSON_OPERATIONS[name].header.toLowerCase(), ctx.keys[JSON_OPERATIONS[name].key]]),
    );
    const out: Record<string, string> = {};
    headers.forEach((value, name) => {
      const key = name.toLowerCase();
      const expected = keyByHeader.get(key);
      // Secrets never reach a log: record only whether the key matched.
      out[key] = expected === undefined ? value : value === expected ? '[valid key]' : '[wrong key]';
    });
    return out;
  }

  function logRequest(request: { method: string; url: string; headers: Headers }, kind: FakeRequestKind): void {
    const entry: FakeRequestLogEntry = {
      method: request.method.toUpperCase(),
      url: redactPresignedParams(request.url),
      path: new URL(request.url).pathname,
      operation: kind,
      headers: maskHeaders(request.headers),
      at: ctx.now(),
    };
    state.requests.push(entry);
  }

  // --- dispatch -----------------------------------------------------------

  async function handle(request: Request, readBody?: FakeBodyReader): Promise<Response> {
    // A bucket whose CORS rules leave the origin out (faults.storageCors(false)).
    if (!queues.storageCorsAllowed() && parseStoragePath(new URL(request.url).pathname)) {
      if (request.method.toUpperCase() === 'OPTIONS') {
        logRequest(request, 'preflight');
        return refusedPreflightResponse();
      }
      return withoutCors(await answer(request, readBody));
    }
    return answer(request, readBody);
  }

  async function answer(request: Request, readBody?: FakeBodyReader): Promise<Response> {
    const url = new URL(request.url);
    const kind = classifyRequest(request.method, url.pathname);
    logRequest(request, kind);
    // A real network charges preflights the round trip too: `latencyMs`, or `faults.latency(ms)` for all.
    if (kind === 'preflight') return wait(queues.latencyFor(kind), request.signal).then(preflightResponse);
    if (kind === 'image') {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
      return new Response(request.method === 'HEAD' ? null : fakeImageSvg(parseImagePath(url.pathname)! - 1), {
        headers: { ...corsHeaders(), 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }
    if (kind === 'unknown') return plain(404, '404 Not Found');
    if (kind !== 'putFile' && request.method !== 'POST') return plain(405, 'Method Not Allowed', { allow: 'POST, OPTIONS' });

    await wait(queues.latencyFor(kind), request.signal);
    const fault = queues.takeFaultIf(kind, () => true);
    if (fault?.type === 'business') {
      const response = businessError(fault.code ?? FAKE_CODES.SCRIPTED_FAULT, fault.message ?? FAKE_MESSAGES.scriptedFault);
      if (!fault.success) return response;
      return json({ ...(await response.json()), Success: true });
    }
    if (fault?.type === 'http') return httpFaultResponse(kind, fault);
    if (fault?.type === 'expired') return s3ErrorResponse(...S3_ERRORS.expired);
    if (fault?.type === 'dropConnection') throw new FakeConnectionDropped();

    if (kind === 'putFile') return servePutFile(ctx, request, url, readBody);
    const answerFault = fault?.type === 'reportFalse' || fault?.type === 'malformed' ? fault.type : undefined;
    return serveJsonOperation(ctx, kind, request, { url, fault: answerFault });
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    let requestInit = init;
    // jsdom's Blob is not one Node's Request can read (it would send "undefined"):
    // read it into bytes first, keeping its type as Content-Type like fetch does.
    if (init?.body && isBlobLike(init.body)) {
      const blob = init.body;
      const headers = new Headers(init.headers);
      if (blob.type && !headers.has('content-type')) headers.set('content-type', blob.type);
      requestInit = { ...init, headers, body: new Uint8Array(await blob.arrayBuffer()) };
    }
    return handle(new Request(input, requestInit));
  }) as typeof fetch;
  const publicHandle = (request: Request) => handle(request);

  const service: FakeChatbotService = {
    handle: publicHandle,
    fetch: fakeFetch,
    faults: queues.faults,
    state,
    reset() {
      queues.faults.reset();
      state.objects.clear();
      state.reports.length = 0;
      state.requests.length = 0;
      state.uploads.clear();
      nextFileStoreId = FIRST_FILE_STORE_ID;
    },
    secretKey: ctx.keys.secretKey,
    sessionKey: ctx.keys.sessionKey,
    serialNumber: ctx.serialNumber,
    templateSerialNumber: ctx.templateSerialNumber,
    allListings(origin = FAKE_DEFAULTS.origin): FakeListingWire[] {
      return ctx.listings.map((listing) => renderListing(listing, origin));
    },
    createClient(clientOptions = {}) {
      return createChatbotClient({
        baseUrl: FAKE_DEFAULTS.origin,
        secretKey: ctx.keys.secretKey,
        sessionKey: ctx.keys.sessionKey,
        // The fake's keys open nothing real, so a browser test may hold them.
        dangerouslyAllowBrowser: true,
        fetch: fakeFetch,
        // service.fetch reads Blob bodies itself; XHR would bypass it.
        XMLHttpRequest: null,
        ...clientOptions,
      });
    },
  };
  fakeInternals.set(service, {
    handle,
    takeFaultIf: queues.takeFaultIf,
    logRequest,
    serveStorageAt: (url) => {
      servedStorageUrl = url;
    },
  });
  return service;
}
