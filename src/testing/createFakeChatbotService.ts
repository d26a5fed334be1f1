/**
 * The whole SERVICE.md contract as one Fetch-API handler, `(Request) => Promise<Response>`.
 * Only Web APIs (Web Crypto, Request/Response, URL), so the same code runs in
 * Node (unit tests, `startFakeChatbotServer`) and inside MSW in a browser (Storybook).
 */
import * as z from 'zod/mini';
import {
  getPreUploadUrlRequestSchema,
  realEstateListRequestSchema,
  reportUploadSuccessRequestSchema,
} from '../core/schemas';
import { corsHeaders, preflightResponse } from './cors';
import { FAKE_CODES, FAKE_MESSAGES, FAKE_VERSION, FIRST_FILE_STORE_ID } from './fakeCodes';
import { fakeImageSvg } from './fakeImage';
import {
  classifyRequest,
  FAKE_PATHS,
  FakeConnectionDropped,
  fakeInternals,
  type FakeBodyReader,
  parseImagePath,
  parseStoragePath,
} from './fakeInternals';
import type {
  FakeChatbotService,
  FakeChatbotServiceOptions,
  FakeFault,
  FakeFaults,
  FakeOperation,
  FakeRequestKind,
  FakeRequestLogEntry,
  FakeState,
} from './fakeTypes';
import { createFakeMswHandlers } from './createFakeMswHandlers';
import { fromAmzDate, presignUrl, verifyPresignedRequest } from './presign';
import { S3_ERRORS, s3ErrorResponse, s3RequestId } from './s3Errors';
import { renderListing, seedListings, type FakeListingWire } from './seedListings';
import { sha256Hex } from './webCrypto';

/** Defaults of {@link FakeChatbotServiceOptions}. */
export const FAKE_DEFAULTS = {
  secretKey: 'fake-secret-key',
  sessionKey: 'fake-session-key',
  serialNumber: 'fake-chatbot-001',
  templateSerialNumber: 'fake-template-chatbot-001',
  uploadUrlTtlMs: 300_000,
  listingCount: 240,
  seed: 1,
  /** Origin used by `allListings()` when none is given. */
  origin: 'http://fake-chatbot.test',
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Which faults make sense for which operation (misuse throws, so a test cannot script a fault that never fires). */
const FAULTS_FOR: Record<FakeFault['type'], readonly FakeOperation[]> = {
  business: ['getPreUploadUrl', 'reportUploadSuccess', 'realEstateList'],
  http: ['getPreUploadUrl', 'putObject', 'reportUploadSuccess', 'realEstateList'],
  reportFalse: ['reportUploadSuccess'],
  dropConnection: ['putObject'],
  expired: ['putObject'],
  malformed: ['realEstateList'],
};

const SIGNING_QUERY = /([?&](?:X-Amz-Signature|X-Amz-Credential)=)[^&#]*/gi;

function json(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(), 'content-type': 'application/json; charset=utf-8', ...extra },
  });
}

/** §2.1 / §7 rule 3: success is Success true, Code 200, Message ''. */
function ok(data: unknown): Response {
  return json({ Data: data, Version: FAKE_VERSION, Success: true, Code: FAKE_CODES.OK, Message: '' });
}

/** §7 rule 2: a business failure is HTTP 200 with Success false and a Message. */
function businessError(code: number, message: string): Response {
  return json({ Data: null, Version: FAKE_VERSION, Success: false, Code: code, Message: message });
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...corsHeaders(), 'content-type': 'text/plain; charset=utf-8', ...extra } });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms`, or rejects as soon as `signal` aborts (so client aborts end a scripted delay). */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The first problem zod found, as "field is required" / "field …". */
function describeIssue(body: unknown, error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Request body is invalid';
  const field = issue.path.map(String).join('.') || 'body';
  const value = issue.path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined),
    body,
  );
  if (value === undefined && issue.path.length > 0) return `${field} is required`;
  return `${field} is invalid: ${issue.message}`;
}

/** Reads a body no faster than `bytesPerSecond` (the `bandwidth` fault), then joins it once. */
async function readPaced(body: ReadableStream<Uint8Array>, bytesPerSecond: number, signal: AbortSignal): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  const started = Date.now();
  let received = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    const due = (received / bytesPerSecond) * 1000 - (Date.now() - started);
    if (due > 0) await wait(due, signal);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string'
  );
}

/**
 * Creates the fake chatbot service: every operation of SERVICE.md, S3-style
 * presigned storage, a seeded listing dataset, scriptable faults and inspection.
 *
 * @example
 * const service = createFakeChatbotService();
 * const client = createChatbotClient({
 *   baseUrl: 'https://api.fake.test',
 *   secretKey: service.secretKey,
 *   sessionKey: service.sessionKey,
 *   dangerouslyAllowBrowser: true,
 *   fetch: service.fetch,
 *   XMLHttpRequest: null,
 * });
 * service.faults.failNext('realEstateList', { type: 'http', status: 502, html: true });
 */
export function createFakeChatbotService(options: FakeChatbotServiceOptions = {}): FakeChatbotService {
  const secretKey = options.secretKey ?? FAKE_DEFAULTS.secretKey;
  const sessionKey = options.sessionKey ?? FAKE_DEFAULTS.sessionKey;
  const serialNumber = options.serialNumber ?? FAKE_DEFAULTS.serialNumber;
  const templateSerialNumber = options.templateSerialNumber ?? FAKE_DEFAULTS.templateSerialNumber;
  const ttlMs = options.uploadUrlTtlMs ?? FAKE_DEFAULTS.uploadUrlTtlMs;
  const advertisedExpires = options.advertisedExpiresSeconds ?? Math.max(0, Math.round(ttlMs / 1000));
  const now = options.now ?? (() => Date.now());
  const seed = options.seed ?? FAKE_DEFAULTS.seed;
  const signingKey = options.signingKey ?? `fake-s3-signing-key-${seed}`;
  const listings = seedListings(options.listingCount ?? FAKE_DEFAULTS.listingCount, seed);

  const state: FakeState = { objects: new Map(), reports: [], requests: [], uploads: new Map() };
  const queues = new Map<FakeOperation, FakeFault[]>();
  const scriptedLatency = new Map<FakeOperation | 'all', number>();
  let nextFileStoreId = FIRST_FILE_STORE_ID;
  let bandwidth = 0;

  // --- faults -------------------------------------------------------------

  function takeFaultIf(op: FakeOperation, test: (fault: FakeFault) => boolean): FakeFault | undefined {
    const queue = queues.get(op);
    if (!queue?.length || !test(queue[0]!)) return undefined;
    return queue.shift();
  }

  const faults: FakeFaults = {
    failNext(op, fault, times = 1) {
      if (!FAULTS_FOR[fault.type]?.includes(op)) {
        throw new RangeError(`A ${fault.type} fault does not apply to ${op} (it applies to ${FAULTS_FOR[fault.type]?.join(', ')})`);
      }
      if (fault.type === 'http' && !(Number.isInteger(fault.status) && fault.status >= 400 && fault.status <= 599)) {
        throw new RangeError(`An http fault needs a status from 400 to 599, got ${fault.status}`);
      }
      if (!(Number.isInteger(times) && times >= 1)) throw new RangeError(`times must be a positive integer, got ${times}`);
      const queue = queues.get(op) ?? [];
      for (let i = 0; i < times; i++) queue.push(fault);
      queues.set(op, queue);
    },
    latency(ms, op) {
      scriptedLatency.set(op ?? 'all', Math.max(0, ms));
    },
    bandwidth(bytesPerSecond) {
      bandwidth = Number.isFinite(bytesPerSecond) && bytesPerSecond > 0 ? bytesPerSecond : 0;
    },
    pending(op) {
      if (op) return queues.get(op)?.length ?? 0;
      let n = 0;
      for (const q of queues.values()) n += q.length;
      return n;
    },
    reset() {
      queues.clear();
      scriptedLatency.clear();
      bandwidth = 0;
    },
  };

  function latencyFor(op: FakeOperation): number {
    return scriptedLatency.get(op) ?? scriptedLatency.get('all') ?? options.latencyMs ?? 0;
  }

  // --- request log --------------------------------------------------------

  function maskHeaders(headers: Headers): Record<string, string> {
    const out: Record<string, string> = {};
    headers.forEach((value, name) => {
      const key = name.toLowerCase();
      // Secrets never reach a log (issue 2 standards): record only whether the key matched.
      if (key === 'authorization') out[key] = value === secretKey ? '[valid key]' : '[wrong key]';
      else if (key === 'chatrobot-sessionkey') out[key] = value === sessionKey ? '[valid key]' : '[wrong key]';
      else out[key] = value;
    });
    return out;
  }

  function logRequest(request: { method: string; url: string; headers: Headers }, kind: FakeRequestKind): void {
    const entry: FakeRequestLogEntry = {
      method: request.method.toUpperCase(),
      url: request.url.replace(SIGNING_QUERY, '$1[redacted]'),
      path: new URL(request.url).pathname,
      operation: kind,
      headers: maskHeaders(request.headers),
      at: now(),
    };
    state.requests.push(entry);
  }

  // --- fault answers ------------------------------------------------------

  function httpFault(op: FakeOperation, fault: Extract<FakeFault, { type: 'http' }>): Response {
    const text = STATUS_TEXT[fault.status] ?? 'Error';
    const extra: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
    if (fault.html) {
      return new Response(
        `<html><head><title>${fault.status} ${text}</title></head><body><h1>${fault.status} ${text}</h1><hr><center>nginx</center></body></html>`,
        { status: fault.status, headers: { ...corsHeaders(), 'content-type': 'text/html; charset=utf-8', ...extra } },
      );
    }
    if (op === 'putObject') {
      const [, code, message] = fault.status === 503 ? S3_ERRORS.slowDown : S3_ERRORS.internal;
      return s3ErrorResponse(fault.status, code, message, extra);
    }
    return plain(fault.status, `${fault.status} ${text}`, extra);
  }

  // --- JSON operations ----------------------------------------------------

  type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

  async function readBody<T>(
    request: Request,
    schema: z.ZodMiniType<T>,
    requireJsonContentType: boolean,
  ): Promise<Parsed<T>> {
    // §4.1 / §4.3 list Content-Type: application/json as required; §4.4 does not.
    if (requireJsonContentType && !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return { ok: false, response: businessError(FAKE_CODES.INVALID_BODY, FAKE_MESSAGES.contentType) };
    }
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return { ok: false, response: businessError(FAKE_CODES.INVALID_BODY, FAKE_MESSAGES.invalidJson) };
    }
    const result = z.safeParse(schema, body);
    if (!result.success) {
      return { ok: false, response: businessError(FAKE_CODES.INVALID_BODY, describeIssue(body, result.error)) };
    }
    return { ok: true, value: result.data };
  }

  /** §5: GetPreUploadUrl and ReportUploadSuccess need the secret key in Authorization. */
  function checkSecretKey(request: Request): Response | undefined {
    const value = request.headers.get('authorization');
    if (!value) return businessError(FAKE_CODES.INVALID_SECRET_KEY, FAKE_MESSAGES.missingSecretKey);
    if (value !== secretKey) return businessError(FAKE_CODES.INVALID_SECRET_KEY, FAKE_MESSAGES.invalidSecretKey);
    return undefined;
  }

  /** §5: RealEstateList needs the session key in chatrobot-sessionkey. */
  function checkSessionKey(request: Request): Response | undefined {
    const value = request.headers.get('chatrobot-sessionkey');
    if (!value) return businessError(FAKE_CODES.INVALID_SESSION_KEY, FAKE_MESSAGES.missingSessionKey);
    if (value !== sessionKey) return businessError(FAKE_CODES.INVALID_SESSION_KEY, FAKE_MESSAGES.invalidSessionKey);
    return undefined;
  }

  async function getPreUploadUrl(request: Request, url: URL): Promise<Response> {
    const denied = checkSecretKey(request);
    if (denied) return denied;
    const parsed = await readBody(request, getPreUploadUrlRequestSchema, true);
    if (!parsed.ok) return parsed.response;
    const { fileName } = parsed.value;
    const fileStoreId = String(nextFileStoreId++);
    const issuedAt = now();
    const base = (options.storageUrl ?? url.origin).replace(/\/+$/, '');
    const target = new URL(`${base}${FAKE_PATHS.storage}${fileStoreId}/${encodeURIComponent(fileName)}`);
    const signed = await presignUrl(target, { signingKey, nowMs: issuedAt, expiresSeconds: advertisedExpires });
    // X-Amz-Date has whole seconds: the deadline counts from it, as storage checks it.
    const signedAt = fromAmzDate(signed.searchParams.get('X-Amz-Date')!);
    state.uploads.set(fileStoreId, {
      fileName,
      issuedAt,
      expiresAt: signedAt + Math.min(advertisedExpires * 1000, ttlMs),
    });
    // §2.2: FileStoreId (numeric string, UPSTREAM.md) and an absolute PreUploadUrl.
    return ok({ FileStoreId: fileStoreId, PreUploadUrl: signed.toString() });
  }

  async function reportUploadSuccess(request: Request, reportFalse: boolean): Promise<Response> {
    const denied = checkSecretKey(request);
    if (denied) return denied;
    const parsed = await readBody(request, reportUploadSuccessRequestSchema, true);
    if (!parsed.ok) return parsed.response;
    if (reportFalse) return ok(false);
    const id = parsed.value.fileStoreID;
    if (!state.uploads.has(id)) return businessError(FAKE_CODES.UNKNOWN_FILE, `${FAKE_MESSAGES.unknownFile}: ${id}`);
    // Issue 2: succeeds only for an id whose bytes arrived; repeating it succeeds again (idempotent).
    if (!state.objects.has(id)) return businessError(FAKE_CODES.UPLOAD_INCOMPLETE, FAKE_MESSAGES.uploadIncomplete);
    state.reports.push(id);
    return ok(true);
  }

  function malformedItems(): unknown[] {
    // What a misbehaving backend might send: not-objects, and an object whose
    // fields have the wrong kinds. Clients must drop or tolerate them.
    return [
      null,
      'not a listing',
      { ID: 'not-a-number', Price: { amount: 1 }, Images: 42, City: ['Nowhere'], LATITUDE: 'north', ExtensionColumn: '{broken json' },
    ];
  }

  async function realEstateList(request: Request, url: URL, malformed: boolean): Promise<Response> {
    const denied = checkSessionKey(request);
    if (denied) return denied;
    const parsed = await readBody(request, realEstateListRequestSchema, false);
    if (!parsed.ok) return parsed.response;
    const body = parsed.value;
    // §1 and §4.4 rule 3: only traditional chatbots.
    if (body.SerialNumber === templateSerialNumber) {
      return businessError(FAKE_CODES.TEMPLATE_CHATBOT, FAKE_MESSAGES.templateChatbot);
    }
    if (body.SerialNumber !== serialNumber) return businessError(FAKE_CODES.UNKNOWN_CHATBOT, FAKE_MESSAGES.unknownChatbot);

    const city = body.CityName?.trim().toLowerCase();
    const saleType = body.SaleType === 'for_sale' ? 'For Sale' : body.SaleType === 'for_rent' ? 'For Rent' : undefined;
    const mls = body.MLSNumber?.trim().toLowerCase();
    const matches = listings.filter(
      ({ wire }) =>
        (!city || wire.City.toLowerCase() === city) &&
        (!saleType || wire.SaleType === saleType) &&
        (!mls || wire.MLSNumber.toLowerCase() === mls),
    );
    // §4.4 rules 1 and 2: PageNumber 1 and PageSize 20 when omitted.
    const pageNumber = body.PageNumber ?? 1;
    const pageSize = body.PageSize ?? 20;
    const origin = (options.publicUrl ?? url.origin).replace(/\/+$/, '');
    const list: unknown[] = matches
      .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
      .map((listing) => renderListing(listing, origin));
    if (malformed) list.splice(0, Math.min(3, list.length), ...malformedItems());
    // VirtualCount: the number of all matches (UPSTREAM.md's likely meaning). No match: List [] and 0.
    return ok({ List: list, VirtualCount: matches.length });
  }

  // --- storage ------------------------------------------------------------

  async function putObject(request: Request, url: URL, readBody?: FakeBodyReader): Promise<Response> {
    const parts = parseStoragePath(url.pathname)!;
    // S3 answers, in S3's order (UPSTREAM.md).
    if (request.headers.has('authorization')) return s3ErrorResponse(...S3_ERRORS.twoAuthMechanisms);
    const check = await verifyPresignedRequest(request.method, url, { signingKey, nowMs: now(), ttlMs });
    if (!check.ok) {
      if (check.reason === 'missing') return s3ErrorResponse(...S3_ERRORS.missingQueryAuth);
      if (check.reason === 'expired') return s3ErrorResponse(...S3_ERRORS.expired);
      return s3ErrorResponse(...S3_ERRORS.signature);
    }
    let unsigned = false;
    request.headers.forEach((_, name) => {
      if (name.toLowerCase().startsWith('x-amz-')) unsigned = true;
    });
    if (unsigned) return s3ErrorResponse(...S3_ERRORS.unsignedHeader);

    const [fileStoreId, fileName] = parts;
    // Read only now: S3 refuses before taking the body.
    const bytes = readBody
      ? await readBody(bandwidth, request.signal)
      : bandwidth > 0 && request.body
        ? await readPaced(request.body, bandwidth, request.signal)
        : new Uint8Array(await request.arrayBuffer());
    const sha256 = await sha256Hex(bytes);
    const etag = `"${sha256.slice(0, 32)}"`;
    const previous = state.objects.get(fileStoreId);
    // The same URL may be PUT again until it expires: the object is replaced (UPSTREAM.md).
    state.objects.set(fileStoreId, {
      key: `chatbot-uploads/${fileStoreId}/${fileName}`,
      fileName,
      bytes,
      size: bytes.byteLength,
      contentType: request.headers.get('content-type') ?? 'binary/octet-stream',
      etag,
      sha256,
      putCount: (previous?.putCount ?? 0) + 1,
    });
    return new Response(null, {
      status: 200,
      headers: { ...corsHeaders(), etag, 'x-amz-request-id': s3RequestId() },
    });
  }

  // --- dispatch -----------------------------------------------------------

  async function handle(request: Request, readBody?: FakeBodyReader): Promise<Response> {
    const url = new URL(request.url);
    const kind = classifyRequest(request.method, url.pathname);
    logRequest(request, kind);
    if (kind === 'preflight') return preflightResponse();
    if (kind === 'image') {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
      return new Response(request.method === 'HEAD' ? null : fakeImageSvg(parseImagePath(url.pathname)! - 1), {
        headers: { ...corsHeaders(), 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }
    if (kind === 'unknown') return plain(404, '404 Not Found');
    if (kind !== 'putObject' && request.method !== 'POST') return plain(405, 'Method Not Allowed', { allow: 'POST, OPTIONS' });

    await wait(latencyFor(kind), request.signal);
    const fault = takeFaultIf(kind, () => true);
    if (fault?.type === 'business') {
      const response = businessError(fault.code ?? FAKE_CODES.SCRIPTED_FAULT, fault.message ?? FAKE_MESSAGES.scriptedFault);
      if (!fault.success) return response;
      return json({ ...(await response.json()), Success: true });
    }
    if (fault?.type === 'http') return httpFault(kind, fault);
    if (fault?.type === 'expired') return s3ErrorResponse(...S3_ERRORS.expired);
    if (fault?.type === 'dropConnection') throw new FakeConnectionDropped();

    switch (kind) {
      case 'getPreUploadUrl':
        return getPreUploadUrl(request, url);
      case 'reportUploadSuccess':
        return reportUploadSuccess(request, fault?.type === 'reportFalse');
      case 'realEstateList':
        return realEstateList(request, url, fault?.type === 'malformed');
      case 'putObject':
        return putObject(request, url, readBody);
    }
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

  let mswHandlers: FakeChatbotService['mswHandlers'] | undefined;

  const service: FakeChatbotService = {
    handle: publicHandle,
    fetch: fakeFetch,
    get mswHandlers() {
      mswHandlers ??= createFakeMswHandlers(publicHandle);
      return mswHandlers;
    },
    faults,
    state,
    reset() {
      faults.reset();
      state.objects.clear();
      state.reports.length = 0;
      state.requests.length = 0;
      state.uploads.clear();
      nextFileStoreId = FIRST_FILE_STORE_ID;
    },
    secretKey,
    sessionKey,
    serialNumber,
    templateSerialNumber,
    allListings(origin = FAKE_DEFAULTS.origin): FakeListingWire[] {
      return listings.map((listing) => renderListing(listing, origin));
    },
  };
  fakeInternals.set(service, { handle, takeFaultIf, logRequest });
  return service;
}
