import { BusinessError } from './errors/BusinessError';
import { ChatbotError } from './errors/ChatbotError';
import { InvalidInputError } from './errors/InvalidInputError';
import { ResponseShapeError } from './errors/ResponseShapeError';
import { normalizeListing } from './normalize/normalizeListing';
import { isSafeHttpUrl } from './normalize/isSafeHttpUrl';
import { parseNumberish } from './normalize/parseNumberish';
import { JSON_OPERATIONS } from './contract/operations';
import type {
  ChatbotClient,
  ChatbotClientOptions,
  Listing,
  PreUploadResult,
  PutFileOptions,
  PutFileResult,
  RealEstateListParams,
  RealEstateListResult,
  RequestOptions,
} from './types';
import { isBrowser } from './client/isBrowser';
import { createOperationCaller } from './client/callOperation';
import { toListingInput } from './client/listingInput';
import { putWithFetch } from './client/putWithFetch';
import { PUT_OPERATION, putWithXhr } from './client/putWithXhr';
import { throwIfAborted } from './client/abortError';
import { runUpload } from './upload/runUpload';
import { normalizeListingParams } from './listings/normalizeListingParams';

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
  // The one function every JSON operation goes through (issue 10 §1).
  const callOperation = createOperationCaller(options, getFetch);

  async function getPreUploadUrl(body: { fileName: string }, call: RequestOptions = {}): Promise<PreUploadResult> {
    const { data, version } = await callOperation('getPreUploadUrl', body, call);
    // Belt and braces: the schema already requires http(s); a PUT must never go elsewhere.
    if (!isSafeHttpUrl(data.PreUploadUrl)) {
      throw new ResponseShapeError(JSON_OPERATIONS.getPreUploadUrl.wireName, 'Data.PreUploadUrl', 'is not an http(s) URL');
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
    const { data, version } = await callOperation('reportUploadSuccess', body, call);
    if (data !== true) {
      // §4.3: Data is true on success; false with Success/Code fine is still a
      // refusal. The only place this is checked: runUpload and the engine
      // rely on this rejection.
      throw new BusinessError(JSON_OPERATIONS.reportUploadSuccess.wireName, {
        code: 200,
        message: 'ReportUploadSuccess answered Data: false',
        version,
      });
    }
    return true;
  }

  async function realEstateList(params: RealEstateListParams, call: RequestOptions = {}): Promise<RealEstateListResult> {
    const { data, version } = await callOperation('realEstateList', toListingInput(params), call);
    const items: Listing[] = [];
    for (const item of data.List) {
      const listing = normalizeListing(item);
      if (listing) items.push(listing); // non-objects are dropped, never fatal (issue 2)
    }
    // The request was valid, so the normalised paging is what the server used:
    // the caller's values, or the §4.4 defaults when left out.
    const { pageNumber, pageSize } = normalizeListingParams(params);
    return {
      items,
      virtualCount: parseNumberish(data.VirtualCount) ?? undefined,
      pageNumber,
      pageSize,
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
    baseUrl: options.baseUrl,
  };
}
