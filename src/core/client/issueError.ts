import type { WireIssue } from '../contract/wireKinds';
import { ResponseShapeError } from '../errors/ResponseShapeError';


/**
 * The {@link ResponseShapeError} for the first issue zod found in `root`
 * (the body, or `Data` under `prefix`): it names the field, such as
 * `Data.FileStoreId` (`(body)` for the body itself), and says shortly what
 * was wrong. Never quotes the value (it may be a secret URL). The shipped
 * schemas (the envelope and each operation's Data) are flat objects of
 * kinds, or a kind, so every issue is zod's `invalid_type`: a path of at
 * most one key, under an object, and the kind it expected; requests are
 * checked by hand (contract/fieldChecks).
 */
export function issueError(operation: string, prefix: string, issue: WireIssue, root: unknown): ResponseShapeError {
  const path = issue.path ?? [];
  let value = root;
  for (const key of path) value = (value as Record<PropertyKey, unknown>)[key];
  return new ResponseShapeError(
    operation,
    [prefix, ...path].filter((part) => part !== '').join('.') || '(body)',
    value === undefined ? 'is missing' : value === null ? 'is null' : `should be of type ${issue.expected}`,
  );
}
