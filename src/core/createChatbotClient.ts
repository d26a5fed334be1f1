import { BusinessError } from './errors/BusinessError';
import { ChatbotError } from './errors/ChatbotError';
import { InvalidInputError } from './errors/InvalidInputError';
import { ResponseShapeError } from './errors/ResponseShapeError';
import { normalizeListing } from './normalize/normalizeListing';
import { isSafeHttpUrl } from './normalize/isSafeHttpUrl';
import { parseNumberish } from './normalize/parseNumberish';
import { toSaleType } from './normalize/saleType';
import {
  getPreUploadUrlRequestSchema,
  preUploadResultSchema,
  realEstateListRequestSchema,
  realEstateListResultSchema,
  reportUploadSuccessRequestSchema,
  reportUploadSuccessResultSchema,
  type RealEstateListRequest,
} from './schemas';
import type {
  ChatbotClient,
  ChatbotClientOptions,
  ChatbotPaths,
  Listing,
  PreUploadResult,
  PutFileOptions,
  PutFileResult,
  RealEstateListParams,
  RealEstateListResult,
  RequestOptions,
} from './types';
import { DEFAULT_PATHS } from './client/defaultPaths';
import { isBrowser } from './client/isBrowser';
import { joinUrl } from './client/joinUrl';
import { parseEnvelope } from './client/parseEnvelope';
import { putWithFetch } from './client/putWithFetch';
import { PUT_OPERATION, putWithXhr } from './client/putWithXhr';
import { readKey } from './client/readKey';
import { requestJson } from './client/requestJson';
import { validateRequest } from './client/validateRequest';
import { throwIfAborted } from './client/abortError';
import { runUpload } from './upload/runUpload';

let clientCount = 0;

/**
 * Makes the client for the service of SERVICE.md: the three upload operations
 * (§4.1–4.3), `uploadFile` which runs them in order, and the real-estate list
 * (§4.4). Every JSON answer goes through one envelope parser; every failure is
 * a typed {@link ChatbotError} (aborts end as a DOMException `AbortError`).
 *
 * @throws {ChatbotError} code `INSECURE_BROWSER_USE` when `secretKey` is given
 * in a browser without `dangerouslyAllowBrowser` (issue 5).
 * @example
 * // Server side, with the keys:
 * const client = createChatbotClient({ baseUrl: 'https://api.example.com', secretKey, sessionKey });
 * // Browser, through chatbot-kit/server's proxy (no keys in the page):
 * const client = createChatbotClient({ baseUrl: '/api/chatbot' });
 */
export function createChatbotClient(options: ChatbotClientOptions): ChatbotClient {
  if (typeof options?.baseUrl !== 'string') {
    throw new InvalidInputError('createChatbotClient', 'baseUrl', 'must be a string');
  }
  if (options.secretKey !== undefined && !options.dangerouslyAllowBrowser && isBrowser()) {
    // UPSTREAM.md: the same key also creates, updates and deletes listings.
    throw new ChatbotError(
      'INSECURE_BROWSER_USE',
      'createChatbotClient: a secretKey was given in a browser. The secret key also authorises creating, ' +
        'updating and deleting listings, and anyone who opens this page can read it. Keep it on your server: ' +
        "serve the service through chatbot-kit/server's createChatbotProxy and create the client with " +
        "{ baseUrl: '/your/proxy/path' } and no keys. To accept the risk (e.g. an internal tool), pass " +
        'dangerouslyAllowBrowser: true.',
    );
  }

  const baseUrl = options.baseUrl;
  // SERVICE.md: {base_url} for uploads, {app_url} for listings; app_url defaults to base_url.
  const appUrl = options.appUrl ?? baseUrl;
  const paths: ChatbotPaths = { ...DEFAULT_PATHS, ...stripUndefined(options.paths) };
  // Read at call time, not here: tests and polyfills may install them later.
  const getFetch = (): typeof fetch => {
    const impl = options.fetch ?? globalThis.fetch;
    if (typeof impl !== 'function') {
      throw new ChatbotError('NETWORK', 'No fetch implementation: pass options.fetch.');
    }
    return impl;
  };
  const getXhr = (): typeof XMLHttpRequest | null => {
    if (options.XMLHttpRequest === null) return null;
    return options.XMLHttpRequest ?? (typeof XMLHttpRequest === 'function' ? XMLHttpRequest : null);
  };

  /** Headers of a JSON POST: Content-Type always, plus the one key this operation takes (SERVICE.md §5). */
  async function jsonHeaders(operation: string, key: 'secretKey' | 'sessionKey'): Promise<Record<string, string>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const value = await readKey(options[key], operation, key);
    if (value !== undefined) headers[key === 'secretKey' ? 'Authorization' : 'chatrobot-sessionkey'] = value;
    return headers;
  }

  async function getPreUploadUrl(body: { fileName: string }, call: RequestOptions = {}): Promise<PreUploadResult> {
    const operation = 'GetPreUploadUrl';
    const wire = validateRequest(operation, getPreUploadUrlRequestSchema, { fileName: body?.fileName });
    throwIfAborted(call.signal);
    const headers = await jsonHeaders(operation, 'secretKey');
    const json = await requestJson({
      operation,
      fetch: getFetch(),
      url: joinUrl(baseUrl, paths.getPreUploadUrl),
      headers,
      body: wire,
      signal: call.signal,
    });
    const { data, version } = parseEnvelope(operation, json, preUploadResultSchema);
    // Belt and braces: the schema already requires http(s); a PUT must never go elsewhere.
    if (!isSafeHttpUrl(data.PreUploadUrl)) {
      throw new ResponseShapeError(operation, 'Data.PreUploadUrl', 'is not an http(s) URL');
    }
    return { fileStoreId: data.FileStoreId, preUploadUrl: data.PreUploadUrl, version };
  }

  async function putFile(preUploadUrl: string, file: Blob, call: PutFileOptions = {}): Promise<PutFileResult> {
    if (!isSafeHttpUrl(preUploadUrl)) {
      throw new InvalidInputError(PUT_OPERATION, 'preUploadUrl', 'is not an http(s) URL');
    }
    if (typeof file !== 'object' || file === null || typeof (file as Blob).size !== 'number') {
      throw new InvalidInputError(PUT_OPERATION, 'file', 'must be a Blob or File');
    }
    throwIfAborted(call.signal);
    const Xhr = getXhr();
    return Xhr ? putWithXhr(Xhr, preUploadUrl, file, call) : putWithFetch(getFetch(), preUploadUrl, file, call);
  }

  async function reportUploadSuccess(body: { fileStoreId: string }, call: RequestOptions = {}): Promise<true> {
    const operation = 'ReportUploadSuccess';
    const wire = validateRequest(
      operation,
      reportUploadSuccessRequestSchema,
      { fileStoreID: body?.fileStoreId },
      { fileStoreID: 'fileStoreId' },
    );
    throwIfAborted(call.signal);
    const headers = await jsonHeaders(operation, 'secretKey');
    const json = await requestJson({
      operation,
      fetch: getFetch(),
      url: joinUrl(baseUrl, paths.reportUploadSuccess),
      headers,
      body: wire,
      signal: call.signal,
    });
    const { data, version } = parseEnvelope(operation, json, reportUploadSuccessResultSchema);
    if (data !== true) {
      // §4.3: Data is true on success; false with Success/Code fine is still a refusal.
      throw new BusinessError(operation, {
        code: (json as { Code: number }).Code,
        message: 'ReportUploadSuccess answered Data: false',
        version,
      });
    }
    return true;
  }

  async function realEstateList(params: RealEstateListParams, call: RequestOptions = {}): Promise<RealEstateListResult> {
    const operation = 'RealEstateList';
    const wire = validateRequest(operation, realEstateListRequestSchema, toListWire(params ?? {}), LIST_FIELD_NAMES);
    throwIfAborted(call.signal);
    const headers = await jsonHeaders(operation, 'sessionKey');
    const json = await requestJson({
      operation,
      fetch: getFetch(),
      url: joinUrl(appUrl, paths.realEstateList),
      headers,
      body: wire,
      signal: call.signal,
    });
    const { data, version } = parseEnvelope(operation, json, realEstateListResultSchema);
    const items: Listing[] = [];
    for (const item of data.List) {
      const listing = normalizeListing(item);
      if (listing) items.push(listing); // non-objects are dropped, never fatal (issue 2)
    }
    const rawCount = (json as { Data: { VirtualCount?: unknown } }).Data.VirtualCount;
    return {
      items,
      virtualCount: data.VirtualCount ?? parseNumberish(rawCount) ?? undefined,
      // §4.4 rules 1–2: the server's defaults apply when these were left out.
      pageNumber: params?.pageNumber ?? 1,
      pageSize: params?.pageSize ?? 20,
      version,
    };
  }

  const steps = { getPreUploadUrl, putFile, reportUploadSuccess };
  return {
    ...steps,
    uploadFile: (file, call) => runUpload(steps, file, call),
    realEstateList,
    // Unique per instance and never derived from a key (issue 2), so caches of
    // two clients never mix and no key leaks into a query key.
    scopeId: `ck-${++clientCount}`,
  };
}

/** Wire names → the caller's names, for InvalidInputError.field. */
const LIST_FIELD_NAMES: Record<string, string> = {
  SerialNumber: 'serialNumber',
  CityName: 'cityName',
  SaleType: 'saleType',
  MLSNumber: 'mlsNumber',
  PageNumber: 'pageNumber',
  PageSize: 'pageSize',
};

/**
 * camelCase params → the §4.4 body. Empty filters mean "no filter" and are
 * left out, as are PageNumber/PageSize when not given (the server defaults apply).
 */
function toListWire(params: RealEstateListParams): Partial<RealEstateListRequest> & Record<string, unknown> {
  const wire: Record<string, unknown> = { SerialNumber: params.serialNumber };
  const filter = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const city = filter(params.cityName);
  if (city !== undefined && city !== '') wire.CityName = city;
  const mls = filter(params.mlsNumber);
  if (mls !== undefined && mls !== '') wire.MLSNumber = mls;
  const sale = filter(params.saleType);
  if (sale !== undefined && sale !== '' && sale !== null) {
    // Accept the display form too ('For Sale'), since items carry that form.
    wire.SaleType = toSaleType(sale) ?? sale;
  }
  if (params.pageNumber !== undefined) wire.PageNumber = params.pageNumber;
  if (params.pageSize !== undefined) wire.PageSize = params.pageSize;
  return wire;
}

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
