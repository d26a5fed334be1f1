// The page half of the main-thread bench, a page of its own
// bundled with the production react-dom as apps ship it (the main bench page
// uses the profiling build, whose per-component timing would be billed to the
// library here). One big file picked from disk (the bench sets it on a file
// input through the DevTools Protocol, as a user's pick) is uploaded either
// by a raw XMLHttpRequest with a progress listener, by the library's engine
// (createUploadQueue) with a listener that draws nothing, or by the library's
// <UploadDropzone> (its own queue, its <UploadList>). The Node half reads
// Performance.getMetrics around each round; all that is not the upload
// itself (mounting) happens in `mainThreadPrepare`, before the first
// reading. Every round makes the same three requests inside the window.
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createChatbotClient, createUploadQueue } from '../../dist/core/index.js';
import { ChatbotProvider, UploadDropzone, useFileUpload } from '../../dist/index.js';
import { barePost, type BarePreUpload } from './barePost';

export interface MainThreadConfig {
  url: string;
  secretKey: string;
  sessionKey: string;
}

export type MainThreadKind = 'rawProgress' | 'rawProgressUi' | 'rawProgressStore' | 'engine' | 'library' | 'hook';

interface RoundOutcome {
  status: number;
  fileStoreId: string | null;
  error: string | null;
}

interface Round {
  kind: MainThreadKind;
  host: HTMLElement;
  root: Root | null;
  done: Promise<RoundOutcome>;
  pickedAt: number;
  endedAt: number;
  progressEvents: number;
}

let round: Round | null = null;
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const gc = () => (globalThis as unknown as { gc?: () => void }).gc?.();

const clientFor = (config: MainThreadConfig) =>
  createChatbotClient({
    baseUrl: config.url,
    secretKey: config.secretKey,
    sessionKey: config.sessionKey,
    dangerouslyAllowBrowser: true, // the fake's fixed test keys, on loopback
  });

/**
 * The baseline: a file input and, on change, the platform's three steps with
 * no library, as the bulk bench's bare pipeline makes them (barePost): a fetch of
 * GetPreUploadUrl, one XMLHttpRequest PUT of the picked file with an upload
 * progress listener, a fetch of ReportUploadSuccess. The same requests
 * as the engine's round, in the same window: only what each does around them
 * differs. The baseline listener only counts. With `bar`, it also
 * shows the progress as the least progress UI does (a <progress> and a
 * percent), so the page restyles and repaints per event. With `store`, it
 * goes through the least store there is ({@link leastStore}): the floor of
 * any engine that keeps state and tells subscribers, measured like the rest.
 */
function prepareRaw(config: MainThreadConfig, r: Round, shows: 'count' | 'bar' | 'store'): Promise<RoundOutcome> {
  const input = document.createElement('input');
  input.type = 'file';
  const bar = document.createElement('progress');
  bar.max = 100;
  bar.value = 0;
  const percent = document.createElement('span');
  r.host.append(input, bar, percent);
  const store = shows === 'store' ? leastStore(() => r.progressEvents++) : null;
  const putFile = (url: string, file: File) =>
    new Promise<number>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('PUT', url);
      xhr.upload.addEventListener('progress', (event) => {
        if (store) return store.setLoaded(event.loaded);
        r.progressEvents++;
        if (shows !== 'bar' || !event.lengthComputable) return;
        const value = Math.floor((event.loaded / event.total) * 100);
        bar.value = value;
        percent.textContent = `${value}%`;
      });
      xhr.addEventListener('loadend', () => resolve(xhr.status));
      xhr.send(file);
    });
  return new Promise<RoundOutcome>((resolve) => {
    input.addEventListener('change', async () => {
      r.pickedAt = performance.now();
      let outcome: RoundOutcome;
      try {
        const file = input.files![0]!;
        const { PreUploadUrl, FileStoreId } = await barePost<BarePreUpload>(config.url, config.secretKey, 'GetPreUploadUrl', { fileName: file.name });
        const status = await putFile(PreUploadUrl, file);
        if (status !== 200) throw new Error(`PUT status ${status}`);
        await barePost(config.url, config.secretKey, 'ReportUploadSuccess', { fileStoreID: FileStoreId });
        outcome = { status, fileStoreId: FileStoreId, error: null };
      } catch (error) {
        outcome = { status: 0, fileStoreId: null, error: String(error) };
      }
      r.endedAt = performance.now();
      resolve(outcome);
    });
  });
}

/**
 * The least store there is, in ten lines: each event replaces a frozen state
 * and tells the one subscriber at once, which reads it. No batching, no
 * speed, no per-file record: whatever a real engine does more costs more.
 */
function leastStore(onRead: (loaded: number) => void) {
  let state: Readonly<{ loaded: number }> = Object.freeze({ loaded: 0 });
  const listeners = new Set<() => void>();
  listeners.add(() => onRead(state.loaded));
  return {
    setLoaded(loaded: number) {
      state = Object.freeze({ ...state, loaded });
      for (const listener of listeners) listener();
    },
  };
}

type Settle = (outcome: RoundOutcome) => void;

/**
 * The library at the baseline's own level: its upload engine
 * (`createUploadQueue`, as `chatbot-kit/core` ships it) on a file input, with
 * a listener that reads the progress on each notification and draws nothing,
 * as the baseline's listener.
 */
function prepareEngine(config: MainThreadConfig, r: Round): Promise<RoundOutcome> {
  const input = document.createElement('input');
  input.type = 'file';
  r.host.append(input);
  return new Promise((resolve) => {
    const settle: Settle = (outcome) => {
      r.endedAt = performance.now();
      queue.destroy();
      resolve(outcome);
    };
    const queue = createUploadQueue(clientFor(config), {
      onUploaded: ({ fileStoreId }) => settle({ status: 200, fileStoreId, error: null }),
      onError: ({ error }) => settle({ status: 0, fileStoreId: null, error: error.message }),
    });
    queue.subscribe(() => {
      r.progressEvents++;
      void queue.getState().progress.percent;
    });
    input.addEventListener('change', () => {
      r.pickedAt = performance.now();
      queue.add(input.files ?? []);
    });
  });
}

/**
 * A diagnostic (BENCH_MAIN_THREAD_HOOK=1): the engine and `useFileUpload`
 * under the same least UI as the raw baseline, a <progress> and a percent;
 * tells what the components cost apart from what the engine and hook cost.
 */
function HookApp({ settle }: { settle: Settle }) {
  const { add, progress } = useFileUpload({
    onUploaded: ({ fileStoreId }) => settle({ status: 200, fileStoreId, error: null }),
    onError: ({ error }) => settle({ status: 0, fileStoreId: null, error: error.message }),
  });
  return (
    <>
      <input type="file" onChange={(e) => add(e.currentTarget.files ?? [])} />
      <progress max={100} value={progress.percent} />
      <span>{progress.percent}%</span>
    </>
  );
}

/** The library as an app ships it: <UploadDropzone> with its own queue and default <UploadList> (or, for `hook`, {@link HookApp}). */
function prepareLibrary(config: MainThreadConfig, r: Round): Promise<RoundOutcome> {
  return new Promise((resolve) => {
    const settle: Settle = (outcome) => {
      r.endedAt = performance.now();
      resolve(outcome);
    };
    r.root = createRoot(r.host);
    flushSync(() =>
      r.root!.render(
        <ChatbotProvider client={clientFor(config)}>
          {r.kind === 'hook' ? (
            <HookApp settle={settle} />
          ) : (
            <UploadDropzone
              onUploaded={({ fileStoreId }) => settle({ status: 200, fileStoreId, error: null })}
              onError={({ error }) => settle({ status: 0, fileStoreId: null, error: error.message })}
            />
          )}
        </ChatbotProvider>,
      ),
    );
    const input = r.host.querySelector('input[type="file"]');
    input?.addEventListener('change', () => (r.pickedAt = performance.now()), { capture: true });
  });
}

/**
 * Sets up one round and lets the page settle (two frames, a GC, a pause), so
 * the Node half's first reading sees a quiet page. Returns the CSS selector
 * of the file input the bench sets the file on.
 */
async function mainThreadPrepare(config: MainThreadConfig, kind: MainThreadKind) {
  mainThreadCleanup();
  const host = document.createElement('div');
  host.id = 'main-thread-round';
  document.body.append(host);
  const r: Round = { kind, host, root: null, done: Promise.resolve({ status: 0, fileStoreId: null, error: 'not picked' }), pickedAt: NaN, endedAt: NaN, progressEvents: 0 };
  r.done =
    kind === 'library' || kind === 'hook'
      ? prepareLibrary(config, r)
      : kind === 'engine'
        ? prepareEngine(config, r)
        : prepareRaw(config, r, kind === 'rawProgressUi' ? 'bar' : kind === 'rawProgressStore' ? 'store' : 'count');
  round = r;
  await nextFrame();
  await nextFrame();
  gc();
  await sleep(300);
  return '#main-thread-round input[type="file"]';
}

/** Waits for the upload to end and for two frames (the last commit painted), then reports the page's view. */
async function mainThreadWait(timeoutMs: number) {
  const r = round;
  if (!r) throw new Error('mainThreadPrepare was not called');
  const outcome = await Promise.race([r.done, sleep(timeoutMs).then(() => ({ status: 0, fileStoreId: null, error: `no end after ${timeoutMs} ms` }))]);
  await nextFrame();
  await nextFrame();
  return { kind: r.kind, ...outcome, ms: r.endedAt - r.pickedAt, progressEvents: r.progressEvents };
}

/** Unmounts the round's tree and removes its elements (after the Node half's last reading). */
function mainThreadCleanup() {
  if (!round) return true;
  if (round.root) flushSync(() => round!.root!.unmount());
  round.host.remove();
  round = null;
  return true;
}

Object.assign(globalThis, { chatbotKitMainThread: { mainThreadPrepare, mainThreadWait, mainThreadCleanup } });
