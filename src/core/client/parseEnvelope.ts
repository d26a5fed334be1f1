import type { $ZodType, output } from 'zod/v4/core';
import { BusinessError } from '../errors/BusinessError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { envelopeSchema, type Envelope } from '../contract/envelopeSchema';
import { parseWire } from '../contract/wireKinds';
import { issueError, type IssueLike } from './issueError';

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
  const envelope = parseWire(envelopeSchema, json);
  if (!envelope.success) {
    const issue = envelope.error.issues[0] as IssueLike | undefined;
    // An issue with no path is about the body itself: not an object.
    throw issue?.path.length
      ? issueError(operation, '', issue, json)
      : new ResponseShapeError(operation, '(body)', 'is not an envelope object');
  }
  const { Success, Code, Message, Version, Data } = envelope.data as Envelope;
  if (Success !== true || Code !== 200) {
    throw new BusinessError(operation, { code: Code, message: Message, version: Version });
  }
  const data = parseWire(dataSchema, Data);
  if (!data.success) {
    throw Data === undefined || Data === null
      ? new ResponseShapeError(operation, 'Data', `is ${Data === null ? 'null' : 'missing'}`)
      : issueError(operation, 'Data', data.error.issues[0] as IssueLike | undefined, Data);
  }
  return { data: data.data, version: Version };
}
