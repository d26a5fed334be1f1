import { throwIfAborted } from '../errors/abortError';
import type { UploadStep } from '../contract/uploadSteps';
import { UploadUrlTooOldError } from '../errors/UploadUrlTooOldError';
import type { ChatbotClient, UploadFileOptions, UploadFileResult, UploadProgress } from '../types';
import type { UploadAction } from './itemReducer';

/** The three upload operations of a client (docs/SERVICE.md §4.1–4.3). */
export type UploadSteps = Pick<ChatbotClient, 'getPreUploadUrl' | 'putFile' | 'reportUploadSuccess'>;

/** What to do after a failed step. */
export type StepRecovery = 'retry' | 'refresh';

/** Called as a URL arrives; answers whether that URL is, now, too old to start a PUT (see `getPresignedDeadline`). */
export type UrlAge = (url: string) => () => boolean;

/** Options of {@link runUpload}: those of `client.uploadFile`, plus the engine's hooks. */
export interface RunUploadOptions extends UploadFileOptions {
  /** The id of a file already in storage: only its report is sent. @default none: the run starts at the request */
  storedId?: string | null | undefined;
  /** Told of every step's start and outcome, as actions of the item reducer. */
  dispatch?: (action: UploadAction) => void;
  /** Called before each step; a returned promise is awaited, nothing keeps the step in the same tick. */
  beforeStep?: (step: UploadStep) => Promise<void> | undefined;
  /** Asked after a step failed: `'retry'` runs it again, `'refresh'` asks for a fresh URL; a rejection stops. @default none: the first failure rejects */
  recover?: (step: UploadStep, error: unknown) => Promise<StepRecovery>;
  /** Judges URLs before the PUT; one too old fails it with an `UploadUrlTooOldError`, unsent. @default URLs never expire */
  urlAge?: UrlAge;
}

/**
 * The three steps, run in this one place (docs/SERVICE.md §3): GetPreUploadUrl,
 * the PUT, then ReportUploadSuccess. `client.uploadFile` calls it bare (any
 * failure stops it); the engine adds its hooks. The URL is asked for just
 * before the PUT and used only with its own FileStoreId; once the PUT
 * succeeded only the report is sent again, with that id.
 */
export async function runUpload(
  client: UploadSteps,
  file: Blob & { name?: string },
  options: RunUploadOptions = {},
): Promise<UploadFileResult> {
  // The engine passes UploadItem.type as contentType; without one, putFile sends the blob's own type.
  const { signal, contentType, onProgress, onStatusChange, dispatch, beforeStep, recover, urlAge } = options;
  const fileName = options.fileName ?? file?.name ?? '';
  type At =
    | { step: 'request' }
    | { step: 'put'; url: string; fileStoreId: string; isTooOld?: (() => boolean) | undefined }
    | { step: 'report'; fileStoreId: string };
  let at: At = options.storedId ? { step: 'report', fileStoreId: options.storedId } : { step: 'request' };
  for (;;) {
    throwIfAborted(signal);
    const waiting = beforeStep?.(at.step);
    if (waiting) {
      await waiting;
      throwIfAborted(signal);
    }
    try {
      if (at.step === 'request') {
        onStatusChange?.('requesting');
        dispatch?.({ type: 'step', step: 'request' });
        const pre = await client.getPreUploadUrl({ fileName }, { signal });
        throwIfAborted(signal);
        dispatch?.({ type: 'granted', fileStoreId: pre.fileStoreId });
        at = { step: 'put', url: pre.preUploadUrl, fileStoreId: pre.fileStoreId, isTooOld: urlAge?.(pre.preUploadUrl) };
      } else if (at.step === 'put') {
        // Too old before the PUT started: never PUT to it; a fresh URL (and id) replaces it.
        // The error says it was judged here: storage was not asked.
        if (at.isTooOld?.()) throw new UploadUrlTooOldError();
        onStatusChange?.('uploading');
        dispatch?.({ type: 'step', step: 'put' });
        try {
          await client.putFile(at.url, file, {
            signal,
            contentType,
            // Only ask for progress when someone listens (XHR then watches its upload events).
            onProgress:
              onProgress || dispatch
                ? (progress: UploadProgress) => {
                    onProgress?.(progress);
                    // The item reducer works out the speed; runUpload only knows bytes.
                    dispatch?.({ type: 'progress', loaded: progress.loaded });
                  }
                : undefined,
          });
        } catch (error) {
          dispatch?.({ type: 'put-failed' });
          throw error;
        }
        throwIfAborted(signal);
        // The bytes are in storage under this URL's id: from now on only the report is sent.
        dispatch?.({ type: 'stored' });
        at = { step: 'report', fileStoreId: at.fileStoreId };
      } else {
        onStatusChange?.('reporting');
        dispatch?.({ type: 'step', step: 'report' });
        // Data: false is refused by the client itself (a BusinessError).
        await client.reportUploadSuccess({ fileStoreId: at.fileStoreId }, { signal });
        throwIfAborted(signal);
        onStatusChange?.('done');
        return { fileStoreId: at.fileStoreId, fileName, size: file.size };
      }
    } catch (error) {
      if (!recover || signal?.aborted) throw error;
      const next = await recover(at.step, error);
      if (next === 'refresh') at = { step: 'request' };
    }
  }
}
