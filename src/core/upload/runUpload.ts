import { throwIfAborted } from '../client/abortError';
import type { ChatbotClient, UploadFileOptions, UploadFileResult } from '../types';

/** The three upload operations of a client (SERVICE.md §4.1–4.3). */
export type UploadSteps = Pick<ChatbotClient, 'getPreUploadUrl' | 'putFile' | 'reportUploadSuccess'>;

/**
 * The three steps in order (SERVICE.md §3): GetPreUploadUrl, the PUT, then
 * ReportUploadSuccess. Any failure stops the sequence, so no later step is
 * ever sent. No retries here: the upload engine owns them.
 */
export async function runUpload(
  client: UploadSteps,
  file: Blob & { name?: string },
  options: UploadFileOptions = {},
): Promise<UploadFileResult> {
  const { signal, onProgress, onStep } = options;
  const fileName = options.fileName ?? file?.name ?? '';
  throwIfAborted(signal);
  onStep?.('requesting');
  const pre = await client.getPreUploadUrl({ fileName }, { signal });
  onStep?.('uploading');
  await client.putFile(pre.preUploadUrl, file, { signal, ...(onProgress ? { onProgress } : {}) });
  onStep?.('reporting');
  await client.reportUploadSuccess({ fileStoreId: pre.fileStoreId }, { signal });
  onStep?.('done');
  return { fileStoreId: pre.fileStoreId, fileName, size: file.size };
}
