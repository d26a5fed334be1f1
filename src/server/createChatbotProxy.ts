/**
 * A Fetch-API handler that keeps the secret key on the server. Only Fetch-standard globals, never a `node:` module, so
 * it runs on Node, Deno, Bun and edge runtimes alike.
 */
import { JSON_OPERATION_NAMES, JSON_OPERATIONS, REQUEST_SCHEMAS, resolvePaths } from '../core/contract/operations';
import { describeIssue } from '../core/client/describeIssue';
import { isSafeHttpUrl } from '../core/normalize/isSafeHttpUrl';
import { registerSecret } from '../core/redact';
import { errorResponse, isAmbiguousPath, isJson, readBody, TOO_LARGE, TOO_SLOW } from './proxyHttp';
import { forwardToService } from './forwardToService';
import type { ChatbotOperation, ChatbotProxyOptions, ChatbotRequestBody, ProxyKeySupplier } from './ChatbotProxyOptions';
import type { ChatbotPaths } from '../core/types';

/** A Fetch-API request handler, as Next.js route handlers, Deno, Bun and Hono use them. */
export type ChatbotProxyHandler = (request: Request) => Promise<Response>;

/**
 * The limits' defaults: the largest valid body (a 1024-character file name, a listing query) is far smaller than 16
 * KiB, the largest real answer (a page of listings) far smaller than 1 MiB.
 */
const DEFAULTS = { maxBodyBytes: 16 * 1024, maxResponseBytes: 1024 * 1024, upstreamTimeoutMs: 30_000 };

/** A request body still arriving after this is trickled in to hold the request open: 408. */
const BODY_TIMEOUT_MS = 10_000;

/**
 * Creates a Fetch-API handler that forwards the chatbot operations to the service with the keys added on the server. It
 * is not an open proxy: it answers only POST on the three operation paths, validates every body with the same zod
 * schemas as the client, forwards a fresh request that carries only `Content-Type` and the key header, and answers with
 * the status, the body re-checked as JSON and `Retry-After`. Raw paths that a gate in front could read differently
 * (`//`, a backslash, `.` and `..` segments) answer 400. Answers are bounded (`maxResponseBytes`) and timed
 * (`upstreamTimeoutMs`), and the key never appears in one, in any encoding.
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
  const maxBodyBytes = limitOption(options, 'maxBodyBytes');
  // setTimeout fires at once for a delay above 2^31 - 1 ms.
  const limits = { maxResponseBytes: limitOption(options, 'maxResponseBytes'), upstreamTimeoutMs: limitOption(options, 'upstreamTimeoutMs', 2 ** 31 - 1) };
  const keys: ProxyKeys = { secretKey: options.secretKey, sessionKey: options.sessionKey };
  for (const name of ['secretKey', 'sessionKey'] as const) {
    const key = keys[name];
    if (typeof key !== 'string') continue;
    // Registered so that redact() also scrubs it from any error message the host application logs.
    registerSecret(key);
    if (!isCleanKey(key)) throw new TypeError(`createChatbotProxy: ${name} has surrounding whitespace or a control character; trim it where it is read`);
  }

  const allow = options.allow ?? JSON_OPERATION_NAMES.filter((op) => keys[JSON_OPERATIONS[op].key] !== undefined);
  for (const op of allow) {
    if (!Object.hasOwn(JSON_OPERATIONS, op)) throw new TypeError(`createChatbotProxy: unknown operation "${String(op)}" in allow`);
    if (keys[JSON_OPERATIONS[op].key] === undefined) throw new TypeError(`createChatbotProxy: allow includes "${op}" but no ${JSON_OPERATIONS[op].key} was given`);
  }
  if (allow.length === 0) throw new TypeError('createChatbotProxy: give secretKey (uploads) and/or sessionKey (listings); with neither it would serve nothing');
  const routes = new Map<string, ChatbotOperation>(allow.map((op) => [paths[op], op]));
  const upstreamFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async function chatbotProxy(request: Request): Promise<Response> {
    if (isAmbiguousPath(rawPathOf(request.url))) return errorResponse(400, 'The request path is ambiguous');
    const operation = matchOperation(request.url, basePath, routes);
    // Anything but an allowed operation path is 404: the proxy never forwards other paths.
    if (!operation) return errorResponse(404, 'Not found');
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed', { Allow: 'POST' });

    // A JSON content type cannot be sent cross-site without a CORS preflight, which this same-origin proxy does not
    // answer: a form on another site cannot drive it with the visitor's cookies.
    if (!isJson(request.headers.get('content-type'))) return errorResponse(415, 'Content-Type must be application/json');

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
    let body: ChatbotRequestBody = parsed.data;
    if (options.authorize) {
      const verdict = await options.authorize(request, operation, body);
      if (verdict instanceof Response) return verdict;
      // false, and anything that is not a verdict, is a refusal: the proxy fails closed.
      if (verdict !== true && (verdict === null || typeof verdict !== 'object')) return errorResponse(403, 'Forbidden');
      // The body sent obeys the contract whoever wrote it last: authorize may have returned one of its own (a pinned
      // SerialNumber) or changed this one.
      const checked = REQUEST_SCHEMAS[operation].safeParse(verdict === true ? body : verdict);
      if (!checked.success) return errorResponse(500, `authorize returned a body that is not a valid ${operation} request`);
      body = checked.data;
    }

    // The supplier's own error is not echoed: it may mention the key.
    const keyValues = await readProxyKeys(keys, spec.key, request).catch(() => undefined);
    if (!keyValues) return errorResponse(500, 'The proxy could not obtain its service key');

    // A fresh request: only the body the schema accepted (unknown fields stripped) or authorize chose, Content-Type and
    // the key. The browser's headers, cookies and query string stay behind.
    const headers = { 'Content-Type': 'application/json', [spec.header]: keyValues.sent };
    const call = (signal: AbortSignal) =>
      upstreamFetch(`${bases[spec.base]}${paths[operation]}`, { method: 'POST', headers, body: JSON.stringify(body), redirect: 'manual', signal });
    return forwardToService(request.signal, limits, keyValues.all, call, operation === 'getPreUploadUrl' ? vetPreUploadUrl : undefined);
  };
}

/**
 * Refuses a GetPreUploadUrl answer whose `PreUploadUrl` is not an absolute http(s) URL
 * (`javascript:`, `data:`, relative): ours checks it too, but a page that is not ours may follow it.
 */
function vetPreUploadUrl(answer: unknown): string | undefined {
  const data = (answer as { Data?: unknown } | null)?.Data;
  if (data === null || typeof data !== 'object' || !('PreUploadUrl' in data)) return undefined;
  return isSafeHttpUrl(data.PreUploadUrl) ? undefined : 'The chatbot service answered with a PreUploadUrl that is not an http(s) URL';
}

/** The path of a request URL as it was written (before `new URL` would resolve dot segments). */
function rawPathOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i, '') || '/';
}

/** The operation a URL names, or undefined when it is outside `basePath` or not an allowed operation path. */
function matchOperation(url: string, basePath: string, routes: Map<string, ChatbotOperation>): ChatbotOperation | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  if (basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  return routes.get(pathname.slice(basePath.length));
}

/** A limit option: its default, or a whole number from 1 to `max`; anything else (NaN, Infinity, 0) throws rather than lifting the limit. */
function limitOption(options: ChatbotProxyOptions, name: keyof typeof DEFAULTS, max = Number.MAX_SAFE_INTEGER): number {
  const value = options[name];
  if (value === undefined) return DEFAULTS[name];
  if (!Number.isInteger(value) || value < 1 || value > max) throw new TypeError(`createChatbotProxy: ${name} must be a whole number from 1 to ${max}`);
  return value;
}

function requireUrl(value: string, name: string): string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) throw new TypeError(`createChatbotProxy: ${name} must be an absolute http(s) URL`);
  return value;
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

/** The proxy's key suppliers by option name. */
type ProxyKeys = Record<'secretKey' | 'sessionKey', ProxyKeySupplier | undefined>;

/**
 * The key `name` for `request`, which the operation sends, and every key the proxy holds, so an answer that echoes any
 * of them (a listing answer quoting the secret key) is redacted. A supplier that fails for the other key only leaves it
 * out.
 * @throws when the operation's own key cannot be read or is not clean
 */
async function readProxyKeys(keys: ProxyKeys, name: keyof ProxyKeys, request: Request): Promise<{ sent: string; all: string[] }> {
  const sent = await readKey(keys[name], request);
  const otherName = name === 'secretKey' ? 'sessionKey' : 'secretKey';
  const other = keys[otherName] === undefined ? undefined : await readKey(keys[otherName], request).catch(() => undefined);
  return { sent, all: other === undefined || other === sent ? [sent] : [sent, other] };
}

/** A key as it can be sent in a header unaltered: no surrounding whitespace and no control character. */
function isCleanKey(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.trim() === value && !/[\u0000-\u001f\u007f]/.test(value);
}

async function readKey(supplier: ProxyKeySupplier | undefined, request: Request): Promise<string> {
  const value = typeof supplier === 'function' ? await supplier(request) : supplier;
  if (typeof value !== 'string' || value === '') throw new Error('empty key');
  registerSecret(value);
  // What would be sent is what an echo would carry: refuse a key a header would alter.
  if (!isCleanKey(value)) throw new Error('key with surrounding whitespace or a control character');
  return value;
}
