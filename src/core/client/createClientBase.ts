import { GET_PRE_UPLOAD_URL_OPERATION, REPORT_UPLOAD_SUCCESS_OPERATION } from '../contract/uploadOperations';
import { BusinessError } from '../errors/BusinessError';
import { ChatbotError } from '../errors/ChatbotError';
import { InvalidInputError } from '../errors/InvalidInputError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { isSafeHttpUrl } from '../normalize/isSafeHttpUrl';
import type {
  ChatbotClient,
  ChatbotClientOptions,
  PreUploadResult,
  PutFileOptions,
  PutFileResult,
  RequestOptions,
} from '../types';
import { runUpload } from '../upload/runUpload';
import { throwIfAborted } from './abortError';
import { createOperationCaller, type OperationCaller } from './callOperation';
import { isBrowser } from './isBrowser';
import { putWithFetch } from './putWithFetch';
import { PUT_OPERATION, putWithXhr } from './putWithXhr';

/**
 * The upload half of a {@link ChatbotClient}: what `<ChatbotProvider>` makes
 * and the upload hooks use, so an upload-only app carries no listing code
 * (issue 11). Listing hooks and `useChatbotClient()` add `realEstateList`.
 * Internal (not re-exported): the public type stays `ChatbotClient`.
 */
export type ChatbotClientBase = Omit<ChatbotClient, 'realEstateList'>;

let clientCount = 0;

/** The transport of each client this module made, for the operations added later (`withRealEstateList`). */
const callers = new WeakMap<ChatbotClientBase, OperationCaller>();

/** The operation caller of a client made by {@link createClientBase}, or `undefined` for any other object. */
export function callerOf(client: ChatbotClientBase): OperationCaller | undefined {
  return callers.get(client);
}

/**
 * The client without its listing method: the checks of the options, the
 * transport, the three upload operations (SERVICE.md §4.1–4.3) and
 * `uploadFile`. `createChatbotClient` adds `realEstateList` to it;
 * `<ChatbotProvider>` uses it as it is, so an upload-only app carries no
 * listing code (issue 11). Internal: not a package export.
 *
 * @throws {ChatbotError} code `INSECURE_BROWSER_USE` when `secretKey` is given
 * in a browser without `dangerouslyAllowBrowser` (issue 5).
 */
export function createClientBase(options: ChatbotClientOptions): ChatbotClientBase {
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
    const { data, version } = await callOperation(GET_PRE_UPLOAD_URL_OPERATION, body, call);
    // The schema only asks for text (see uploadSchemas): the id must not be
    // empty, and a PUT must never go anywhere but http(s).
    if (data.FileStoreId === '') {
      throw new ResponseShapeError(GET_PRE_UPLOAD_URL_OPERATION.wireName, 'Data.FileStoreId', 'is empty');
    }
    if (!isSafeHttpUrl(data.PreUploadUrl)) {
      throw new ResponseShapeError(GET_PRE_UPLOAD_URL_OPERATION.wireName, 'Data.PreUploadUrl', 'is not an http(s) URL');
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
    const { data, version } = await callOperation(REPORT_UPLOAD_SUCCESS_OPERATION, body, call);
    if (data !== true) {
      // §4.3: Data is true on success; false with Success/Code fine is still a
      // refusal. The only place this is checked: runUpload and the engine
      // rely on this rejection.
      throw new BusinessError(REPORT_UPLOAD_SUCCESS_OPERATION.wireName, {
        code: 200,
        message: 'ReportUploadSuccess answered Data: false',
        version,
      });
    }
    return true;
  }

  const steps = { getPreUploadUrl, putFile, reportUploadSuccess };
  const client: ChatbotClientBase = {
    ...steps,
    uploadFile: (file, call) => runUpload(steps, file, call),
    // Unique per instance and never derived from a key (issue 2), so caches of
    // two clients never mix and no key leaks into a query key.
    scopeId: `ck-${++clientCount}`,
    baseUrl: options.baseUrl,
  };
  callers.set(client, callOperation);
  return client;
}
