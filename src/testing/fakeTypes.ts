import type { OperationName } from '../core/contract/operations';
import type { ChatbotClient, ChatbotClientOptions } from '../core/types';
import type { FakeListingWire } from './seedListings';

/** The operations a fault can be scripted for; `putFile` is the storage PUT of docs/SERVICE.md §4.2, named as the client's method. */
export type FakeOperation = OperationName;

/**
 * A scripted failure for the next request(s) of one operation.
 *
 * - `business`: HTTP 200 with `Success: false` (docs/SERVICE.md §7 rule 2). Not for `putFile`.
 *   `success: true` sends the inconsistent envelope `Success: true` with a `Code`
 *   other than 200, which docs/SERVICE.md §7 rule 2 also counts as a failure.
 * - `http`: a transport failure (docs/SERVICE.md §7 rule 1). `html: true` answers an HTML error
 *   page like a gateway would; otherwise the JSON operations answer plain text and
 *   storage answers S3 XML (`InternalError`, `SlowDown` for 503).
 * - `reportFalse`: ReportUploadSuccess answers `Success: true, Data: false`.
 * - `dropConnection`: storage PUT only, real HTTP only. The Node server destroys the
 *   socket after `afterBytes` of the body (default: half the Content-Length). Through
 *   `handle()`/MSW it is a network error (`TypeError` / `Response.error()`).
 * - `expired`: storage PUT answers 403 AccessDenied "Request has expired".
 * - `malformed`: RealEstateList answers a page whose first items are not valid items.
 */
export type FakeFault =
  | { type: 'business'; code?: number; message?: string; success?: boolean }
  | { type: 'http'; status: number; html?: boolean; retryAfter?: number }
  | { type: 'reportFalse' }
  | { type: 'dropConnection'; afterBytes?: number }
  | { type: 'expired' }
  | { type: 'malformed' };

/** Options of {@link createFakeChatbotService}. */
export interface FakeChatbotServiceOptions {
  /**
   * The only `Authorization` value GetPreUploadUrl and ReportUploadSuccess accept (docs/SERVICE.md §5).
   * @default 'fake-secret-key'
   */
  secretKey?: string;
  /** The only `chatrobot-sessionkey` RealEstateList accepts (docs/SERVICE.md §5). @default 'fake-session-key' */
  sessionKey?: string;
  /** SerialNumber of the traditional chatbot that owns the seeded listings. @default 'fake-chatbot-001' */
  serialNumber?: string;
  /**
   * SerialNumber of a template-based chatbot: RealEstateList answers it with
   * business Code {@link FAKE_CODES}.TEMPLATE_CHATBOT (docs/SERVICE.md §4.4 rule 3).
   * @default 'fake-template-chatbot-001'
   */
  templateSerialNumber?: string;
  /**
   * How long a PreUploadUrl is accepted, from its `X-Amz-Date` (docs/SERVICE.md §4.1 rule 2, §8).
   * @default 300_000 (5 minutes)
   */
  uploadUrlTtlMs?: number;
  /**
   * The `X-Amz-Expires` written into the URL, in seconds. Storage enforces the earlier of this and
   * `uploadUrlTtlMs`, as the live service does: 600 mimics docs/SERVICE.md's sample under the 5-minute TTL.
   * @default uploadUrlTtlMs / 1000
   */
  advertisedExpiresSeconds?: number;
  /** The fake's clock, in epoch milliseconds. Move it in tests to expire URLs. @default Date.now */
  now?: () => number;
  /**
   * Delay before every answer, CORS preflights included (each costs a round trip
   * in a real network), in milliseconds. Aborting the request ends the wait.
   * @default 0
   */
  latencyMs?: number;
  /** How many listings the seeded dataset holds. @default 240 */
  listingCount?: number;
  /** Seed of the listing dataset: the same seed always gives the same listings. @default 1 */
  seed?: number;
  /**
   * Origin (optionally with a path prefix) of the PreUploadUrls: an origin of storage's own, as a
   * bucket has, so the client's checks of a PreUploadUrl (never the page's origin) hold here too.
   * @default 'https://storage.fake-chatbot.test'; under `startFakeChatbotServer`, its storage port
   */
  storageUrl?: string;
  /**
   * Origin of the listing image URLs (`/fake-images/<n>.svg`, served by the fake).
   * @default the origin of the RealEstateList request
   */
  publicUrl?: string;
  /** HMAC key of the presigned URLs, which only the fake knows. @default a fixed string derived from `seed` */
  signingKey?: string;
}

/** One object that arrived in fake storage. */
export interface FakeStoredObject {
  /** The object key: `chatbot-uploads/<fileStoreId>/<fileName>`. */
  key: string;
  /** The file name from the URL path, decoded. */
  fileName: string;
  /** The bytes of the last PUT. */
  bytes: Uint8Array;
  /** Its length in bytes. */
  size: number;
  /** The PUT's `Content-Type`, or `binary/octet-stream` like S3 when none was sent. */
  contentType: string;
  /** The `ETag` answered, quoted like S3's: the first 32 hex digits of the SHA-256. */
  etag: string;
  /** Lower-case hex SHA-256 of `bytes`. */
  sha256: string;
  /** How many PUTs stored this object (a presigned URL may be PUT again until it expires). */
  putCount: number;
}

/** A PreUploadUrl the fake issued. */
export interface FakeIssuedUpload {
  /** The `fileName` it was asked for. */
  fileName: string;
  /** The fake's clock when it was issued. */
  issuedAt: number;
  /** When storage stops accepting it. */
  expiresAt: number;
}

/** Which operation a logged request was. */
export type FakeRequestKind = FakeOperation | 'preflight' | 'image' | 'unknown';

/** One entry of {@link FakeState.requests}. Secrets are masked. */
export interface FakeRequestLogEntry {
  /** Upper-case. */
  method: string;
  /** The URL with the secret presigned parameters (`X-Amz-Signature`, `X-Amz-Credential`, `X-Amz-Security-Token`) replaced by `[redacted]`. */
  url: string;
  /** The URL's path. */
  path: string;
  /** Which operation the path and method make it. */
  operation: FakeRequestKind;
  /** By lower-case name; a key header's value is `[valid key]` or `[wrong key]`, so a log never holds a key. */
  headers: Record<string, string>;
  /** The fake's clock when the request arrived. */
  at: number;
}

/** What the fake has seen and stored. Cleared in place by `reset()`. */
export interface FakeState {
  /** Stored objects by fileStoreId. */
  readonly objects: Map<string, FakeStoredObject>;
  /** fileStoreIds in the order ReportUploadSuccess accepted them (duplicates recorded). */
  readonly reports: string[];
  /** Every request, oldest first. */
  readonly requests: FakeRequestLogEntry[];
  /** Every PreUploadUrl issued, by fileStoreId. */
  readonly uploads: Map<string, FakeIssuedUpload>;
}

/** Scriptable faults (see {@link FakeFault}). */
export interface FakeFaults {
  /**
   * The next `times` requests of `op` fail with `fault`. Faults queue per operation, first in first out.
   * @throws RangeError when the fault does not apply to `op`.
   */
  failNext(op: FakeOperation, fault: FakeFault, times?: number): void;
  /** Delay every answer (or only `op`'s) by `ms` from now on. `0` removes it. */
  latency(ms: number, op?: FakeOperation): void;
  /**
   * Storage reads PUT bodies at most `bytesPerSecond` from now on (`0` removes the
   * limit), so upload progress is visible even on a fast loopback connection.
   */
  bandwidth(bytesPerSecond: number): void;
  /**
   * Storage stops reading each PUT body once it holds `afterBytes` of it, until `resumeStorage()`: an
   * upload stays in progress, short of 100 %, for as long as a test needs. The browser may count a few
   * MB more as sent (its socket buffers take them). Through `handle`, `fetch` or MSW, a PUT whose body
   * was already being read when the pause began is not held; on the Node server every PUT is.
   * @param afterBytes bytes of each body read before the hold (default 0)
   */
  pauseStorage(afterBytes?: number): void;
  /** Held PUT bodies are read on, and new ones are not held (the end of `pauseStorage`). */
  resumeStorage(): void;
  /** How many PUT bodies storage holds now (wait for it before asserting an in-progress state). */
  heldUploads(): number;
  /**
   * Whether storage allows this origin by CORS (`true` at start and after `reset`). `false` plays a
   * bucket whose CORS rules leave the page out: the preflight answers 403 without CORS headers, and a
   * browser PUT fails with status 0 (`checkStorageCors` tells it).
   */
  storageCors(allowed: boolean): void;
  /** How many scripted faults are still queued for `op` (or for all operations). */
  pending(op?: FakeOperation): number;
  /**
   * Removes the faults still queued for `op` (or for all); latency, bandwidth and state stay. Chromium
   * resends a PUT whose reused connection was reset, so a test queues several `dropConnection`
   * faults, waits until the code under test has seen one, and clears the rest.
   */
  clear(op?: FakeOperation): void;
  /** Removes every queued fault, latency, bandwidth limit and storage pause (the `latencyMs` option stays). */
  reset(): void;
}

/** The fake service made by {@link createFakeChatbotService}. */
export interface FakeChatbotService {
  /** The whole contract as a Fetch-API handler. Uses only Web APIs, so it runs in Node, MSW and browsers. */
  handle(request: Request): Promise<Response>;
  /**
   * A `fetch` that answers from `handle`, for `createChatbotClient({ fetch })`. Blob bodies are read
   * into bytes first, so jsdom's Blob (which Node's `Request` cannot read) arrives intact; a
   * `dropConnection` fault rejects with a `TypeError` like a real lost connection.
   */
  readonly fetch: typeof fetch;
  /** Seeds failures and latency: the next requests of an operation fail as you say. */
  readonly faults: FakeFaults;
  /** What the fake has stored and seen: objects, reports, every request. */
  readonly state: FakeState;
  /** Clears faults, latency set by `faults.latency`, state, and restarts fileStoreIds at 34317. */
  reset(): void;
  /** The secret key it accepts (the option, or its default). */
  readonly secretKey: string;
  /** The session key it accepts. */
  readonly sessionKey: string;
  /** The SerialNumber of its traditional chatbot, which owns the listings. */
  readonly serialNumber: string;
  /** The SerialNumber of its template-based chatbot. */
  readonly templateSerialNumber: string;
  /** The whole seeded dataset as the wire sends it, with image URLs on `origin`, for tests to compare pages with. */
  allListings(origin?: string): FakeListingWire[];
  /**
   * A client wired to this fake: its `fetch` (no network, no MSW), its keys, and a base URL on the
   * fake's default origin. Any option can be replaced, e.g. `fetch: globalThis.fetch` to go through MSW.
   * @param options client options that replace the fake's defaults
   * @default baseUrl 'http://fake-chatbot.test', the fake's keys, fetch `service.fetch`, XMLHttpRequest null (the PUT goes through fetch too), dangerouslyAllowBrowser true (the fake's keys are not secrets)
   * @example
   * const client = createFakeChatbotService().createClient();
   * await client.uploadFile(new File(['hi'], 'hi.txt'));
   */
  createClient(options?: Partial<ChatbotClientOptions>): ChatbotClient;
}
