/** The parts of a zod issue this module reads (zod/mini has no English messages by default). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  expected?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown[];
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

/** A short English description of what was wrong. Never quotes the value (it may be a secret URL). */
export function describeIssue(issue: IssueLike, root: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(root, issue.path);
      if (value === undefined) return 'is missing';
      return `should be ${issue.expected === 'int' ? 'an integer' : `of type ${issue.expected ?? 'unknown'}`}`;
    }
    case 'invalid_format':
      return issue.format === 'url' ? 'is not an http(s) URL' : `is not a valid ${issue.format ?? 'value'}`;
    case 'too_small':
      return issue.minimum === 1 && typeof valueAt(root, issue.path) === 'string'
        ? 'is empty'
        : `is smaller than ${String(issue.minimum)}`;
    case 'too_big':
      return `is larger than ${String(issue.maximum)}`;
    case 'invalid_value':
      return `should be one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return 'does not match the contract';
  }
}
