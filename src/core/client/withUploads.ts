import { PUT_FILE_WIRE_NAME } from '../contract/putFileOperation';
import { GET_PRE_UPLOAD_URL_OPERATION, REPORT_UPLOAD_SUCCESS_OPERATION } from '../contract/uploadOperations';
import { BusinessError } from '../errors/BusinessError';
import { InvalidInputError } from '../errors/InvalidInputError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import type { ChatbotClient, PreUploadResult, PutFileOptions, PutFileResult, RequestOptions } from '../types';
import { runUpload } from '../upload/runUpload';
import { throwIfAborted } from '../errors/abortError';
import { checkUploadUrl } from './checkUploadUrl';
import { extendClient, type ChatbotClientBase, type ClientTransport } from './createClientBase';
import { putToStorage } from './putToStorage';

/** The upload half of a {@link ChatbotClient}: every method but `realEstateList`. Internal. */
export type UploadClientHalf = Omit<ChatbotClient, 'realEstateList'>;

/** One upload half per client, so every upload hook under a provider sees the same object. */
const halves = new WeakMap<ChatbotClientBase, UploadClientHalf>();

/**
 * `client` with the three upload operations (docs/SERVICE.md §4.1–4.3) and `uploadFile`: the upload half, apart so a
 * listing-only app ships none of it (see `extendClient`).
 */
export function withUploads(client: ChatbotClientBase): UploadClientHalf {
  return extendClient(client, 'uploadFile', halves, createUploadMethods);
}

/** The upload methods over one transport (also what `createChatbotClient` adds directly). */
export function createUploadMethods({ callOperation, send, options }: ClientTransport) {
  async function getPreUploadUrl(body: { fileName: string }, call: RequestOptions = {}): Promise<PreUploadResult> {
    const { data, version } = await callOperation(GET_PRE_UPLOAD_URL_OPERATION, body, call);
    // The schema asks only for text: a PUT goes nowhere but http(s), and only into storage.
    checkUploadUrl(data.PreUploadUrl, options, GET_PRE_UPLOAD_URL_OPERATION.wireName, 'Data.PreUploadUrl', ResponseShapeError);
    return { fileStoreId: data.FileStoreId, preUploadUrl: data.PreUploadUrl, version };
  }

  async function putFile(preUploadUrl: string, file: Blob, call: PutFileOptions = {}): Promise<PutFileResult> {
    checkUploadUrl(preUploadUrl, options, PUT_FILE_WIRE_NAME, 'preUploadUrl', InvalidInputError);
    if (typeof (file as Blob | null)?.size !== 'number') throw new InvalidInputError(PUT_FILE_WIRE_NAME, 'file', 'must be a Blob or File');
    // What Fetch refuses in a header value (NUL, CR, LF), refused here with the field named.
    if (/[\0\r\n]/.test(call.contentType ?? '')) throw new InvalidInputError(PUT_FILE_WIRE_NAME, 'contentType', 'is not a valid header value');
    throwIfAborted(call.signal);
    return putToStorage(options.XMLHttpRequest, send, preUploadUrl, file, call);
  }

  async function reportUploadSuccess(body: { fileStoreId: string }, call: RequestOptions = {}): Promise<true> {
    const { data, version } = await callOperation(REPORT_UPLOAD_SUCCESS_OPERATION, body, call);
    if (data !== true) {
      // §4.3: Data false with Success and Code fine is still a refusal (checked here only).
      throw new BusinessError(REPORT_UPLOAD_SUCCESS_OPERATION.wireName, {
        code: 200,
        message: 'ReportUploadSuccess answered Data: false',
        version,
      });
    }
    return true;
  }

  const steps = { getPreUploadUrl, putFile, reportUploadSuccess };
  const uploadFile: ChatbotClient['uploadFile'] = (file, call) => runUpload(steps, file, call);
  return { ...steps, uploadFile };
}
