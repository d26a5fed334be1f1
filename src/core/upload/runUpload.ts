import { throwIfAborted } from '../errors/abortError';
import type { UploadStep } from '../contract/uploadSteps';
import { UploadUrlTooOldError } from '../errors/UploadUrlTooOldError';
import type { ChatbotClient, UploadFileOptions, UploadFileResult, UploadProgress } from '../types';
import type { UploadAction } from './itemReducer';

/** The three upload operations of a client (docs/SERVICE.md §4.1–4.3). */
export type UploadSteps = Pick<ChatbotClient, 'getPreUploadUrl' | 'putFile' | 'reportUploadSuccess'>;

/** Where a run starts: from the beginning, or (a file already in storage) at the report. */
type UploadResume = { readonly step: 'request' } | { readonly step: 'report'; readonly fileStoreId: string };

/** What to do after a failed step. */
export type StepRecovery = 'retry' | 'refresh';

/**
 * The age of presigned URLs, as the engine judges it (see `getPresignedDeadline`):
 * called as a URL arrives, it answers whether that URL is, now, too old to start
 * a PUT (judged in the page, not by storage).
 */
export type UrlAge = (url: string) => () => boolean;

/** Options of {@link runUpload}: those of `client.uploadFile`, plus the engine's hooks. */
export interface RunUploadOptions extends UploadFileOptions {
  /** Where to start. @default { step: 'request' } */
  from?: UploadResume;
  /** Told of every step's start and outcome, as actions of the item reducer. */
  dispatch?: (action: UploadAction) => void;
  /**
   * Called before each step; a returned promise is awaited (the engine waits
   * for the network there). Returning nothing keeps the step synchronous with
   * the call, so a request starts in the same tick as `add`.
   */
  beforeStep?: (step: UploadStep) => Promise<void> | undefined;
  /**
   * Asked after a step failed: resolves `'retry'` to run the step again,
   * `'refresh'` to drop the URL and ask for a fresh one; rejects to stop.
   * @default none: the first failure rejects the run
   */
  recover?: (step: UploadStep, error: unknown) => Promise<StepRecovery>;
  /**
   * Judges presigned URLs before the PUT; one too old fails the PUT with an
   * `UploadUrlTooOldError` without sending it. @default URLs never expire
   */
  urlAge?: UrlAge;
}

/**
 * The three steps, run in this one place (docs/SERVICE.md §3): GetPreUploadUrl,
 * the PUT, then ReportUploadSuccess. `client.uploadFile` calls it bare: any
 * failure stops the sequence, so no later step is ever sent. The upload
 * engine adds its hooks: `recover` decides retries and URL refreshes,
 * `dispatch` tells the item reducer, `from` resumes a stored file at its
 * report.
 *
 * Rules kept here: the URL is asked for just before the PUT; a URL is used
 * only with its own FileStoreId and replaced as a pair; once the PUT
 * succeeded only the report is sent again, with the id whose PUT succeeded.
 */
export async function runUpload(
  client: UploadSteps,
  file: Blob & { name?: string },
  options: RunUploadOptions = {},
): Promise<UploadFileResult> {
  // Decided once: the engine passes UploadItem.type as contentType, so
  // every PUT of the file sends the type the item shows. Without one, putFile sends the
  // blob's own type or application/octet-stream; the extension table stays out of
  // bundles that only call the client (listing apps carry the client too).
  const { signal, contentType, onProgress, onStatusChange, dispatch, beforeStep, recover, urlAge } = options;
  const fileName = options.fileName ?? file?.name ?? '';
  type At = UploadResume | { step: 'put'; url: string; fileStoreId: string; isTooOld?: (() => boolean) | undefined };
  let at: At = options.from ?? { step: 'request' };
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
