import { ResponseShapeError } from '../errors/ResponseShapeError';

/** The parts of a zod issue this module reads (zod's core has no English messages by default). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  expected?: string;
}

/**
 * The {@link ResponseShapeError} for the first issue zod found in `root`
 * (the body, or `Data` under `prefix`): it names the field, such as
 * `Data.FileStoreId`, and says shortly what was wrong. Never quotes the value
 * (it may be a secret URL). The shipped schemas (the envelope and each
 * operation's Data) are objects of kinds, with no arrays, so a path is a few
 * keys and a kind is all there is to describe; requests are checked by hand
 * (contract/fieldChecks).
 */
export function issueError(operation: string, prefix: string, issue: IssueLike | undefined, root: unknown): ResponseShapeError {
  const path = issue?.path ?? [];
  let value = root;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return new ResponseShapeError(
    operation,
    [prefix, ...path].filter((part) => part !== '').join('.'),
    issue?.code !== 'invalid_type' ? 'does not match the contract' : value === undefined ? 'is missing' : `should be of type ${issue.expected ?? 'unknown'}`,
  );
}
