import type { $ZodType, output } from 'zod/v4/core';
import { BusinessError } from '../errors/BusinessError';
import { envelopeSchema, type Envelope } from '../contract/envelopeSchema';
import { wireIssue } from '../contract/wireKinds';
import { issueError } from './issueError';

/** A successful envelope's checked Data and its Version. */
export interface ParsedEnvelope<T> {
  data: T;
  version: string;
}

/**
 * The one envelope parser every operation shares (SERVICE.md §2.1, §7).
 *
 * 1. The JSON must be the envelope (unknown extra fields and any `Version`
 *    string are accepted, so newer servers still work) → else
 *    {@link ResponseShapeError} naming the envelope field.
 * 2. `Success === true` and `Code === 200` (§7 rules 2–3), whatever the HTTP
 *    status said → else {@link BusinessError}.
 * 3. `Data` must match the operation's schema → else ResponseShapeError
 *    naming the field, such as `Data.FileStoreId`.
 */
export function parseEnvelope<S extends $ZodType>(
  operation: string,
  json: unknown,
  dataSchema: S,
): ParsedEnvelope<output<S>> {
  // The checked values are read as sent, unknown fields included (see wireIssue).
  let issue = wireIssue(envelopeSchema, json);
  if (issue) throw issueError(operation, '', issue, json);
  const { Success, Code, Message, Version, Data } = json as Envelope;
  if (Success !== true || Code !== 200) {
    throw new BusinessError(operation, { code: Code, message: Message, version: Version });
  }
  issue = wireIssue(dataSchema, Data);
  if (issue) throw issueError(operation, 'Data', issue, Data);
  return { data: Data as output<S>, version: Version };
}
