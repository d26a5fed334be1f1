/**
 * The whole docs/SERVICE.md contract as one Fetch-API handler. Only Web APIs (Web Crypto, Request/Response, URL), so
 * the same code runs in Node (unit tests, `startFakeChatbotServer`) and inside MSW in a browser (Storybook).
 */
import { JSON_OPERATION_NAMES, JSON_OPERATIONS } from '../core/contract/operations';
import { PRESIGNED_URL_TTL_MS, redactPresignedParams } from '../core/contract/presignedUrl';
import { createChatbotClient } from '../core/createChatbotClient';
import { FAKE_CODES, FAKE_MESSAGES, FIRST_FILE_STORE_ID } from './fakeCodes';
import { createFakeFaults } from './fakeFaults';
import { fakeImageSvg } from './fakeImage';
import { classifyRequest, FakeConnectionDropped, fakeInternals, parseImagePath, parseStoragePath, type FakeBodyReader, type FakeContext } from './fakeInternals';
import { serveJsonOperation } from './fakeJsonOperations';
import { businessError, corsHeaders, httpFaultResponse, isBlobLike, json, plain, S3_ERRORS, s3ErrorResponse, wait, withoutCors } from './fakeResponses';
import { servePutFile } from './fakeStorage';
import type { FakeChatbotService, FakeChatbotServiceOptions, FakeRequestKind, FakeState } from './fakeTypes';
import { renderListing, seedListings } from './seedListings';

/** Defaults of {@link FakeChatbotServiceOptions}. */
export const FAKE_DEFAULTS = {
  secretKey: 'fake-secret-key',
  sessionKey: 'fake-session-key',
  serialNumber: 'fake-chatbot-001',
  templateSerialNumber: 'fake-template-chatbot-001',
  /**
   * docs/SERVICE.md §4.1 rule 2: 5 minutes, the contract's figure.
   */
  uploadUrlTtlMs: PRESIGNED_URL_TTL_MS,
  listingCount: 240,
  seed: 1,
  /**
   * Origin used by `allListings()` and `createClient()` when none is given.
   */
  origin: 'http://fake-chatbot.test',
  /**
   * Origin of the PreUploadUrls when no `storageUrl` is given: one of storage's own, as a bucket has.
   */
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
  const faults = createFakeFaults(options.latencyMs ?? 0);
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
    faults,
  };
  // Key headers by lower-case name (the contract table's) → the one value that opens them.
  const keyByHeader = new Map(JSON_OPERATION_NAMES.map((name) => [JSON_OPERATIONS[name].header.toLowerCase(), ctx.keys[JSON_OPERATIONS[name].key]]));

  function logRequest(request: { method: string; url: string; headers: Headers }, kind: FakeRequestKind): void {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      const expected = keyByHeader.get(name.toLowerCase());
      // Secrets never reach a log: only whether the key matched.
      headers[name.toLowerCase()] = expected === undefined ? value : value === expected ? '[valid key]' : '[wrong key]';
    });
    const { pathname } = new URL(request.url);
    state.requests.push({ method: request.method.toUpperCase(), url: redactPresignedParams(request.url), path: pathname, operation: kind, headers, at: ctx.now() });
  }

  async function handle(request: Request, readBody?: FakeBodyReader): Promise<Response> {
    // A bucket whose CORS rules leave the origin out (faults.storageCors(false)): its preflight is refused.
    if (!faults.storageCorsAllowed() && parseStoragePath(new URL(request.url).pathname)) {
      if (request.method.toUpperCase() !== 'OPTIONS') return withoutCors(await answer(request, readBody));
      logRequest(request, 'preflight');
      return new Response('CORSResponse: This CORS request is not allowed.', { status: 403 });
    }
    return answer(request, readBody);
  }

  async function answer(request: Request, readBody?: FakeBodyReader): Promise<Response> {
    const url = new URL(request.url);
    const kind = classifyRequest(request.method, url.pathname);
    logRequest(request, kind);
    // A real network charges preflights the round trip too: `latencyMs`, or `faults.latency(ms)` for all.
    if (kind === 'preflight') return wait(faults.latencyFor(kind), request.signal).then(() => new Response(null, { status: 204, headers: corsHeaders() }));
    if (kind === 'image') {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
      return new Response(request.method === 'HEAD' ? null : fakeImageSvg(parseImagePath(url.pathname)! - 1), {
        headers: { ...corsHeaders(), 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }
    if (kind === 'unknown') return plain(404, '404 Not Found');
    if (kind !== 'putFile' && request.method !== 'POST') return plain(405, 'Method Not Allowed', { allow: 'POST, OPTIONS' });

    await wait(faults.latencyFor(kind), request.signal);
    const fault = faults.takeFaultIf(kind, () => true);
    switch (fault?.type) {
      case 'business': {
        const envelope = await businessError(fault.code ?? FAKE_CODES.SCRIPTED_FAULT, fault.message ?? FAKE_MESSAGES.scriptedFault).json();
        return json(fault.success ? { ...envelope, Success: true } : envelope);
      }
      case 'http':
        return httpFaultResponse(kind, fault);
      case 'expired':
        return s3ErrorResponse(...S3_ERRORS.expired);
      case 'dropConnection':
        throw new FakeConnectionDropped();
    }
    if (kind === 'putFile') return servePutFile(ctx, request, url, readBody);
    return serveJsonOperation(ctx, kind, request, { url, fault: fault?.type });
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // jsdom's Blob is not one Node's Request can read (it would send "undefined"):
    // read it into bytes first, keeping its type as Content-Type like fetch does.
    if (init?.body && isBlobLike(init.body)) {
      const headers = new Headers(init.headers);
      if (init.body.type && !headers.has('content-type')) headers.set('content-type', init.body.type);
      init = { ...init, headers, body: new Uint8Array(await init.body.arrayBuffer()) };
    }
    return handle(new Request(input, init));
  }) as typeof fetch;

  const service: FakeChatbotService = {
    handle: (request) => handle(request),
    fetch: fakeFetch,
    faults: faults.faults,
    state,
    reset() {
      faults.faults.reset();
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
    allListings: (origin = FAKE_DEFAULTS.origin) => ctx.listings.map((listing) => renderListing(listing, origin)),
    createClient: (clientOptions = {}) =>
      createChatbotClient({
        baseUrl: FAKE_DEFAULTS.origin,
        secretKey: ctx.keys.secretKey,
        sessionKey: ctx.keys.sessionKey,
        // The fake's keys open nothing real, so a browser test may hold them.
        dangerouslyAllowBrowser: true,
        fetch: fakeFetch,
        // service.fetch reads Blob bodies itself; XHR would bypass it.
        XMLHttpRequest: null,
        ...clientOptions,
      }),
  };
  fakeInternals.set(service, { handle, takeFaultIf: faults.takeFaultIf, logRequest, serveStorageAt: (url) => (servedStorageUrl = url) });
  return service;
}
