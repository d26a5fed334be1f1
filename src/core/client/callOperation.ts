import type * as z from 'zod/mini';
import { callerFieldNames, JSON_OPERATIONS, resolvePaths, toWireBody, type JsonOperationName } from '../contract/operations';
import type { ChatbotClientOptions, RequestOptions } from '../types';
import { throwIfAborted } from './abortError';
import { joinUrl } from './joinUrl';
import { parseEnvelope, type ParsedEnvelope } from './parseEnvelope';
import { readKey } from './readKey';
import { requestJson } from './requestJson';
import { validateRequest } from './validateRequest';

/** The checked Data of an operation, as its row in the contract table types it. */
type DataOf<N extends JsonOperationName> = z.infer<(typeof JSON_OPERATIONS)[N]['data']>;

/** Calls one JSON operation by name with the caller's camelCase fields. */
type OperationCaller = <N extends JsonOperationName>(
  name: N,
  input: object | null | undefined,
  call: RequestOptions,
) => Promise<ParsedEnvelope<DataOf<N>>>;

/**
 * The one way the client calls a JSON operation, everything read from its row
 * of the contract table: the caller's fields → the wire body, checked before
 * any network call (InvalidInputError names the caller's field); Content-Type
 * plus the operation's key header (SERVICE.md §5); the POST to its base +
 * path; the envelope checked with its Data schema. Paths are resolved once,
 * here, when the client is made.
 */
export function createOperationCaller(options: ChatbotClientOptions, getFetch: () => typeof fetch): OperationCaller {
  const bases = { baseUrl: options.baseUrl, appUrl: options.appUrl ?? options.baseUrl };
  const paths = resolvePaths(options.paths);
  return async (name, input, call) => {
    const op = JSON_OPERATIONS[name];
    const body = validateRequest(op.wireName, op.request, toWireBody(name, input), callerFieldNames(name));
    throwIfAborted(call.signal);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // No key configured (proxy mode): the header is simply not sent.
    const key = await readKey(options[op.key], op.wireName, op.key);
    if (key !== undefined) headers[op.header] = key;
    const json = await requestJson({
      operation: op.wireName,
      fetch: getFetch(),
      url: joinUrl(bases[op.base], paths[name]),
      headers,
      body,
      signal: call.signal,
    });
    return parseEnvelope(op.wireName, json, op.data) as ParsedEnvelope<DataOf<typeof name>>;
  };
}
