/**
 * Random orders of concurrent completions, run by fast-check: no
 * cross-wiring and no double report.
 *
 * Several files upload at once against a scripted client. fast-check picks
 * which pending call answers next and how (success, a retryable failure, an
 * expired URL), in any order. Whatever the order:
 * - every PUT sends the file that asked for that URL (no cross-wiring);
 * - every report names a FileStoreId whose URL received that same file;
 * - each uploaded file is accepted by ReportUploadSuccess exactly once, and
 *   no FileStoreId is ever accepted twice;
 * - a file that reached storage is never PUT again;
 * - no more PUTs are in flight than the concurrency limit;
 * - no more files hold a URL waiting for storage than
 *   the concurrency limit, so URLs are fetched just ahead of free places.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUploadQueue, NetworkError, TransportError, UploadUrlExpiredError } from 'chatbot-kit/core';
import { createScriptedClient, fileOf } from './helpers/scriptedClient';

type Outcome = 'ok' | 'fail' | 'expired';

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createUploadQueue under random completion orders', () => {
  it('never cross-wires files, URLs and ids, and never reports twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.record({
            pick: fc.nat(),
            outcome: fc.constantFrom<Outcome>('ok', 'ok', 'ok', 'fail', 'expired'),
          }),
          { minLength: 1, maxLength: 120 },
        ),
        async (fileCount, concurrency, choices) => {
          const script = createScriptedClient();
          const queue = createUploadQueue(script.client, {
            concurrency,
            // Backoff runs on microtasks: the test controls order, not time.
            clock: {
              now: () => Date.now(),
              setTimeout: (cb) => {
                queueMicrotask(cb);
                return 0;
              },
              clearTimeout: () => {},
            },
            stallTimeoutMs: 0,
            retry: { attempts: 1000 },
            online: { isOnline: () => true, subscribe: () => () => {} },
          });
          const files = Array.from({ length: fileCount }, (_, i) => fileOf(`f${i}.bin`, 10 + i));
          queue.add(files);

          const urlOwner = new Map<string, string>(); // PreUploadUrl → file name that asked for it
          const idOwner = new Map<string, string>(); // FileStoreId → file name that asked for it
          const idUrl = new Map<string, string>(); // FileStoreId → its URL
          let maxInFlight = 0;
          let maxWaitingUrls = 0;

          await macrotask();
          for (let step = 0; step < 2000; step++) {
            const pending = script.pendingAll();
            if (pending.length === 0) break;
            maxInFlight = Math.max(maxInFlight, script.puts().filter((p) => !p.settled).length, queue.getState().activePuts);
            const putUrls = new Set(script.puts().map((p) => p.url));
            const waitingUrls = queue
              .getState()
              .items.filter((i) => i.status === 'requesting' && i.fileStoreId && !putUrls.has(idUrl.get(i.fileStoreId)!));
            maxWaitingUrls = Math.max(maxWaitingUrls, waitingUrls.length);
            // Past the script, everything succeeds so the run ends.
            const choice = choices[step] ?? { pick: 0, outcome: 'ok' as Outcome };
            const call = pending[choice.pick % pending.length]!;
            if (call.op === 'request') {
              if (choice.outcome === 'fail') call.reject(new TransportError('GetPreUploadUrl', 503));
              else {
                const grant = call.grant();
                urlOwner.set(grant.preUploadUrl, call.fileName);
                idOwner.set(grant.fileStoreId, call.fileName);
                idUrl.set(grant.fileStoreId, grant.preUploadUrl);
              }
            } else if (call.op === 'put') {
              if (choice.outcome === 'fail') call.reject(new NetworkError('PUT to storage'));
              else if (choice.outcome === 'expired') call.reject(new UploadUrlExpiredError(403));
              else call.ok();
            } else if (choice.outcome === 'fail') {
              call.reject(new TransportError('ReportUploadSuccess', 503));
            } else {
              call.ok();
            }
            await macrotask();
          }
          await queue.whenIdle();

          // No cross-wiring: each PUT carries the file that asked for its URL.
          for (const put of script.puts()) {
            expect((put.blob as File).name).toBe(urlOwner.get(put.url));
          }
          // Each report names an id whose URL received that very file, successfully.
          const storedUrls = new Set(script.puts().filter((p) => p.outcome === 'resolved').map((p) => p.url));
          for (const report of script.reports()) {
            expect(storedUrls.has(idUrl.get(report.fileStoreId)!)).toBe(true);
          }
          // A stored file is never PUT again.
          const storedPerFile = new Map<string, number>();
          for (const put of script.puts().filter((p) => p.outcome === 'resolved')) {
            const name = (put.blob as File).name;
            storedPerFile.set(name, (storedPerFile.get(name) ?? 0) + 1);
          }
          for (const count of storedPerFile.values()) expect(count).toBe(1);
          // Accepted reports: one per uploaded file, never the same id twice.
          const accepted = script.reports().filter((r) => r.outcome === 'resolved');
          expect(new Set(accepted.map((r) => r.fileStoreId)).size).toBe(accepted.length);
          const items = queue.getState().items;
          const done = items.filter((i) => i.status === 'done');
          expect(accepted.map((r) => idOwner.get(r.fileStoreId)).sort()).toEqual(done.map((i) => i.name).sort());
          for (const item of done) {
            expect(idOwner.get(item.fileStoreId)).toBe(item.name);
            expect(accepted.some((r) => r.fileStoreId === item.fileStoreId)).toBe(true);
          }
          // Anything not done failed only by running out of URL refreshes, with nothing reported.
          for (const item of items.filter((i) => i.status !== 'done')) {
            expect(item.status).toBe('error');
            expect(item.error).toBeInstanceOf(UploadUrlExpiredError);
            expect(accepted.some((r) => idOwner.get(r.fileStoreId) === item.name)).toBe(false);
          }
          expect(maxInFlight).toBeLessThanOrEqual(concurrency);
          expect(maxWaitingUrls).toBeLessThanOrEqual(concurrency);
          expect(queue.getState()).toMatchObject({ activePuts: 0, isUploading: false });
          queue.destroy();
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
