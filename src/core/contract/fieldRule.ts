import * as z from 'zod/mini';

/** What is wrong with a field's value, in the words the client's errors use; `undefined` when nothing is. */
export type Problem = (value: unknown) => string | undefined;

/**
 * One field of a request or an answer as one zod check whose message is its problem. Every schema of the contract is a
 * `z.object` or `z.looseObject` of these (in `z.optional` where it may be left out), so a bundle carries one kind of
 * zod check, not one per rule. A missing or null value is named by `describeIssue` (`is missing`, `is null`), never
 * quoted.
 */
export function fieldRule<T>(problem: Problem): z.ZodMiniCustom<T, T> {
  return z.custom<T>((value) => !problem(value), { error: (issue) => problem(issue.input) });
}

/** Text of `min` (0 or 1) to `max` characters. */
export const text =
  (min = 0, max = Infinity): Problem =>
  (value) =>
    typeof value !== 'string'
      ? 'should be of type string'
      : value.length < min
        ? 'is empty'
        : value.length > max
          ? `is longer than ${max} characters`
          : undefined;

/** A value of one JSON kind. */
export const ofType =
  (type: 'boolean' | 'number'): Problem =>
  (value) =>
    typeof value === type ? undefined : `should be of type ${type}`;

/** An integer from `min` to `max`. */
export const integer =
  (min: number, max = Infinity): Problem =>
  (value) =>
    typeof value !== 'number' || !Number.isFinite(value)
      ? 'should be of type number'
      : !Number.isInteger(value)
        ? 'should be an integer'
        : value < min
          ? `is smaller than ${min}`
          : value > max
            ? `is larger than ${max}`
            : undefined;
