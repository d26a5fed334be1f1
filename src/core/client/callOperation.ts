import * as z from 'zod/mini';
import { envelopeSchema, type Envelope } from '../contract/envelopeSchema';
import type { BaseOption, KeyOption } from '../contract/keyHeaders';
import { BusinessError } from '../errors/BusinessError';
import { InvalidInputError } from '../errors/InvalidInputError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { TransportError } from '../errors/TransportError';
import { abortError, isAbortError, raceAbort, throwIfAborted } from '../errors/abortError';
import { registerSecret } from '../redact';
import type { ChatbotClientOptions, ChatbotPaths, KeySupplier, RequestOptions } from '../types';
import type { Send } from './createClientBase';
import { describeIssue } from './describeIssue';
import { parseRetryAfter } from './parseRetryAfter';

/** What the client reads of a contract-table row (core/contract/operations). */
interface OperationRow<Data extends z.ZodMiniType = z.ZodMiniType> {
  readonly name: keyof ChatbotPaths;
  readonly wireName: string;
  readonly path: string;
  readonly base: BaseOption;
  readonly key: KeyOption;
  readonly header: string;
  /** The request body's schema, by wire name (the one the proxy and the fake check with). */
  readonly request: z.ZodMiniType;
  readonly data: Data;
  /** The caller's camelCase names → the wire names. */
  readonly fields: Readonly<Record<string, string>>;
}

/** A successful envelope's checked Data and its Version. */
interface ParsedEnvelope<T> {
  data: T;
  version: string;
}

/** Calls one JSON operation, given its row, with the caller's camelCase fields. */
export type OperationCaller = <Data extends z.ZodMiniType>(
  row: OperationRow<Data>, input: object | null | undefined, call: RequestOptions,
) => Promise<ParsedEnvelope<z.output<Data>>>;

/**
 * The one way the client calls a JSON operation, everything read from its row of the contract table, which the
 * operation's own module hands in (a bundle holds only the rows it uses): the caller's fields → the wire body, checked
 * with the row's request schema before any network call (InvalidInputError names the caller's field); Content-Type plus
 * the row's key header (docs/SERVICE.md §5); the POST to base + path; the answer read in this order: fetch's TypeError
 * (no answer, or a body that does not arrive) or status 0 → NetworkError; non-2xx → TransportError (§7 rule 1) with the
 * start of its body; not JSON → ResponseShapeError on `(body)`; then the envelope. An abort at any point ends as an
 * AbortError.
 */
export function createOperationCaller(options: ChatbotClientOptions, send: Send): OperationCaller {
  return async (row, input, { signal }) => {
    const { wireName, fields } = row;
    const source = (input ?? {}) as Record<string, unknown>;
    const wire: Record<string, unknown> = {};
    // Fields the caller left out (undefined) stay out; unknown fields are dropped.
    for (const [callerName, wireField] of Object.entries(fields)) if (source[callerName] !== undefined) wire[wireField] = source[callerName];
    const body = z.safeParse(row.request, wire);
    if (!body.success) {
      const { path, problem } = describeIssue(body.error.issues[0]!, wire);
      const field = String(path[0] ?? '(body)');
      throw new InvalidInputError(wireName, Object.keys(fields).find((callerName) => fields[callerName] === field) ?? field, problem);
    }
    throwIfAborted(signal);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // No key configured (proxy mode): the header is not sent.
    const key = await readKey(options[row.key], wireName, row.key);
    if (key !== undefined) headers[row.header] = key;
    throwIfAborted(signal);
    // Plain joining, not `new URL`, so a relative base (`/api/chatbot`, proxy mode) works; appUrl defaults to baseUrl.
    const path = options.paths?.[row.name] ?? row.path;
    const url = (options[row.base] ?? options.baseUrl).replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
    let text: string;
    try {
      const response = await raceAbort(send(url, { method: 'POST', headers, body: JSON.stringify(body.data), signal }), signal);
      const { status } = response;
      if (!status) throw new NetworkError(wireName);
      text = await raceAbort(response.text(), signal);
      if (status < 200 || status > 299) {
        throw new TransportError(wireName, status, { retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')), body: text });
      }
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw abortError();
      if (error instanceof TypeError) throw new NetworkError(wireName, { cause: error });
      throw error;
    }
    throwIfAborted(signal);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ResponseShapeError(wireName, '(body)', 'is not JSON');
    }
    return parseEnvelope(wireName, json, row.data);
  };
}

/**
 * A key for one request, read on every request so a rotated key takes effect at once, and registered with `redact` so
 * no error can show it. `undefined` when none is configured (proxy mode).
 */
async function readKey(supplier: KeySupplier | undefined, operation: string, name: KeyOption): Promise<string | undefined> {
  const value: unknown = typeof supplier === 'function' ? await supplier() : supplier;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(operation, name, 'must be a string (or a function returning one)');
  registerSecret(value);
  // `new Headers()` would throw a TypeError that quotes the value: refuse it first.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]|[^\u0000-\u00ff]/.test(value)) throw new InvalidInputError(operation, name, 'contains characters that are not allowed in an HTTP header');
  return value;
}

/**
 * The envelope every operation shares (docs/SERVICE.md §2.1, §7): its four fields (extra fields and any Version text
 * accepted) → else ResponseShapeError; `Success === true` and `Code === 200`, whatever the HTTP status said → else
 * BusinessError; `Data` by the operation's schema → else ResponseShapeError naming the field, such as
 * `Data.FileStoreId`.
 */
function parseEnvelope<S extends z.ZodMiniType>(operation: string, json: unknown, dataSchema: S): ParsedEnvelope<z.output<S>> {
  const shapeError = (prefix: PropertyKey[], error: z.core.$ZodError, root: unknown) => {
    const { path, problem } = describeIssue(error.issues[0]!, root);
    return new ResponseShapeError(operation, [...prefix, ...path].join('.') || '(body)', problem);
  };
  const envelope = z.safeParse(envelopeSchema, json);
  if (!envelope.success) throw shapeError([], envelope.error, json);
  const { Success, Code, Message, Version } = envelope.data;
  const { Data } = json as Envelope;
  if (Success !== true || Code !== 200) throw new BusinessError(operation, { code: Code, message: Message, version: Version });
  const data = z.safeParse(dataSchema, Data);
  if (!data.success) throw shapeError(['Data'], data.error, Data);
  return { data: data.data, version: Version };
}
