import type { $ZodType, output } from 'zod/v4/core';
import { checkBody, type BodyChecks } from '../contract/fieldChecks';
import type { BaseOption, KeyOption } from '../contract/keyHeaders';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { ChatbotClientOptions, ChatbotPaths, RequestOptions } from '../types';
import { NetworkError } from '../errors/NetworkError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { TransportError } from '../errors/TransportError';
import { abortError, isAbortError, raceAbort, throwIfAborted } from '../errors/abortError';
import { joinUrl } from './joinUrl';
import { parseEnvelope, type ParsedEnvelope } from './parseEnvelope';
import { parseRetryAfter } from './parseRetryAfter';
import { readKey } from './readKey';

/** What the client reads of a contract-table row (core/contract/operations). */
interface OperationRow<Data extends $ZodType = $ZodType> {
  readonly name: keyof ChatbotPaths;
  readonly wireName: string;
  readonly path: string;
  readonly base: BaseOption;
  readonly key: KeyOption;
  readonly header: string;
  /** The request checks, by wire name (see contract/fieldChecks). */
  readonly checks: BodyChecks;
  readonly data: Data;
  /** The caller's camelCase names → the wire names. */
  readonly fields: Readonly<Record<string, string>>;
}

/** Calls one JSON operation, given its row, with the caller's camelCase fields. */
export type OperationCaller = <Data extends $ZodType>(
  row: OperationRow<Data>,
  input: object | null | undefined,
  call: RequestOptions,
) => Promise<ParsedEnvelope<output<Data>>>;

/**
 * The one way the client calls a JSON operation, everything read from its row
 * of the contract table, handed in by the operation's own module (so a
 * bundle holds only the rows and schemas of the methods it uses): the
 * caller's fields → the wire body, checked before any network call
 * (InvalidInputError names the caller's field); Content-Type plus the row's
 * key header (SERVICE.md §5); the POST to its base + path; the envelope
 * checked with its Data schema. The `paths` option is read once, here, when
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
    const problem = checkBody(row.checks, wire);
    if (problem) throw new InvalidInputError(wireName, callerNames[problem[0]] ?? problem[0], problem[1]);
    throwIfAborted(signal);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // No key configured (proxy mode): the header is simply not sent.
    const key = await readKey(options[row.key], wireName, row.key);
    if (key !== undefined) headers[row.header] = key;
    throwIfAborted(signal);
    // The checks issue 2 fixes, in its order: fetch rejects with a TypeError
    // → NetworkError; status 0 (an opaque or failed response: no status to
    // report) → NetworkError; non-2xx → TransportError (SERVICE.md §7 rule 1,
    // body discarded, never quoted); body not JSON → ResponseShapeError on
    // `(body)`; then the envelope (parseEnvelope). An abort at any point ends
    // as an AbortError.
    let text: string;
    try {
      const response = await raceAbort(
        getFetch().call(globalThis, joinUrl(bases[row.base], paths[row.name] ?? row.path), {
          method: 'POST',
          headers,
          body: JSON.stringify(wire),
          signal,
        }),
        signal,
      );
      const { status } = response;
      if (!status) throw new NetworkError(wireName);
      if (status < 200 || status > 299) {
        discardBody(response);
        throw new TransportError(wireName, status, { retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')) });
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

/** Frees the connection without reading an error page we will not show. */
function discardBody(response: Response): void {
  try {
    void response.body?.cancel().catch(() => {});
  } catch {
    // A locked or already-used body: nothing to free.
  }
}
