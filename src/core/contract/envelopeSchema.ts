import type { output } from 'zod/v4/core';
import { wireBoolean, wireNumber, wireObject, wireString } from './wireKinds';

/**
 * §2.1 — the envelope every operation answers with. Loose: unknown extra
 * fields and any `Version` string are accepted (newer servers still work).
 * `Data` is not in the shape: it passes through as any unknown field does,
 * and each operation checks it with its own schema (naming it in the shape,
 * as `z.optional(z.unknown())`, costs 264 B gzip for no check). Built from
 * zod's core classes (see ./wireKinds).
 */
export const envelopeSchema = /* @__PURE__ */ wireObject({
  Version: wireString,
  Success: wireBoolean,
  Code: wireNumber,
  Message: wireString,
});
/** The envelope as parsed; `Data` is the operation's payload (object, array or boolean, §2.1). */
export type Envelope = output<typeof envelopeSchema> & { Data?: unknown };
