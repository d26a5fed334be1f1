import * as z from 'zod/mini';
import type { BaseOption, KeyOption } from '../contract/keyHeaders';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { ChatbotClientOptions, ChatbotPaths, RequestOptions } from '../types';
import { NetworkError } from '../errors/NetworkError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { TRANSPORT_ERROR_BODY_LIMIT, TransportError } from '../errors/TransportError';
import { abortError, isAbortError, raceAbort, throwIfAborted } from '../errors/abortError';
import { describeIssue } from './describeIssue';
import { joinUrl } from './joinUrl';
import { parseEnvelope, type ParsedEnvelope } from './parseEnvelope';
import { parseRetryAfter } from './parseRetryAfter';
import { readKey } from './readKey';

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

/** Calls one JSON operation, given its row, with the caller's camelCase fields. */
export type OperationCaller = <Data extends z.ZodMiniType>(
  row: OperationRow<Data>,
  input: object | null | undefined,
  call: RequestOptions,
) => Promise<ParsedEnvelope<z.output<Data>>>;

/**
 * The one way the client calls a JSON operation, everything read from its row
 * of the contract table, handed in by the operation's own module (so a
 * bundle holds only the rows and schemas of the methods it uses): the
 * caller's fields → the wire body, checked with the row's request schema
 * before any network call (InvalidInputError names the caller's field);
 * Content-Type plus the row's key header (docs/SERVICE.md §5); the POST to
 * its base + path; the envelope checked with its Data schema. The `paths` option is read once, here, when
 * the client is made.
 */
export function createOperationCaller(options: ChatbotClientOptions, getFetch: () => typeof fetch): OperationCaller {
  const bases = { baseUrl: options.baseUrl, appUrl: options.appUrl ?? options.baseUrl };
  const paths: Partial<ChatbotPaths> = { ...options.paths };
  return async (row, input, { signal }) => {
    const { wireName } = row;
    const source = (input ?? {}) as Record<string, unknown>;
    const wire: Record<string, unknown> = {};
    const callerNames: Record<string, string> = {};
    // Fields the caller left out (undefined) stay out; unknown fields are dropped.
    for (const [callerName, wireField] of Object.entries(row.fields)) {
      callerNames[wireField] = callerName;
      if (source[callerName] !== undefined) wire[wireField] = source[callerName];
    }
    const body = z.safeParse(row.request, wire);
    if (!body.success) {
      const { path, problem } = describeIssue(body.error.issues[0]!, wire);
      const field = String(path[0] ?? '(body)');
      throw new InvalidInputError(wireName, callerNames[field] ?? field, problem);
    }
    throwIfAborted(signal);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // No key configured (proxy mode): the header is simply not sent.
    const key = await readKey(options[row.key], wireName, row.key);
    if (key !== undefined) headers[row.header] = key;
    throwIfAborted(signal);
    // The answer is read in this order: fetch rejects with a TypeError
    // → NetworkError; status 0 (an opaque or failed response: no status to
    // report) → NetworkError; non-2xx → TransportError (docs/SERVICE.md §7
    // rule 1) with the start of its body, never in the message; body not JSON → ResponseShapeError on
    // `(body)`; then the envelope (parseEnvelope). An abort at any point ends
    // as an AbortError.
    let text: string;
    try {
      const response = await raceAbort(
        getFetch().call(globalThis, joinUrl(bases[row.base], paths[row.name] ?? row.path), {
          method: 'POST',
          headers,
          body: JSON.stringify(body.data),
          signal,
        }),
        signal,
      );
      const { status } = response;
      if (!status) throw new NetworkError(wireName);
      if (status < 200 || status > 299) {
        const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
        throw new TransportError(wireName, status, { retryAfterSeconds, body: await raceAbort(readStart(response), signal) });
      }
      text = await raceAbort(response.text(), signal);
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
 * The first characters of an error status's body, for the TransportError:
 * it reads only as many bytes as the error keeps (a huge error page is never
 * read whole), then frees the connection. A body that fails to read is `''`.
 */
async function readStart(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  try {
    // Until it holds more than the error keeps, so the error can mark a longer body.
    while (text.length <= TRANSPORT_ERROR_BODY_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      text += decoder.decode(value, { stream: true });
    }
    return text;
  } catch {
    return text;
  } finally {
    void reader.cancel().catch(() => {});
  }
}
