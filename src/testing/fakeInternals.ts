// What the fake's parts share and the package does not export: the context of the operation handlers, the hooks of the
// Node server (the dropConnection fault happens below the Fetch API, mid-body) and the request paths.
import { JSON_OPERATION_NAMES, JSON_OPERATIONS, type KeyOption } from '../core/contract/operations';
import type { FakeFaultQueues, PaceBody } from './fakeFaults';
import type { FakeChatbotService, FakeChatbotServiceOptions, FakeFault, FakeOperation, FakeRequestKind, FakeState } from './fakeTypes';
import type { SeededListing } from './seedListings';

/** What the fake's operation handlers share: settled options, keys, the clock and the state. */
export interface FakeContext {
  options: FakeChatbotServiceOptions;
  /** The one value each key option accepts (docs/SERVICE.md §5). */
  keys: Record<KeyOption, string>;
  serialNumber: string;
  templateSerialNumber: string;
  ttlMs: number;
  advertisedExpires: number;
  now: () => number;
  signingKey: string;
  /** Where PreUploadUrls point: `storageUrl`, else the server's storage port, else the fake storage host. */
  storageUrl(): string;
  listings: SeededListing[];
  state: FakeState;
  /** The next FileStoreId (numeric text, counting up). */
  issueFileStoreId(): string;
  /** The scripted faults and how storage reads PUT bodies. */
  faults: FakeFaultQueues;
}

/** The Node server's reader of a PUT body, which waits on `pace` after every chunk. */
export type FakeBodyReader = (pace: PaceBody) => Promise<Uint8Array>;

/** What the Node server needs of a service besides its public API. */
export interface FakeInternals {
  /** `handle`, with the server's own body reader for storage PUTs. */
  handle(request: Request, readBody?: FakeBodyReader): Promise<Response>;
  /** Removes and returns the next queued fault of `op` when `test` accepts it. */
  takeFaultIf(op: FakeOperation, test: (fault: FakeFault) => boolean): FakeFault | undefined;
  /** Logs a request the server answered without `handle`. */
  logRequest(request: { method: string; url: string; headers: Headers }, kind: FakeRequestKind): void;
  /** Points PreUploadUrls at a server's storage port, unless the service was given a `storageUrl`. */
  serveStorageAt(url: string): void;
}

export const fakeInternals = new WeakMap<FakeChatbotService, FakeInternals>();

/** Where the fake's storage lives: outside the service's `/chat/` path space (docs/SERVICE.md §4.2). */
export const FAKE_STORAGE_PATH = '/fake-s3/chatbot-uploads/';

const STORAGE_RE = /\/fake-s3\/chatbot-uploads\/(\d+)\/([^/]+)$/;
const IMAGE_RE = /\/fake-images\/(\d+)\.svg$/;

/** Which operation a request is, by path (any prefix allowed, e.g. a proxy mount): the contract table's, storage's or an image's. */
export function classifyRequest(method: string, pathname: string): FakeRequestKind {
  if (method.toUpperCase() === 'OPTIONS') return 'preflight';
  const operation = JSON_OPERATION_NAMES.find((name) => pathname.endsWith(JSON_OPERATIONS[name].path));
  if (operation) return operation;
  if (STORAGE_RE.test(pathname)) return 'putFile';
  if (IMAGE_RE.test(pathname)) return 'image';
  return 'unknown';
}

/** Every path the fake answers, on any origin, as msw matches requests: the contract table's, storage's and the images'. */
export function fakePathPattern(): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const operations = JSON_OPERATION_NAMES.map((name) => escape(JSON_OPERATIONS[name].path));
  return new RegExp(`(?:${[...operations, STORAGE_RE.source.slice(0, -1), IMAGE_RE.source.slice(0, -1)].join('|')})$`);
}

/** `[fileStoreId, fileName]` of a storage path (the name decoded when it decodes). */
export function parseStoragePath(pathname: string): [string, string] | undefined {
  const m = STORAGE_RE.exec(pathname);
  if (!m) return undefined;
  try {
    return [m[1]!, decodeURIComponent(m[2]!)];
  } catch {
    return [m[1]!, m[2]!];
  }
}

/** The picture number of an image path. */
export function parseImagePath(pathname: string): number | undefined {
  const m = IMAGE_RE.exec(pathname);
  return m ? Number(m[1]) : undefined;
}

/** Thrown (a `TypeError`, like fetch's) when a dropConnection fault cuts a request through `handle`. */
export class FakeConnectionDropped extends TypeError {
  constructor() {
    super('Failed to fetch: the fake service dropped the connection (scripted dropConnection fault)');
    this.name = 'TypeError';
  }
}
