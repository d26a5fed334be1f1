import type { $ZodType, output } from 'zod/v4/core';
import { checkBody, type BodyChecks } from '../contract/fieldChecks';
import type { BaseOption, KeyOption } from '../contract/keyHeaders';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { ChatbotClientOptions, ChatbotPaths, RequestOptions } from '../types';
import { throwIfAborted } from './abortError';
import { joinUrl } from './joinUrl';
import { parseEnvelope, type ParsedEnvelope } from './parseEnvelope';
import { readKey } from './readKey';
import { requestJson } from './requestJson';

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
  return async (row, input, call) => {
    const source = (input ?? {}) as Record<string, unknown>;
    const wire: Record<string, unknown> = {};
    const callerNames: Record<string, string> = {};
    // Fields the caller left out (undefined) stay out; unknown fields are dropped.
    for (const [callerName, wireName] of Object.entries(row.fields)) {
      callerNames[wireName] = callerName;
      if (source[callerName] !== undefined) wire[wireName] = source[callerName];
    }
    const problem = checkBody(row.checks, wire);
    if (problem) throw new InvalidInputError(row.wireName, callerNames[problem[0]] ?? problem[0], problem[1]);
    throwIfAborted(call.signal);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // No key configured (proxy mode): the header is simply not sent.
    const key = await readKey(options[row.key], row.wireName, row.key);
    if (key !== undefined) headers[row.header] = key;
    const json = await requestJson({
      operation: row.wireName,
      fetch: getFetch(),
      url: joinUrl(bases[row.base], paths[row.name] ?? row.path),
      headers,
      body: wire,
      signal: call.signal,
    });
    return parseEnvelope(row.wireName, json, row.data);
  };
}
