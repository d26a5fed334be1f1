import type * as z from 'zod/mini';

/**
 * A zod issue in the words the client's errors use, for the request checks (`InvalidInputError`) and the answer checks
 * (`ResponseShapeError`) alike: "is missing", "is null", "should be of type object", or the field rule's own problem
 * (`fieldRule`). Never quotes the value, which may be a secret URL: zod does not keep it in its issues, so it is read
 * from `root` along the path.
 */
export function describeIssue(issue: z.core.$ZodIssue, root: unknown): { path: PropertyKey[]; problem: string } {
  const { path } = issue;
  let value = root;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
  const problem =
    value === undefined ? 'is missing' : value === null ? 'is null' : issue.code === 'invalid_type' ? `should be of type ${issue.expected}` : issue.message;
  return { path, problem };
}
