import type * as z from 'zod/mini';

/** Where a zod issue points (keys from the parsed value's root) and what is wrong there, in a few words. */
export interface IssueDescription {
  path: PropertyKey[];
  problem: string;
}

/**
 * A zod issue in the words the client's errors use, for the request checks
 * (`InvalidInputError`) and the answer checks (`ResponseShapeError`) alike:
 * "is missing", "is null", "is empty", "should be of type string", "should be
 * an integer", "should be one of …", "is longer than 1024 characters", "is
 * smaller than 1". Never quotes the value, which may be a secret URL. zod does
 * not keep the value in its issues, so it is read from `root` along the path.
 */
export function describeIssue(issue: z.core.$ZodIssue, root: unknown): IssueDescription {
  const { path } = issue;
  let value = root;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
  return { path, problem: problemOf(issue, value) };
}

function problemOf(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is missing';
      if (value === null) return 'is null';
      return issue.expected === 'int' ? 'should be an integer' : `should be of type ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? 'is empty' : `is shorter than ${issue.minimum} characters`;
      return `is smaller than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${issue.maximum} characters`;
      return `is larger than ${issue.maximum}`;
    case 'invalid_value':
      return `should be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}
