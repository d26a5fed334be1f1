/** The parts of a zod issue this module reads (zod/mini has no English messages by default). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  expected?: string;
}

/** Dotted path of an issue under `prefix`: `Data` + `['FileStoreId']` → `Data.FileStoreId`. */
export function issuePath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(body)' : out;
}

/** Reads the value at `path` (to tell "missing" from "wrong kind"). */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * A short English description of what was wrong. Never quotes the value (it
 * may be a secret URL). The shipped schemas (the envelope and the Data of
 * each operation) only check kinds, so a kind is all there is to describe;
 * requests are checked by hand (contract/fieldChecks).
 */
export function describeIssue(issue: IssueLike, root: unknown): string {
  if (issue.code !== 'invalid_type') return 'does not match the contract';
  return valueAt(root, issue.path) === undefined ? 'is missing' : `should be of type ${issue.expected ?? 'unknown'}`;
}
