// The bench page (issue 6 §1), bundled by scripts/bench/bundlePage.mjs and
// driven by scripts/bench.mjs through Playwright. It imports the library from
// dist/, as an app would, and exposes one function per measurement on
// `window.chatbotKitBench`.
import { Profiler, useSyncExternalStore, type ProfilerOnRenderCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createChatbotClient, type ChatbotClient } from '../../dist/core/index.js';
import { ChatbotProvider } from '../../dist/index.js';
import { createUploadQueue, type UploadQueue } from '../../dist/core/index.js';

// Temporary until useFileUpload lands: the queue's state shown like an app would.
function UploadProgressView({ queue }: { queue: UploadQueue }) {
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getInitialState);
  return <progress max={100} value={state.progress.percent} />;
}
import { QueryClient } from '@tanstack/react-query';

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
        this.addEventListener('loadend', () => {
          record.end = performance.now();
          record.status = this.status;
          inFlight--;
          puts.push(record);
        });
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
  const calls: { operation: string; pageNumber: number | undefined; cityName: string | undefined; at: number }[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const operation = url.split('/').pop() ?? '';
    let body: { PageNumber?: number; CityName?: string } = {};
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    } catch {
      // not JSON: count it anyway
    }
    calls.push({ operation, pageNumber: body.PageNumber, cityName: body.CityName, at: performance.now() });
    return fetch(input, init);
  };
  return { fetch: countingFetch, calls };
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
function getBigBlob(bytes: number) {
  if (bigBlob?.size !== bytes) {
    // Filled so no layer can shortcut zero pages; the Blob's bytes live
    // outside the JS heap once made.
    const data = new Uint8Array(bytes);
    for (let i = 0; i < bytes; i += 4096) data[i] = i & 0xff;
    bigBlob = new Blob([data], { type: 'application/octet-stream' });
  }
  return bigBlob;
}

/** One raw XMLHttpRequest PUT of the Blob to a fresh presigned URL: what the library competes with. */
async function rawPut(bytes: number) {
  const blob = getBigBlob(bytes);
  const { preUploadUrl } = await makeClient().getPreUploadUrl({ fileName: 'raw.bin' });
  const heap = startHeapWatch();
  const start = performance.now();
  const status = await new Promise<number>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', preUploadUrl);
    xhr.onloadend = () => resolve(xhr.status);
    xhr.send(blob);
  });
  const ms = performance.now() - start;
  return { kind: 'raw' as const, ms, status, heapGrowthBytes: heap.stop(), commits: 0 };
}

/**
 * The same Blob through the library as an app uses it: the upload queue
 * behind a React component that shows its progress. Timed from the PUT's
 * send to its end, like the raw PUT; commits counted over the whole upload.
 */
async function libraryPut(bytes: number) {
  const blob = new File([getBigBlob(bytes)], 'library.bin', { type: 'application/octet-stream' });
  const timed = createTimedXhr();
  const client = makeClient({ XMLHttpRequest: timed.XMLHttpRequest });
  let commits = 0;
  const onRender: ProfilerOnRenderCallback = () => {
    commits++;
  };
  const queue = createUploadQueue(client, {});
  mount(
    <ChatbotProvider client={client} queryClient={new QueryClient()}>
      <Profiler id="upload" onRender={onRender}>
        <UploadProgressView queue={queue} />
      </Profiler>
    </ChatbotProvider>,
  );
  await nextFrame();
  commits = 0;
  const heap = startHeapWatch();
  queue.add([blob]);
  await queue.whenIdle();
  await nextFrame();
  const heapGrowthBytes = heap.stop();
  const put = timed.puts[0];
  const item = queue.getState().items[0];
  unmount();
  queue.destroy();
  return {
    kind: 'library' as const,
    ms: put ? put.end - put.start : NaN,
    status: put?.status ?? 0,
    itemStatus: item?.status,
    heapGrowthBytes,
    commits,
  };
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
    rawPut,
    libraryPut,
    sleep,
  },
});
