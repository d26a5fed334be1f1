/**
 * A Fetch-API handler that keeps the secret key on the server.
 *
 * Only Fetch-standard globals are used (Request, Response, fetch, streams,
 * TextDecoder), never a `node:` module, so this file runs on Node, Deno, Bun
 * and edge runtimes alike.
 */
import { JSON_OPERATION_NAMES, JSON_OPERATIONS, REQUEST_SCHEMAS, resolvePaths, type JsonOperationName } from '../core/contract/operations';
import { describeIssue } from '../core/client/describeIssue';
import { registerSecret } from '../core/redact';
import { errorResponse, isAmbiguousPath, isJson, readBody, TOO_LARGE, TOO_SLOW } from './proxyHttp';
import { forwardToService } from './forwardToService';
import { isCleanKey, readProxyKeys, type ProxyKeys } from './readProxyKeys';
import type { ChatbotPaths } from '../core/types';

/** The service operations the proxy can forward (docs/SERVICE.md §4.1, §4.3, §4.4): the contract table's JSON operations. */
export type ChatbotOperation = JsonOperationName;

/**
 * A key on the server: a string, or a function called for every forwarded
 * request. The function receives the incoming request, so a key can depend on
 * who is asking (for example a per-workspace session key looked up from your
 * own login cookie). A key with surrounding whitespace or a control
 * character (a line end read from a secrets file) is refused, as the
 * client refuses it: trim it where you read it.
 * @example sessionKey: async (request) => lookUpWorkspace(request).sessionKey
 */
export type ProxyKeySupplier = string | ((request: Request) => string | Promise<string>);

/** Options of {@link createChatbotProxy}. */
export interface ChatbotProxyOptions {
  /**
   * `{base_url}` of docs/SERVICE.md: where the upload operations live upstream.
   * @example 'https://api.example.com'
   */
  baseUrl: string;
  /**
   * `{app_url}` of docs/SERVICE.md: where RealEstateList lives upstream.
   * @default baseUrl
   */
  appUrl?: string;
  /**
   * The `Authorization` secret key for GetPreUploadUrl and ReportUploadSuccess
   * (docs/SERVICE.md §5). Only the proxy sends it; it never appears in a response.
   * Without it the two upload operations are not served.
   */
  secretKey?: ProxyKeySupplier;
  /**
   * The `chatrobot-sessionkey` for RealEstateList (docs/SERVICE.md §5). In proxy
   * mode the browser sends no keys, and a session key sent by a browser is
   * never forwarded: without this option RealEstateList is not served.
   */
  sessionKey?: ProxyKeySupplier;
  /**
   * The operations to forward. Anything else answers 404.
   * Naming an operation whose key is missing throws at creation.
   * @default every operation whose key is given
   * @example allow: ['getPreUploadUrl', 'reportUploadSuccess'] // uploads only
   */
  allow?: readonly ChatbotOperation[];
  /**
   * Largest request body read, in bytes (a whole number from 1, as are the
   * other limits). Larger bodies answer 413 without being forwarded (also
   * when `Content-Length` announces more).
   * @default 16384
   */
  maxBodyBytes?: number;
  /**
   * Largest answer read from the service, in bytes, counted after
   * decompression. At the limit the proxy stops reading, drops the
   * connection and answers 502 with an envelope that says why.
   * @default 1048576 (1 MiB)
   */
  maxResponseBytes?: number;
  /**
   * How long the service may take to answer, body included, in
   * milliseconds, at most 2147483647. On expiry the call is aborted and the
   * proxy answers 504 with an envelope.
   * @default 30000
   */
  upstreamTimeoutMs?: number;
  /**
   * Path prefix under which the proxy is mounted, stripped before the
   * operation path is matched. Requests outside it answer 404.
   * @default '' (operation paths are matched at the root)
   * @example basePath: '/api/chatbot' // the browser client then uses baseUrl: '/api/chatbot'
   */
  basePath?: string;
  /**
   * Operation paths, both the ones matched (after `basePath`) and the ones
   * called upstream. Same defaults as the client: the contract table's paths.
   * @default see ChatbotPaths
   */
  paths?: Partial<ChatbotPaths>;
  /**
   * Decides whether a request may use the proxy, before its body is read.
   * Return `false` for a 403, or a `Response` to answer with it. Anyone who
   * can reach the proxy can use the allowed operations: put your own login
   * check here.
   * @default every request is allowed
   * @example authorize: (request) => isLoggedIn(request.headers.get('cookie'))
   */
  authorize?: (request: Request, operation: ChatbotOperation) => boolean | Response | Promise<boolean | Response>;
  /**
   * The fetch used to call the service. Tests point it at a fake service.
   * @default globalThis.fetch
   */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
}

/** A Fetch-API request handler, as Next.js route handlers, Deno, Bun and Hono use them. */
export type ChatbotProxyHandler = (request: Request) => Promise<Response>;

/** @default 16 KiB: the largest valid body (a 1024-character file name, a listing query) is far smaller. */
const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** @default 1 MiB: the largest real answer (a page of listings) is far smaller. */
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** @default 30 s. */
const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

/** A request body (16 KiB by default) still arriving after this is trickled in to hold the request open: 408. */
const BODY_TIMEOUT_MS = 10_000;

/**
 * Creates a Fetch-API handler that forwards the chatbot operations to the
 * service with the keys added on the server. It is not an open proxy: it
 * answers only POST on the three operation paths, validates every body with
 * the same zod schemas as the client, forwards a fresh request that carries
 * only `Content-Type` and the key header, and answers with the status, the
 * body re-checked as JSON and `Retry-After`. Raw paths that a gate in front
 * could read differently (`//`, a backslash, `.` and `..` segments) answer 400.
 * Answers are bounded (`maxResponseBytes`) and timed (`upstreamTimeoutMs`),
 * and the key never appears in one, in any encoding.
 *
 * @example
 * // app/api/chatbot/[...path]/route.ts (Next.js)
 * export const POST = createChatbotProxy({
 *   baseUrl: process.env.CHATBOT_BASE_URL!,
 *   secretKey: process.env.CHATBOT_SECRET_KEY!,
 *   sessionKey: process.env.CHATBOT_SESSION_KEY!,
 *   basePath: '/api/chatbot',
 * });
 * // in the browser
 * createChatbotClient({ baseUrl: '/api/chatbot' }); // no keys
 */
export function createChatbotProxy(options: ChatbotProxyOptions): ChatbotProxyHandler {
  const baseUrl = trimSlash(requireUrl(options.baseUrl, 'baseUrl'));
  const appUrl = trimSlash(options.appUrl === undefined ? baseUrl : requireUrl(options.appUrl, 'appUrl'));
  const basePath = trimSlash(options.basePath ?? '');
  const bases = { baseUrl, appUrl };
  // Paths, keys, headers and schemas all come from the contract table.
  const paths: ChatbotPaths = resolvePaths(options.paths);
  const maxBodyBytes = limitOption(options.maxBodyBytes, 'maxBodyBytes', DEFAULT_MAX_BODY_BYTES);
  const limits = {
    maxResponseBytes: limitOption(options.maxResponseBytes, 'maxResponseBytes', DEFAULT_MAX_RESPONSE_BYTES),
    // setTimeout fires at once for a delay above 2^31 - 1 ms.
    upstreamTimeoutMs: limitOption(options.upstreamTimeoutMs, 'upstreamTimeoutMs', DEFAULT_UPSTREAM_TIMEOUT_MS, 2 ** 31 - 1),
  };
  const keys: ProxyKeys = { secretKey: options.secretKey, sessionKey: options.sessionKey };
  for (const name of ['secretKey', 'sessionKey'] as const) {
    const key = keys[name];
    if (typeof key !== 'string') continue;
    // Registered so that redact() also scrubs it from any error message the host application logs.
    registerSecret(key);
    if (!isCleanKey(key)) {
      throw new TypeError(`createChatbotProxy: ${name} has surrounding whitespace or a control character; trim it where it is read`);
    }
  }

  const allow = options.allow ?? JSON_OPERATION_NAMES.filter((op) => keys[JSON_OPERATIONS[op].key] !== undefined);
  for (const op of allow) {
    if (!Object.hasOwn(JSON_OPERATIONS, op)) throw new TypeError(`createChatbotProxy: unknown operation "${String(op)}" in allow`);
    if (keys[JSON_OPERATIONS[op].key] === undefined) {
      throw new TypeError(`createChatbotProxy: allow includes "${op}" but no ${JSON_OPERATIONS[op].key} was given`);
    }
  }
  if (allow.length === 0) {
    throw new TypeError('createChatbotProxy: give secretKey (uploads) and/or sessionKey (listings); with neither it would serve nothing');
  }
  const routes = new Map<string, ChatbotOperation>(allow.map((op) => [paths[op], op]));
  const upstreamFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async function chatbotProxy(request: Request): Promise<Response> {
    if (isAmbiguousPath(rawPathOf(request.url))) return errorResponse(400, 'The request path is ambiguous');
    const operation = matchOperation(request.url, basePath, routes);
    // Anything but an allowed operation path is 404: the proxy never forwards other paths.
    if (!operation) return errorResponse(404, 'Not found');
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed', { Allow: 'POST' });

    if (options.authorize) {
      const verdict = await options.authorize(request, operation);
      if (verdict instanceof Response) return verdict;
      if (verdict !== true) return errorResponse(403, 'Forbidden');
    }

    // A JSON content type cannot be sent cross-site without a CORS preflight,
    // which this same-origin proxy does not answer: a form on another site
    // cannot drive it with the visitor's cookies.
    if (!isJson(request.headers.get('content-type'))) {
      return errorResponse(415, 'Content-Type must be application/json');
    }

    const text = await readBody(request, maxBodyBytes, BODY_TIMEOUT_MS);
    if (text === TOO_LARGE) return errorResponse(413, `Request body is larger than ${maxBodyBytes} bytes`);
    if (text === TOO_SLOW) return errorResponse(408, `Request body did not arrive within ${BODY_TIMEOUT_MS / 1000} s`);
    let json: unknown;
    try {
      json = JSON.parse(text ?? '');
    } catch {
      return errorResponse(400, 'Request body is not valid JSON');
    }
    const spec = JSON_OPERATIONS[operation];
    const parsed = REQUEST_SCHEMAS[operation].safeParse(json);
    if (!parsed.success) {
      const { path, problem } = describeIssue(parsed.error.issues[0]!, json);
      return errorResponse(400, `Invalid ${operation} request: ${path.map(String).join('.') || 'body'} ${problem}`);
    }

    let keyValues: { sent: string; all: string[] };
    try {
      keyValues = await readProxyKeys(keys, spec.key, request);
    } catch {
      // The supplier's own error is not echoed: it may mention the key.
      return errorResponse(500, 'The proxy could not obtain its service key');
    }

    const upstreamUrl = `${bases[spec.base]}${paths[operation]}`;
    return forwardToService(request.signal, limits, keyValues.all, (signal) =>
      // A fresh request: only the body the schema accepted (unknown fields
      // stripped), Content-Type and the key. The browser's headers, cookies
      // and query string stay behind.
      upstreamFetch(upstreamUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [spec.header]: keyValues.sent },
        body: JSON.stringify(parsed.data),
        redirect: 'manual',
        signal,
      }),
    );
  };
}

/** The path of a request URL as it was written (before `new URL` would resolve dot segments). */
function rawPathOf(url: string): string {
  const afterScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i, '');
  return afterScheme === '' ? '/' : afterScheme;
}

/** The operation a URL names, or undefined when it is outside `basePath` or not an allowed operation path. */
function matchOperation(url: string, basePath: string, routes: Map<string, ChatbotOperation>): ChatbotOperation | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  if (basePath) {
    if (!pathname.startsWith(`${basePath}/`)) return undefined;
    pathname = pathname.slice(basePath.length);
  }
  return routes.get(pathname);
}

/**
 * A limit option: its default when not given, else a whole number from 1 to
 * `max`. Anything else (NaN, Infinity, 0) throws rather than lifting the limit.
 */
function limitOption(value: number | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new TypeError(`createChatbotProxy: ${name} must be a whole number from 1 to ${max}`);
  return value;
}

function requireUrl(value: string, name: string): string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) {
    throw new TypeError(`createChatbotProxy: ${name} must be an absolute http(s) URL`);
  }
  return value;
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}
