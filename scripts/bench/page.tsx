// The bench page, bundled by scripts/bench/bundlePage.mjs and
// driven by scripts/bench.mjs through Playwright. It imports the library from
// dist/, as an app would, and exposes one function per measurement on
// `window.chatbotKitBench`.
import { Profiler, useEffect, type ProfilerOnRenderCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createChatbotClient, createUploadQueue, type ChatbotClient } from '../../dist/core/index.js';
import {
  ChatbotProvider,
  ListingGrid,
  RealEstateBrowser,
  UploadDropzone,
  useFileUpload,
  type UseFileUploadResult,
} from '../../dist/index.js';

import { QueryClient } from '@tanstack/react-query';
import { bulkBare, bulkLibrary } from './bulkPage';
import { bulkComponent } from './bulkComponentPage';

interface BenchConfig {
  url: string;
  secretKey: string;
  sessionKey: string;
  serialNumber: string;
}

let config: BenchConfig;
const root = document.getElementById('root')!;

// ---------------------------------------------------------------- helpers

/** `performance.memory` exists in Chromium; `--enable-precise-memory-info` makes it exact. */
const heapUsed = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
const gc = () => (globalThis as unknown as { gc?: () => void }).gc?.();
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Samples the JS heap until stopped; returns the peak minus the baseline taken after a GC. */
function startHeapWatch() {
  gc();
  const baseline = heapUsed();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, heapUsed());
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, heapUsed());
      return peak - baseline;
    },
  };
}

interface PutRecord {
  start: number;
  end: number;
  status: number;
}

/**
 * An XMLHttpRequest that records when each PUT is sent and when it ends, and
 * how many are in flight. The library gets it through
 * `createChatbotClient({ XMLHttpRequest })`; its cost is two listeners.
 */
function createTimedXhr() {
  const puts: PutRecord[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let firstPutAt: number | null = null;
  class TimedXMLHttpRequest extends XMLHttpRequest {
    #method = '';
    override open(method: string, url: string | URL, async = true, user?: string | null, password?: string | null) {
      this.#method = method.toUpperCase();
      super.open(method, url, async, user, password);
    }
    override send(body?: Document | XMLHttpRequestBodyInit | null) {
      if (this.#method === 'PUT') {
        const record: PutRecord = { start: performance.now(), end: 0, status: 0 };
        firstPutAt ??= record.start;
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        // Ended at DONE, before `load`: the library hears `load` before a `loadend` listener would,
        // and may send the next PUT in between, which would then count the ended one as well.
        const ended = () => {
          if (this.readyState !== XMLHttpRequest.DONE || record.end) return;
          record.end = performance.now();
          record.status = this.status;
          inFlight--;
          puts.push(record);
        };
        this.addEventListener('readystatechange', ended);
      }
      super.send(body);
    }
  }
  return {
    XMLHttpRequest: TimedXMLHttpRequest,
    puts,
    stats: () => ({ inFlight, maxInFlight, firstPutAt }),
  };
}

/** A fetch that counts RealEstateList requests by the page and city they ask for. */
function createCountingFetch() {
  const calls: { operation: string; pageNumber: number | undefined; cityName: string | undefined; at: number; status: number }[] = [];
  let inFlight = 0;
  const countingFetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const operation = url.split('/').pop() ?? '';
    let body: { PageNumber?: number; CityName?: string } = {};
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    } catch {
      // not JSON: count it anyway
    }
    const call = { operation, pageNumber: body.PageNumber, cityName: body.CityName, at: performance.now(), status: 0 };
    calls.push(call);
    inFlight++;
    return fetch(input, init)
      .then((response) => {
        call.status = response.status;
        return response;
      })
      .finally(() => {
        inFlight--;
      });
  };
  return { fetch: countingFetch, calls, inFlight: () => inFlight };
}

let mounted: Root | null = null;
function mount(node: React.ReactNode) {
  unmount();
  mounted = createRoot(root);
  flushSync(() => mounted!.render(node));
}
function unmount() {
  if (mounted) flushSync(() => mounted!.unmount());
  mounted = null;
}

function makeClient(extra: Partial<Parameters<typeof createChatbotClient>[0]> = {}): ChatbotClient {
  return createChatbotClient({
    baseUrl: config.url,
    secretKey: config.secretKey,
    sessionKey: config.sessionKey,
    // The fake's keys are fixed test values on loopback; a real app uses the proxy.
    dangerouslyAllowBrowser: true,
    ...extra,
  });
}

// ---------------------------------------------------------------- upload: raw XHR vs library

let bigBlob: Blob | null = null;
/** A Blob of `bytes`: made once at the largest size asked, smaller ones are slices of it (no copy). */
function getBigBlob(bytes: number): Blob {
  if (bigBlob && bigBlob.size > bytes) return bigBlob.slice(0, bytes, bigBlob.type);
  if (bigBlob?.size !== bytes) {
    // Filled so no layer can shortcut zero pages; the Blob's bytes live
    // outside the JS heap once made.
    const data = new Uint8Array(bytes);
    for (let i = 0; i < bytes; i += 4096) data[i] = i & 0xff;
    bigBlob = new Blob([data], { type: 'application/octet-stream' });
  }
  return bigBlob;
}

/**
 * One raw XMLHttpRequest PUT of the Blob to a fresh presigned URL: what the
 * library competes with. With `withProgress`, it also listens to upload
 * progress (as any progress UI must), which makes Chromium send progress
 * events: the fair floor for a library that shows progress.
 */
async function rawPut(bytes: number, withProgress = false) {
  const blob = getBigBlob(bytes);
  const { preUploadUrl } = await makeClient().getPreUploadUrl({ fileName: 'raw.bin' });
  const heap = startHeapWatch();
  const start = performance.now();
  const status = await new Promise<number>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', preUploadUrl);
    if (withProgress) xhr.upload.onprogress = () => {};
    xhr.onloadend = () => resolve(xhr.status);
    xhr.send(blob);
  });
  const ms = performance.now() - start;
  return { kind: withProgress ? ('rawProgress' as const) : ('raw' as const), ms, status, heapGrowthBytes: heap.stop(), commits: 0 };
}

/** What the upload app hands back to the bench: the hook's `add` and a way to wait for the end. */
interface UploadHandle {
  add: UseFileUploadResult['add'];
  queue: UseFileUploadResult['queue'];
}

/**
 * An upload screen as an app builds it on the hook: overall progress and one
 * row per file. Every commit of this tree is one the user's app pays for.
 */
function UploadApp({ onReady }: { onReady: (handle: UploadHandle) => void }) {
  const { files, add, progress, queue } = useFileUpload({ concurrency: 3 });
  useEffect(() => onReady({ add, queue }), [onReady, add, queue]);
  return (
    <section>
      <progress max={100} value={progress.percent} aria-label="All files" />
      <ul>
        {files.map((f) => (
          <li key={f.id}>
            {f.name} {f.status} {f.progress.percent}%
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Mounts {@link UploadApp} with `client` and counts its commits. */
async function mountUploadApp(client: ChatbotClient) {
  const commits = { count: 0 };
  const onRender: ProfilerOnRenderCallback = () => {
    commits.count++;
  };
  let handle!: UploadHandle;
  const ready = new Promise<void>((resolve) => {
    const onReady = (h: UploadHandle) => {
      handle = h;
      resolve();
    };
    mount(
      <ChatbotProvider client={client} queryClient={new QueryClient()}>
        <Profiler id="upload" onRender={onRender}>
          <UploadApp onReady={onReady} />
        </Profiler>
      </ChatbotProvider>,
    );
  });
  await ready;
  await nextFrame();
  return { handle, commits };
}

/**
 * The same Blob through the library as an app uses it: `useFileUpload`
 * (queue, three steps, progress rendered). Timed from the PUT's send to its
 * end, like the raw PUT; heap and commits over the whole upload.
 */
async function libraryPut(bytes: number) {
  const file = new File([getBigBlob(bytes)], 'library.bin', { type: 'application/octet-stream' });
  const timed = createTimedXhr();
  const { handle, commits } = await mountUploadApp(makeClient({ XMLHttpRequest: timed.XMLHttpRequest }));
  commits.count = 0;
  const heap = startHeapWatch();
  handle.add([file]);
  await handle.queue.whenIdle();
  await nextFrame();
  await nextFrame();
  const heapGrowthBytes = heap.stop();
  const put = timed.puts[0];
  const item = handle.queue.getState().items[0];
  const result = {
    kind: 'library' as const,
    ms: put ? put.end - put.start : NaN,
    status: put?.status ?? 0,
    itemStatus: item?.status,
    heapGrowthBytes,
    commits: commits.count,
  };
  unmount();
  return result;
}

// ---------------------------------------------------------------- 1,000 files dropped at once

/**
 * Drops `count` small files on `<UploadDropzone>` (with its default
 * `<UploadList>`) in one drop event, as a user dragging a folder would.
 * Reports the time from the drop to the first PUT, the most PUTs in flight
 * at once, and whether every file was PUT and reported.
 */
async function dropFiles(count: number, fileBytes: number, timeoutMs: number) {
  const timed = createTimedXhr();
  const counting = createCountingFetch();
  const client = makeClient({ XMLHttpRequest: timed.XMLHttpRequest, fetch: counting.fetch });
  let commits = 0;
  let commitMsTotal = 0;
  let commitMsMax = 0;
  let commitDurations: number[] = [];
  const commitTimes: number[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    commits++;
    commitMsTotal += actualDuration;
    commitMsMax = Math.max(commitMsMax, actualDuration);
    commitDurations.push(actualDuration);
    commitTimes.push(performance.now());
  };
  mount(
    <ChatbotProvider client={client} queryClient={new QueryClient()}>
      <Profiler id="dropzone" onRender={onRender}>
        <UploadDropzone />
      </Profiler>
    </ChatbotProvider>,
  );
  await nextFrame();
  const zone = document.querySelector('[data-part="dropzone"]');
  if (!zone) throw new Error('UploadDropzone rendered no [data-part="dropzone"]');
  const transfer = new DataTransfer();
  const body = new Uint8Array(fileBytes);
  for (let i = 0; i < count; i++) transfer.items.add(new File([body], `file-${String(i).padStart(4, '0')}.txt`, { type: 'text/plain' }));
  // The files are made in a task of their own: the long-task watch sees the drop only.
  await sleep(0);
  commits = 0;
  commitMsTotal = 0;
  commitMsMax = 0;
  commitDurations = [];
  // The goal: no main-thread task over 100 ms from the drop to the last report.
  const longTasks: number[] = [];
  const longTaskStarts: number[] = [];
  const taskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push(entry.duration);
      longTaskStarts.push(entry.startTime);
    }
  });
  taskObserver.observe({ type: 'longtask' });
  zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  const droppedAt = performance.now();
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));

  const reported = () => counting.calls.filter((c) => c.operation === 'ReportUploadSuccess' && c.status === 200).length;
  const deadline = droppedAt + timeoutMs;
  while (reported() < count && performance.now() < deadline) await sleep(50);
  const finishedAt = performance.now();
  taskObserver.disconnect();
  await sleep(200);
  const { maxInFlight, firstPutAt } = timed.stats();
  const result = {
    files: count,
    fileBytes,
    timeToFirstPutMs: firstPutAt === null ? null : firstPutAt - droppedAt,
    maxPutsInFlight: maxInFlight,
    puts: timed.puts.length,
    putsOk: timed.puts.filter((p) => p.status === 200).length,
    uploaded: reported(),
    allFinished: reported() === count,
    totalMs: finishedAt - droppedAt,
    commits,
    commitMsTotal,
    commitMsMax,
    commitMsPerFile: commitMsTotal / count,
    longestTaskMs: Math.max(0, ...longTasks),
    tasksOver100Ms: longTasks.filter((ms) => ms > 100).length,
    // When each task over 50 ms began, from the drop, and how long it took: tells the drop's own task (at 0) from later ones.
    longTasks: longTasks.map((ms, i) => [Math.round(longTaskStarts[i]! - droppedAt), ms]),
    commitMsMedian: [...commitDurations].sort((a, b) => a - b)[commitDurations.length >> 1] ?? null,
    firstCommitsMs: commitDurations.slice(0, 5),
    // Commit time per 5 s since the drop: shows whether rendering slows down as files finish.
    commitMsPer5s: commitDurations.reduce<number[]>((buckets, ms, i) => {
      const bucket = Math.floor((commitTimes[i]! - droppedAt) / 5000);
      buckets[bucket] = (buckets[bucket] ?? 0) + ms;
      return buckets;
    }, []),
    reportsPer5s: counting.calls
      .filter((c) => c.operation === 'ReportUploadSuccess')
      .reduce<number[]>((buckets, c) => {
        const bucket = Math.floor((c.at - droppedAt) / 5000);
        buckets[bucket] = (buckets[bucket] ?? 0) + 1;
        return buckets;
      }, []),
    listedRows: document.querySelectorAll('[data-part="item"], .ck-upload-list li').length,
  };
  unmount();
  return result;
}

/**
 * The same 1,000 files through the upload queue alone (no React): tells the
 * engine's cost apart from the rendering's when the drop is slow.
 */
async function queueFiles(count: number, fileBytes: number, timeoutMs: number) {
  const timed = createTimedXhr();
  const client = makeClient({ XMLHttpRequest: timed.XMLHttpRequest });
  const queue = createUploadQueue(client, {});
  const body = new Uint8Array(fileBytes);
  const files = Array.from({ length: count }, (_, i) => new File([body], `queued-${i}.txt`, { type: 'text/plain' }));
  const addedAt = performance.now();
  queue.add(files);
  const addMs = performance.now() - addedAt;
  await Promise.race([queue.whenIdle(), sleep(timeoutMs)]);
  const totalMs = performance.now() - addedAt;
  const done = queue.getState().items.filter((i) => i.status === 'done').length;
  const { maxInFlight, firstPutAt } = timed.stats();
  queue.destroy();
  return {
    files: count,
    addMs,
    timeToFirstPutMs: firstPutAt === null ? null : firstPutAt - addedAt,
    maxPutsInFlight: maxInFlight,
    done,
    allFinished: done === count,
    totalMs,
  };
}

/** Diagnostic: `count` sequential `client.uploadFile` calls, no queue, no React. */
async function sequentialUploads(count: number, fileBytes: number) {
  const client = makeClient();
  const body = new Uint8Array(fileBytes);
  const start = performance.now();
  for (let i = 0; i < count; i++) await client.uploadFile(new File([body], `seq-${i}.txt`));
  return { count, msPerFile: (performance.now() - start) / count };
}

// ---------------------------------------------------------------- listings

/** Mount-commit time of ListingGrid with `count` items, by React's Profiler; the median of `repeats` mounts. */
async function gridCommit(count: number, repeats: number) {
  const { items } = await makeClient().realEstateList({ serialNumber: config.serialNumber, pageSize: count });
  if (items.length < count) throw new Error(`the fake returned ${items.length} listings, wanted ${count}`);
  const durations: number[] = [];
  // Two mounts first, not recorded: the first ones include JIT warm-up.
  for (let i = -2; i < repeats; i++) {
    let mountMs = NaN;
    const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) => {
      if (phase === 'mount') mountMs = actualDuration;
    };
    mount(
      <Profiler id="grid" onRender={onRender}>
        <ListingGrid items={items} locale="en-US" />
      </Profiler>,
    );
    if (i >= 0) durations.push(mountMs);
    unmount();
    await nextFrame();
  }
  durations.sort((a, b) => a - b);
  return { count, durations, medianMs: durations[durations.length >> 1]! };
}

let listingFetch: ReturnType<typeof createCountingFetch> | null = null;

/** Mounts RealEstateBrowser against the fake, counting its RealEstateList requests. */
function mountBrowser() {
  listingFetch = createCountingFetch();
  const client = makeClient({ fetch: listingFetch.fetch });
  mount(
    <ChatbotProvider client={client} queryClient={new QueryClient()}>
      <RealEstateBrowser serialNumber={config.serialNumber} locale="en-US" />
    </ChatbotProvider>,
  );
  return true;
}

/** RealEstateList requests since the last reset, and how many are still in flight. */
function listingRequests() {
  return { calls: listingFetch!.calls.filter((c) => c.operation === 'RealEstateList'), inFlight: listingFetch!.inFlight() };
}
function resetListingRequests() {
  listingFetch!.calls.length = 0;
  return true;
}

Object.assign(globalThis, {
  chatbotKitBench: {
    setup(c: BenchConfig) {
      config = c;
    },
    prepareBlob(bytes: number) {
      getBigBlob(bytes);
      return true;
    },
    rawPut: (bytes: number) => rawPut(bytes),
    rawPutWithProgress: (bytes: number) => rawPut(bytes, true),
    libraryPut,
    dropFiles,
    queueFiles,
    bulkBare,
    bulkLibrary,
    bulkComponent,
    sequentialUploads,
    gridCommit,
    mountBrowser,
    listingRequests,
    resetListingRequests,
    unmount,
    sleep,
  },
});
