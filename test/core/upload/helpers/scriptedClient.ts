/**
 * A hand-written upload client whose answers the test controls: every call
 * stays pending until the test resolves or rejects it. Aborting a call's
 * signal rejects it with an AbortError, like the real client.
 */
import {
  BusinessError,
  type PreUploadResult,
  type PutFileOptions,
  type PutFileResult,
  type RequestOptions,
  type UploadClient,
  type UploadProgress,
} from 'chatbot-kit/core';

interface BaseCall<T> {
  readonly signal: AbortSignal | undefined;
  /** Settled by the test, or by an abort. */
  settled: boolean;
  outcome: 'pending' | 'resolved' | 'rejected' | 'aborted';
  resolve(value: T): void;
  reject(error: unknown): void;
}

interface RequestCall extends BaseCall<PreUploadResult> {
  readonly op: 'request';
  readonly fileName: string;
  /** Answers with a fresh grant; returns it. */
  grant(overrides?: Partial<PreUploadResult>): PreUploadResult;
}

interface PutCall extends BaseCall<PutFileResult> {
  readonly op: 'put';
  readonly url: string;
  readonly blob: Blob;
  /** The Content-Type the engine asked the PUT to send. */
  readonly contentType: string | undefined;
  progress(loaded: number): void;
  readonly onProgress: ((progress: UploadProgress) => void) | undefined;
  ok(): void;
}

interface ReportCall extends BaseCall<true> {
  readonly op: 'report';
  readonly fileStoreId: string;
  ok(): void;
  /** Answers Data: false, which the real client turns into a BusinessError (docs/SERVICE.md §4.3). */
  refuse(): void;
}

export type AnyCall = RequestCall | PutCall | ReportCall;

/** A presigned-looking URL for `id`, signed at `signedAt` for `expires` seconds. */
export function presignedUrl(id: string, signedAt: number = Date.now(), expires = 600): string {
  const d = new Date(signedAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return (
    `https://bucket.s3.amazonaws.test/uploads/${id}?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
    `&X-Amz-Credential=AKIDEXAMPLE%2F20240101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=${d}` +
    `&X-Amz-Expires=${expires}&X-Amz-SignedHeaders=host&X-Amz-Signature=deadbeef${id}`
  );
}

export function createScriptedClient(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const calls: AnyCall[] = [];
  let grants = 0;

  function deferred<T>(signal: AbortSignal | undefined) {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const base = {
      signal,
      settled: false,
      outcome: 'pending' as BaseCall<T>['outcome'],
      resolve(value: T) {
        if (base.settled) return;
        base.settled = true;
        base.outcome = 'resolved';
        resolve(value);
      },
      reject(error: unknown) {
        if (base.settled) return;
        base.settled = true;
        base.outcome = 'rejected';
        reject(error);
      },
    };
    if (signal?.aborted) {
      base.settled = true;
      base.outcome = 'aborted';
      reject(new DOMException('aborted', 'AbortError'));
    }
    signal?.addEventListener(
      'abort',
      () => {
        if (base.settled) return;
        base.settled = true;
        base.outcome = 'aborted';
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
    return { promise, base };
  }

  const client: UploadClient = {
    getPreUploadUrl(body: { fileName: string }, call: RequestOptions = {}) {
      const { promise, base } = deferred<PreUploadResult>(call.signal);
      const entry: RequestCall = Object.assign(base, {
        op: 'request' as const,
        fileName: body.fileName,
        grant(overrides: Partial<PreUploadResult> = {}) {
          const id = String(34317 + grants++);
          const result: PreUploadResult = {
            fileStoreId: id,
            preUploadUrl: presignedUrl(id, now()),
            version: '1.0.0',
            ...overrides,
          };
          base.resolve(result);
          return result;
        },
      });
      calls.push(entry);
      return promise;
    },
    putFile(url: string, blob: Blob, call: PutFileOptions = {}) {
      const { promise, base } = deferred<PutFileResult>(call.signal);
      const entry: PutCall = Object.assign(base, {
        op: 'put' as const,
        url,
        blob,
        contentType: call.contentType,
        onProgress: call.onProgress,
        progress(loaded: number) {
          call.onProgress?.({ loaded, total: blob.size });
        },
        ok() {
          base.resolve({ status: 200, etag: '"etag"' });
        },
      });
      calls.push(entry);
      return promise;
    },
    reportUploadSuccess(body: { fileStoreId: string }, call: RequestOptions = {}) {
      const { promise, base } = deferred<true>(call.signal);
      const entry: ReportCall = Object.assign(base, {
        op: 'report' as const,
        fileStoreId: body.fileStoreId,
        ok() {
          base.resolve(true);
        },
        refuse() {
          base.reject(
            new BusinessError('ReportUploadSuccess', { code: 200, message: 'ReportUploadSuccess answered Data: false', version: '' }),
          );
        },
      });
      calls.push(entry);
      return promise;
    },
  };

  function of<K extends AnyCall['op']>(op: K): Extract<AnyCall, { op: K }>[] {
    return calls.filter((c): c is Extract<AnyCall, { op: K }> => c.op === op);
  }

  return {
    client,
    calls,
    requests: () => of('request'),
    puts: () => of('put'),
    reports: () => of('report'),
    /** The newest call of this kind that is still pending. */
    pending<K extends AnyCall['op']>(op: K): Extract<AnyCall, { op: K }> {
      const list = of(op).filter((c) => !c.settled);
      const last = list[list.length - 1];
      if (!last) throw new Error(`no pending ${op} call (calls: ${calls.map((c) => `${c.op}:${c.outcome}`).join(', ')})`);
      return last;
    },
    pendingAll: () => calls.filter((c) => !c.settled),
  };
}

export function fileOf(name: string, size: number, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(size)], name, { type });
}
