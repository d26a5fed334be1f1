/**
 * The types of the wire schemas (SERVICE.md §2, §4), gathered from the
 * modules that define them. Nothing in the client imports this file: each
 * client operation imports its own schema module, so a consumer who never
 * lists real estate ships no listing schema (issue 11).
 * The contract table (core/contract/operations) names each operation's
 * schemas; the proxy and the fake read them from there. Not exported from the
 * package: only their types are public.
 *
 * What zod/mini features cost (issue 11 §2; esbuild, minified ESM, gzip -9,
 * measured 2026-11-24 with zod 4.6.7). Baseline `z.string().safeParse`:
 * 3,066 B. On top of it: z.catch 4,315 · z.pipe + z.transform 1,258 ·
 * z.union 759 · z.url() 634 · z.int() 539 · z.minLength/maxLength 436 ·
 * z.array 431 · z.optional 413 · z.enum 333 · z.prettifyError 219 ·
 * z.number() 73. z.object → z.looseObject: +49 (4,407 → 4,456).
 * Whole sets: the envelope alone 4,990; + the upload schemas 5,471 (with
 * z.url() 6,089); + the listing schemas 7,005 (z.number() instead of
 * z.int() 6,585; VirtualCount with z.catch 10,464).
 * So: no z.catch, z.pipe or z.union in shipped schemas (listing fields are
 * read leniently by normalizeListing instead), `PreUploadUrl` checked by
 * isSafeHttpUrl rather than z.url(). Round two (2026-11-24): shipped schemas
 * check kinds only (z.looseObject, z.string, z.number, z.boolean). Request
 * bodies are checked by hand (contract/fieldChecks) and the zod request
 * schemas (contract/requestSchemas) serve the proxy and the fake only: that
 * dropped z.int, z.enum, z.optional and the length checks from every client
 * bundle, 1.3 kB gzip from createChatbotClient alone; RealEstateList's
 * `List` is checked by the listing method (no z.array / z.nullish).
 * Issues are formatted by our own issueError (client/), not z.prettifyError.
 * Round three (2026-11-25): the shipped schemas are built from zod's core
 * classes (contract/wireKinds) and parsed with core's safeParse over a plain
 * issue holder, not zod/mini's wrappers and $ZodError: envelope + upload
 * Data + boolean 4,757 → 3,763 B alone; about −0.97 kB gzip in each of the
 * three measured bundles. zod/mini stays for the request schemas (proxy, fake).
 * What zod still costs in createChatbotClient: 3,247 B ($ZodType, $ZodObject
 * with its catchall, string, boolean, unknown, safeParse); $ZodNumber (the
 * envelope's Code) is 109 B of it. Round four (issue 11): the client reads
 * the checked value as sent instead of zod's copy, so the objects need no
 * $ZodUnknown catchall to keep unknown fields (-50 B gzip per bundle), and
 * reads zod's raw first issue from the schema's runner, with no safeParse
 * (-0.14 kB gzip per bundle); the three kinds are one zod schema class of
 * ours ($WireKind: `typeof`, zod's invalid_type issue) in place of
 * $ZodString, $ZodNumber and $ZodBoolean (-0.21 kB gzip per bundle).
 * Round five: objects are one class of ours too ($WireObject: each field's
 * own runner, zod's issues with the field first in `path`), in place of
 * $ZodObject and its parsed copy (-1.1 kB gzip per bundle). What zod costs
 * in createChatbotClient now: $ZodType and $constructor (4.8 kB minified).
 */
// Types for the package entries and the fake; the schemas themselves are
// imported from their modules (client) or through the contract table (proxy, fake).
export type { Envelope } from './contract/envelopeSchema';
export type { GetPreUploadUrlRequest, RealEstateListRequest, ReportUploadSuccessRequest } from './contract/requestSchemas';
export type { PreUploadResultWire } from './contract/uploadSchemas';
export { REAL_ESTATE_ITEM_FIELDS, type RealEstateItemWire, type RealEstateListResultWire } from './contract/listingSchemas';
