// The page half of the bulk bench: N small files through the
// library's queue, and through a bare pipeline of a few lines with no library,
// against the fake with API and storage on two origins and a latency per request.
import { createChatbotClient, createUploadQueue } from '../../dist/core/index.js';
import { barePost, type BarePreUpload } from './barePost';

export interface BulkConfig {
  apiUrl: string;
  secretKey: string;
  sessionKey: string;
}

const files = (count: number, bytes: number, prefix: string) => {
  const body = new Uint8Array(bytes);
  return Array.from({ length: count }, (_, i) => new File([body], `${prefix}-${i}.txt`, { type: 'text/plain' }));
};

/** The library: `createUploadQueue` with its defaults, as an app uses it. */
export async function bulkLibrary(config: BulkConfig, count: number, bytes: number) {
  const client = createChatbotClient({
    baseUrl: config.apiUrl,
    secretKey: config.secretKey,
    sessionKey: config.sessionKey,
    dangerouslyAllowBrowser: true, // the fake's fixed test keys, on loopback
  });
  const queue = createUploadQueue(client);
  const list = files(count, bytes, 'lib');
  const started = performance.now();
  queue.add(list);
  await queue.whenIdle();
  const ms = performance.now() - started;
  const done = queue.getState().items.filter((i) => i.status === 'done').length;
  queue.destroy();
  return { ms, done };
}

/** At most `limit` holders at once, first come first served (`first`: ahead of all waiting). */
function gate(limit: number) {
  let free = limit;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>, first = false): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve)));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/**
 * The bare pipeline: the same three steps with fetch, 6 requests at a time per
 * origin (a browser's connections), no retries, no state. Every file goes as
 * soon as its origin has a free connection; a report goes before waiting URL
 * requests, so files finish as they go. Returns the median PUT time too (its
 * preflight and itself: two round trips): with at most 6 per origin none waits
 * for a connection, so it is what the lower bound counts.
 */
export async function bulkBare(config: BulkConfig, count: number, bytes: number) {
  const api = gate(6);
  const storage = gate(6);
  const putMs: number[] = [];
  const post = (operation: string, body: unknown) =>
    api(() => barePost<BarePreUpload>(config.apiUrl, config.secretKey, operation, body), operation === 'ReportUploadSuccess');
  const one = async (file: File) => {
    const { PreUploadUrl, FileStoreId } = await post('GetPreUploadUrl', { fileName: file.name });
    await storage(async () => {
      const t = performance.now();
      const response = await fetch(PreUploadUrl, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
      if (!response.ok) throw new Error(`PUT ${response.status}`);
      putMs.push(performance.now() - t);
    });
    await post('ReportUploadSuccess', { fileStoreID: FileStoreId });
  };
  const list = files(count, bytes, 'bare');
  const started = performance.now();
  const results = await Promise.allSettled(list.map(one));
  const ms = performance.now() - started;
  putMs.sort((a, b) => a - b);
  return { ms, done: results.filter((r) => r.status === 'fulfilled').length, medianPutMs: putMs[putMs.length >> 1] ?? NaN };
}
