// The zod schemas every client bundle ships (the envelope and each
// operation's Data) check kinds only, so they are built from zod's core
// classes (`zod/v4/core`, what zod/mini itself is made of) rather than from
// zod/mini: zod/mini's wrappers add parse, encode, check and clone methods to
// every schema, and its safeParse builds a real `Error` subclass, none of
// which the client uses. Measured (issue 11; esbuild, minified, gzip -9): the
// envelope + upload Data + boolean cost 4,757 B with zod/mini, 3,999 B with
// the core classes and core.safeParse, 3,763 B with the parse below.
// They stay zod schemas: zod/mini's `z.safeParse` and the proxy and fake
// accept them as they are. The request schemas (./requestSchemas) use
// zod/mini: only the proxy and the fake ship them.
import {
  $ZodBoolean,
  $ZodNumber,
  $ZodObject,
  $ZodString,
  $ZodUnknown,
  _safeParse,
  type $loose,
  type $ZodErrorClass,
  type $ZodIssue,
  type $ZodShape,
  type $ZodType,
  type output,
} from 'zod/v4/core';

/** Text, of any length (what the wire sends as a string). */
export const wireString = /* @__PURE__ */ new $ZodString({ type: 'string' });

/** A number, any number (the envelope's Code). */
export const wireNumber = /* @__PURE__ */ new $ZodNumber({ type: 'number' });

/** true or false. */
export const wireBoolean = /* @__PURE__ */ new $ZodBoolean({ type: 'boolean' });

/**
 * An object with these fields; unknown fields pass through as sent (the rule
 * that envelopes with extra fields and newer Versions are accepted), as
 * zod/mini's `z.looseObject` does.
 */
/* @__NO_SIDE_EFFECTS__ */
export function wireObject<S extends $ZodShape>(shape: S): $ZodObject<S, $loose> {
  return new $ZodObject({ type: 'object', shape, catchall: new $ZodUnknown({ type: 'unknown' }) }) as $ZodObject<S, $loose>;
}

/** The result of {@link parseWire}: the parsed value, or the issues zod found (the first becomes a ResponseShapeError in client/issueError). */
export type WireResult<T> = { success: true; data: T } | { success: false; error: { issues: $ZodIssue[] } };

/**
 * zod's safeParse with a plain holder of the issues in place of zod's
 * `$ZodError` (an `Error` subclass with a lazy message and toString the
 * client never reads: 0.24 kB gzip). The issues are zod's own, finalised as
 * usual: `code`, `path`, `expected`.
 */
const safeParse = /* @__PURE__ */ _safeParse(
  class {
    constructor(readonly issues: $ZodIssue[]) {}
  } as unknown as $ZodErrorClass,
);

/** Parses `value` with `schema`: the data, or the issues zod found. */
export function parseWire<S extends $ZodType>(schema: S, value: unknown): WireResult<output<S>> {
  return safeParse(schema, value) as WireResult<output<S>>;
}
