/**
 * The fake's three JSON operations, served from the contract table: the key header, the Content-Type rule and the
 * request schema of each come from its row, so the fake checks exactly what the client sends.
 */
import * as z from 'zod/mini';
import { describeIssue } from '../core/client/describeIssue';
import { JSON_OPERATIONS, LISTING_PAGE_DEFAULTS, REQUEST_SCHEMAS, type JsonOperationName, type KeyOption } from '../core/contract/operations';
import { PRESIGNED_PARAMS } from '../core/contract/presignedUrl';
import { toSaleTypeLabel } from '../core/normalize/saleType';
import type { GetPreUploadUrlRequest, RealEstateListRequest, ReportUploadSuccessRequest } from '../core/schemas';
import { FAKE_CODES, FAKE_MESSAGES } from './fakeCodes';
import { FAKE_STORAGE_PATH, type FakeContext } from './fakeInternals';
import { businessError, ok } from './fakeResponses';
import { fromAmzDate, presignUrl } from './fakeStorage';
import { renderListing } from './seedListings';

/** How the fake refuses a missing or wrong key, per key option (Codes are the fake's choice, docs/SERVICE.md §7). */
const KEY_REFUSALS: Record<KeyOption, { code: number; missing: string; wrong: string }> = {
  secretKey: { code: FAKE_CODES.INVALID_SECRET_KEY, missing: FAKE_MESSAGES.missingSecretKey, wrong: FAKE_MESSAGES.invalidSecretKey },
  sessionKey: { code: FAKE_CODES.INVALID_SESSION_KEY, missing: FAKE_MESSAGES.missingSessionKey, wrong: FAKE_MESSAGES.invalidSessionKey },
};

/** What an answer needs besides the checked body: the URL, and a scripted reportFalse or malformed fault. */
interface JsonAnswerInput {
  url: URL;
  fault: 'reportFalse' | 'malformed' | undefined;
}

type Answer<T> = (ctx: FakeContext, body: T, input: JsonAnswerInput) => Promise<Response> | Response;

/** docs/SERVICE.md §5 and the row's request checks: the checked body, or the refusal. */
async function checkRequest(ctx: FakeContext, name: JsonOperationName, request: Request): Promise<{ body: unknown } | Response> {
  const op = JSON_OPERATIONS[name];
  const refusal = KEY_REFUSALS[op.key];
  const key = request.headers.get(op.header);
  if (!key) return businessError(refusal.code, refusal.missing);
  if (key !== ctx.keys[op.key]) return businessError(refusal.code, refusal.wrong);
  if (op.jsonContentTypeRequired && !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return businessError(FAKE_CODES.INVALID_BODY, FAKE_MESSAGES.contentType);
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return businessError(FAKE_CODES.INVALID_BODY, FAKE_MESSAGES.invalidJson);
  }
  const result = z.safeParse(REQUEST_SCHEMAS[name], body);
  if (result.success) return { body: result.data };
  // The client's words: "fileName is missing", "PageSize is smaller than 1".
  const { path, problem } = describeIssue(result.error.issues[0]!, body);
  return businessError(FAKE_CODES.INVALID_BODY, `${path.map(String).join('.') || 'body'} ${problem}`);
}

const getPreUploadUrl: Answer<GetPreUploadUrlRequest> = async (ctx, { fileName }) => {
  const fileStoreId = ctx.issueFileStoreId();
  const issuedAt = ctx.now();
  const base = ctx.storageUrl().replace(/\/+$/, '');
  const target = new URL(`${base}${FAKE_STORAGE_PATH}${fileStoreId}/${encodeURIComponent(fileName)}`);
  const signed = await presignUrl(target, { signingKey: ctx.signingKey, nowMs: issuedAt, expiresSeconds: ctx.advertisedExpires });
  // X-Amz-Date has whole seconds: the deadline counts from it, as storage checks it.
  const signedAt = fromAmzDate(signed.searchParams.get(PRESIGNED_PARAMS.date)!);
  ctx.state.uploads.set(fileStoreId, { fileName, issuedAt, expiresAt: signedAt + Math.min(ctx.advertisedExpires * 1000, ctx.ttlMs) });
  // docs/SERVICE.md §2.2: FileStoreId (numeric string, docs/UPSTREAM.md) and an absolute PreUploadUrl.
  return ok({ FileStoreId: fileStoreId, PreUploadUrl: signed.toString() });
};

const reportUploadSuccess: Answer<ReportUploadSuccessRequest> = (ctx, { fileStoreID: id }, { fault }) => {
  if (fault === 'reportFalse') return ok(false);
  if (!ctx.state.uploads.has(id)) return businessError(FAKE_CODES.UNKNOWN_FILE, `${FAKE_MESSAGES.unknownFile}: ${id}`);
  // Succeeds only for an id whose bytes arrived; repeating it succeeds again (idempotent).
  if (!ctx.state.objects.has(id)) return businessError(FAKE_CODES.UPLOAD_INCOMPLETE, FAKE_MESSAGES.uploadIncomplete);
  ctx.state.reports.push(id);
  return ok(true);
};

/** What a misbehaving backend might send: not-objects, and an object whose fields have the wrong kinds. */
const MALFORMED_ITEMS = [null, 'not a listing', { ID: 'not-a-number', Price: { amount: 1 }, Images: 42, City: ['Nowhere'], LATITUDE: 'north', ExtensionColumn: '{broken json' }];

const realEstateList: Answer<RealEstateListRequest> = (ctx, body, { url, fault }) => {
  // docs/SERVICE.md §1 and §4.4 rule 3: only traditional chatbots.
  if (body.SerialNumber === ctx.templateSerialNumber) return businessError(FAKE_CODES.TEMPLATE_CHATBOT, FAKE_MESSAGES.templateChatbot);
  if (body.SerialNumber !== ctx.serialNumber) return businessError(FAKE_CODES.UNKNOWN_CHATBOT, FAKE_MESSAGES.unknownChatbot);

  const city = body.CityName?.trim().toLowerCase();
  // Items carry the display form (docs/SERVICE.md §2.4) of the filter value asked for (§4.4).
  const saleType = body.SaleType && toSaleTypeLabel(body.SaleType);
  const mls = body.MLSNumber?.trim().toLowerCase();
  const matches = ctx.listings.filter(({ wire }) =>
    (!city || wire.City.toLowerCase() === city) && (!saleType || wire.SaleType === saleType) && (!mls || wire.MLSNumber.toLowerCase() === mls));
  // docs/SERVICE.md §4.4 rules 1 and 2: the table's defaults when omitted.
  const pageNumber = body.PageNumber ?? LISTING_PAGE_DEFAULTS.PageNumber;
  const pageSize = body.PageSize ?? LISTING_PAGE_DEFAULTS.PageSize;
  const origin = (ctx.options.publicUrl ?? url.origin).replace(/\/+$/, '');
  const list: unknown[] = matches.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((listing) => renderListing(listing, origin));
  if (fault === 'malformed') list.splice(0, Math.min(3, list.length), ...MALFORMED_ITEMS);
  // VirtualCount: the number of all matches (docs/UPSTREAM.md's likely meaning). No match: List [] and 0.
  return ok({ List: list, VirtualCount: matches.length });
};

const ANSWERS: { [N in JsonOperationName]: Answer<z.infer<(typeof REQUEST_SCHEMAS)[N]>> } = { getPreUploadUrl, reportUploadSuccess, realEstateList };

/** Serves one JSON operation: the table's checks, then the operation's answer. */
export async function serveJsonOperation(ctx: FakeContext, name: JsonOperationName, request: Request, input: JsonAnswerInput): Promise<Response> {
  const checked = await checkRequest(ctx, name, request);
  return checked instanceof Response ? checked : (ANSWERS[name] as Answer<unknown>)(ctx, checked.body, input);
}
