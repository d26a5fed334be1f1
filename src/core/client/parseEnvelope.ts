import * as z from 'zod/mini';
import { envelopeSchema } from '../contract/envelopeSchema';
import { BusinessError } from '../errors/BusinessError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { describeIssue } from './describeIssue';

/** A successful envelope's checked Data and its Version. */
export interface ParsedEnvelope<T> {
  data: T;
  version: string;
}

/**
 * The one envelope parser every operation shares (docs/SERVICE.md §2.1, §7).
 *
 * 1. The JSON must be the envelope (unknown extra fields and any `Version`
 *    text are accepted, so newer servers still work) → else
 *    {@link ResponseShapeError} naming the envelope field.
 * 2. `Success === true` and `Code === 200` (docs/SERVICE.md §7 rules 2–3),
 *    whatever the HTTP status said → else {@link BusinessError}.
 * 3. `Data` must match the operation's schema → else ResponseShapeError
 *    naming the field, such as `Data.FileStoreId`.
 */
export function parseEnvelope<S extends z.ZodMiniType>(
  operation: string,
  json: unknown,
  dataSchema: S,
): ParsedEnvelope<z.output<S>> {
  const envelope = z.safeParse(envelopeSchema, json);
  if (!envelope.success) throw shapeError(operation, '', envelope.error, json);
  const { Success, Code, Message, Version, Data } = envelope.data;
  if (Success !== true || Code !== 200) {
    throw new BusinessError(operation, { code: Code, message: Message, version: Version });
  }
  const data = z.safeParse(dataSchema, Data);
  if (!data.success) throw shapeError(operation, 'Data', data.error, Data);
  return { data: data.data, version: Version };
}

/**
 * The {@link ResponseShapeError} for zod's first issue in `root` (the body, or
 * `Data` under `prefix`): it names the field, such as `Data.FileStoreId`
 * (`(body)` for the body itself).
 */
function shapeError(operation: string, prefix: string, error: z.core.$ZodError, root: unknown): ResponseShapeError {
  const { path, problem } = describeIssue(error.issues[0]!, root);
  return new ResponseShapeError(operation, [prefix, ...path].filter((part) => part !== '').join('.') || '(body)', problem);
}
