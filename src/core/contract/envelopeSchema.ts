import * as z from 'zod/mini';
import { fieldRule, ofType, text } from './fieldRule';

/**
 * The envelope every operation answers with (docs/SERVICE.md §2.1). `Data` is the operation's payload (an object, an
 * array or a boolean); any other field the server adds is allowed and ignored.
 */
export interface Envelope {
  /** The interface version, as text. */
  Version: string;
  /** Whether the operation succeeded: `true` with `Code` 200. */
  Success: boolean;
  /** 200 on success; otherwise the business failure's code. */
  Code: number;
  /** `''` on success; otherwise the business failure's detail. */
  Message: string;
  /** The operation's payload. */
  Data?: unknown;
  /** Fields the contract does not name: allowed, and ignored. */
  [field: string]: unknown;
}

/**
 * docs/SERVICE.md §2.1: the envelope's four fields. A field it does not name is allowed (so a newer server still works)
 * and left out of the result; `Data` is read from the answer and checked by the operation's own schema.
 */
export const envelopeSchema = z.object({
  Version: fieldRule<string>(text()),
  Success: fieldRule<boolean>(ofType('boolean')),
  Code: fieldRule<number>(ofType('number')),
  Message: fieldRule<string>(text()),
}) satisfies z.ZodMiniType<Envelope>;
