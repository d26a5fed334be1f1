import * as z from 'zod/mini';

/**
 * §2.1 — the envelope every operation answers with. Loose: unknown extra
 * fields and any `Version` string are accepted (newer servers still work).
 * `Data` is not in the shape: it passes through as any unknown field does,
 * and each operation checks it with its own schema (naming it in the shape,
 * as `z.optional(z.unknown())`, costs 264 B gzip for no check).
 */
export const envelopeSchema = z.looseObject({
  Version: z.string(),
  Success: z.boolean(),
  Code: z.number(),
  Message: z.string(),
});
/** The envelope as parsed; `Data` is the operation's payload (object, array or boolean, §2.1). */
export type Envelope = z.infer<typeof envelopeSchema> & { Data?: unknown };
