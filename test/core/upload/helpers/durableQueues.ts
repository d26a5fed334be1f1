/**
 * Queues of one durable scope over an in-memory IndexedDB (the test file
 * calls installFakeIndexedDB): each `queueOf` is one visit of the page, or
 * one tab. A "reload" destroys a queue mid-flight (its aborts send nothing
 * more) and makes a new one of the same scope.
 */
import { createUploadQueue, type UploadClient, type UploadQueueOptions } from 'chatbot-kit/core';
import { openRecordStore } from '../../../../src/core/upload/persist/openRecordStore';
import type { StoredUploadRecord } from '../../../../src/core/upload/persist/persistTypes';

let keyCount = 0;

export function durableQueues() {
  const persistKey = `durable-${++keyCount}`;
  const store = openRecordStore();
  const queueOf = (client: UploadClient, options: UploadQueueOptions = {}) =>
    createUploadQueue(client, { retry: { baseDelayMs: 1 }, persist: { persistKey, store }, ...options });
  const records = async (): Promise<StoredUploadRecord[]> =>
    (await store.list()).filter((record) => record.scope.endsWith(` ${persistKey}`));
  /** Each record as `name:stage`, sorted. */
  const stages = async () => (await records()).map((record) => `${record.name}:${record.stage}`).sort();
  return { persistKey, store, queueOf, records, stages };
}

/** A client whose `op` never answers: the request is sent and the tab goes away before any answer. */
export function stuckAt(client: UploadClient, op: 'putFile' | 'reportUploadSuccess'): UploadClient {
  const never = (signal: AbortSignal | undefined) =>
    new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  return {
    ...client,
    baseUrl: client.baseUrl,
    [op]: (_: unknown, second: unknown, third?: { signal?: AbortSignal }) =>
      never((op === 'putFile' ? third : (second as { signal?: AbortSignal } | undefined))?.signal),
  } as UploadClient;
}
