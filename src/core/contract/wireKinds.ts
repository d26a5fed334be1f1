// The zod schemas every client bundle ships (the envelope and each
// operation's Data) check kinds only, so they are built from zod's core
// classes (`zod/v4/core`, what zod/mini itself is made of) rather than from
// zod/mini: zod/mini's wrappers add parse, encode, check and clone methods to
// every schema, and its safeParse builds a real `Error` subclass, none of
// which the client uses. Measured (issue 11; esbuild, minified, gzip -9): the
// envelope + upload Data + boolean cost 4,757 B with zod/mini, 3,999 B with
// the core classes and core.safeParse, 3,763 B with safeParse over a plain
// issue holder; reading the schema's runner directly (wireIssue below) took
// 0.14 kB gzip more off each bundle, and one kind class ($WireKind below) for
// the three of $ZodString, $ZodNumber and $ZodBoolean 0.21 kB more (issue 11,
// round four), and one object class ($WireObject below) in place of
// $ZodObject 1.1 kB more (round five). What zod does for them is what zod
// does for each of its own schemas: `$constructor` (the class, its traits and
// `instanceof`), `$ZodType` (the runner, checks, issue contexts).
// They stay zod schemas: zod/mini's `z.safeParse` and the proxy and fake
// accept them as they are. The request schemas (./requestSchemas) use
// zod/mini: only the proxy and the fake ship them.
import {
  $constructor,
  $ZodType,
  type $InferObjectInput,
  type $InferObjectOutput,
  type $loose,
  type $ZodShape,
  type $ZodTypeDef,
  type ParsePayload,
} from 'zod/v4/core';

/**
 * The kind schemas' class, made as zod makes its own (`$constructor`, on
 * `$ZodType`): `typeof` the value, or zod's `invalid_type` issue naming the
 * kind. One class for the three kinds, and nothing the wire cannot use:
 * $ZodString, $ZodNumber and $ZodBoolean each add coercion, a pattern for
 * JSON Schema, and (numbers) refusing NaN and Infinity, which JSON cannot
 * carry (every value checked here comes from JSON.parse).
 */
const $WireKind = /* @__PURE__ */ $constructor('$WireKind', (inst: $ZodType, def: $ZodType['_zod']['def']) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => {
    if (typeof payload.value !== def.type) {
      payload.issues.push({ code: 'invalid_type', expected: def.type as 'string', input: payload.value, inst });
    }
    return payload;
  };
});

/** Text, of any length (what the wire sends as a string). */
export const wireString = /* @__PURE__ */ new $WireKind({ type: 'string' }) as $ZodType<string, string>;

/** A number, any number (the envelope's Code). */
export const wireNumber = /* @__PURE__ */ new $WireKind({ type: 'number' }) as $ZodType<number, number>;

/** true or false. */
export const wireBoolean = /* @__PURE__ */ new $WireKind({ type: 'boolean' }) as $ZodType<boolean, boolean>;

/**
 * The object schemas' class, made as {@link $WireKind} is: an object (not
 * null, not an array) whose named fields each pass their own schema, any
 * other field allowed. Each field's issues come out as zod's object gives
 * them, the field's name first in `path`, so zod/mini's `z.safeParse` and
 * `wireIssue` read them alike. What `$ZodObject` adds is left out: the parsed
 * copy (the client reads the checked value as sent, see {@link wireIssue}),
 * optional and async fields, catchall modes and its JSON Schema and
 * property-key metadata, none of which a wire shape here uses. Measured
 * (issue 11, round five; size-limit, gzip): -1.1 kB in each bundle.
 */
const $WireObject = /* @__PURE__ */ $constructor('$WireObject', (inst: $ZodType, def: WireObjectDef) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, ctx) => {
    const { value } = payload;
    if (typeof value !== 'object' || !value || Array.isArray(value)) {
      payload.issues.push({ code: 'invalid_type', expected: 'object', input: value, inst });
      return payload;
    }
    for (const key in def.shape) {
      const field = def.shape[key]!._zod.run({ value: (value as Record<string, unknown>)[key], issues: [] }, ctx) as ParsePayload;
      // As zod's own objects do: the field's name goes first in each issue's path.
      for (const issue of field.issues as WireIssue[]) (issue.path ??= []).unshift(key);
      payload.issues.push(...field.issues);
    }
    return payload;
  };
});

interface WireObjectDef extends $ZodTypeDef {
  shape: $ZodShape;
}

/**
 * An object with these fields, any other field allowed. The client reads the
 * checked value itself ({@link wireIssue} gives no parsed copy), so unknown
 * fields pass through as sent (the rule that envelopes with extra fields and
 * newer Versions are accepted).
 */
// Typed as what it is, a zod schema whose output is a loose object of these
// fields (any other field, unknown), and not as a $ZodObject, which it is not.
/* @__NO_SIDE_EFFECTS__ */
export function wireObject<S extends $ZodShape>(shape: S): WireObject<S> {
  return new $WireObject({ type: 'object', shape }) as WireObject<S>;
}

/** A {@link wireObject} schema: its output has the shape's fields, and any other field. */
export type WireObject<S extends $ZodShape> = $ZodType<
  $InferObjectOutput<S, $loose['out']>,
  $InferObjectInput<S, $loose['in']>
>;

/** What {@link wireIssue} gives: zod's raw issue (`path` only when nested). */
export interface WireIssue {
  path?: PropertyKey[];
  expected?: string;
}

/**
 * The first issue zod finds in `value` against `schema` (it becomes a
 * ResponseShapeError in client/issueError), or `undefined` when `value`
 * matches: then `value` is the checked data, as sent. The shipped schemas
 * check kinds only (no default, no transform), so zod's parsed copy would
 * equal it, less any unknown field. Runs the schema's own runner
 * (`_zod.run`, what zod's parse functions call) and reads its issues raw:
 * safeParse would add the finalised copies of the issues and their holder,
 * which the client does not read. Synchronous: no shipped schema has an async
 * check.
 */
export function wireIssue(schema: $ZodType, value: unknown): WireIssue | undefined {
  return (schema._zod.run({ value, issues: [] }, {}) as ParsePayload).issues[0];
}
