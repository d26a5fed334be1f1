// The client's request checks (issue 2: refuse before any network call,
// naming the field), written by hand rather than with the table's zod
// request schemas: the rules are a few lines each, and zod's checks, enum,
// int and optional cost about 2 kB gzip in every client bundle (issue 11, see
// ../schemas.ts). The zod request schemas stay in the contract table for the
// proxy and the fake; test/contract/requestChecks.test.ts holds both to the
// same answers.

/** What is wrong with one wire field's value (`undefined`: left out), or `undefined` when nothing is. */
export type FieldCheck = (value: unknown) => string | undefined;

/** The checks of one operation's request body, by wire field name. */
export type BodyChecks = Readonly<Record<string, FieldCheck>>;

const NOT_TEXT = 'should be of type string';

/** Text that must be there, non-empty, and at most `maxLength` characters long. */
export const requiredText =
  (maxLength = Infinity): FieldCheck =>
  (value) =>
    value === undefined
      ? 'is missing'
      : typeof value !== 'string'
        ? NOT_TEXT
        : value === ''
          ? 'is empty'
          : value.length > maxLength
            ? `is longer than ${maxLength} characters`
            : undefined;

/** Text, or left out. */
export const optionalText: FieldCheck = (value) => (value === undefined || typeof value === 'string' ? undefined : NOT_TEXT);

/** One of `values`, or left out. */
export const optionalOneOf =
  (values: readonly string[]): FieldCheck =>
  (value) =>
    value === undefined || values.includes(value as string) ? undefined : `should be one of ${values.map((v) => `"${v}"`).join(', ')}`;

/** An integer from `min` to `max`, or left out. */
export const optionalInt =
  (min: number, max = Infinity): FieldCheck =>
  (value) =>
    value === undefined
      ? undefined
      : !Number.isInteger(value)
        ? 'should be an integer'
        : (value as number) < min
          ? `is smaller than ${min}`
          : (value as number) > max
            ? `is larger than ${max}`
            : undefined;

/** The first field of `body` that fails its check, with what is wrong, in the order of `checks`. */
export function checkBody(checks: BodyChecks, body: Record<string, unknown>): [field: string, problem: string] | undefined {
  for (const field in checks) {
    const problem = checks[field]!(body[field]);
    if (problem) return [field, problem];
  }
  return undefined;
}
