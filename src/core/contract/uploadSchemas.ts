// The Data schemas of the two upload JSON operations (SERVICE.md §2.2, §4.3),
// the ones the client parses with. The request schemas are in
// ./requestSchemas (the proxy and the fake use them, no client bundle does);
// see ../schemas.ts for what each zod/mini feature costs, and ./wireKinds
// for why these are built from zod's core classes.
import type { output } from 'zod/v4/core';
import { wireBoolean, wireObject, wireString } from './wireKinds';

/**
 * §2.2 — Data of GetPreUploadUrl. Both fields are only required to be text
 * here (zod's length checks cost 0.4 kB gzip in every upload bundle): the
 * client refuses an empty `FileStoreId` itself and checks `PreUploadUrl`
 * with `isSafeHttpUrl` (stricter than `z.url()`, and 0.6 kB lighter), which
 * refuses empty text too.
 */
export const preUploadResultSchema = /* @__PURE__ */ wireObject({
  FileStoreId: wireString,
  PreUploadUrl: wireString,
});
export type PreUploadResultWire = output<typeof preUploadResultSchema>;

/** §4.3 — Data of ReportUploadSuccess: a boolean, true on success. */
export const reportUploadSuccessResultSchema = wireBoolean;
