import type * as z from 'zod/mini';
import { InvalidInputError } from '../errors/InvalidInputError';
import { describeIssue, issuePath, type IssueLike } from './formatIssue';

/**
 * Checks a request body against its schema before any network call (issue 2)
 * and returns the parsed body. `fieldNames` maps wire names back to the names
 * the caller used (`fileStoreID` → `fileStoreId`).
 * @throws {InvalidInputError} naming the first bad field.
 */
export function validateRequest<S extends z.ZodMiniType>(
  operation: string,
  schema: S,
  body: unknown,
  fieldNames: Record<string, string> = {},
): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data as z.infer<S>;
  const issue = result.error.issues[0] as IssueLike | undefined;
  const path = (issue?.path ?? []).map((part) => (typeof part === 'string' ? (fieldNames[part] ?? part) : part));
  throw new InvalidInputError(
    operation,
    issuePath('', path),
    issue ? describeIssue(issue, body) : 'is invalid',
  );
}
