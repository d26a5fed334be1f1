// The web-vitals bench's page (scripts/bench/webVitals.mjs). One app, named
// by `?app=`, mounts as soon as the script runs, as an app mounts on load:
// the library's `RealEstateBrowser` or a bare React grid of the same listings
// and photos (short cards, or cards with all that the library's show,
// BareFullCard.tsx); the library's `UploadDropzone` or a bare file input that
// lists the chosen files, each with a `<progress>` bar and a percent, and
// uploads them with XMLHttpRequest, six at a time. Observers watch event
// timing, LCP, layout shifts and long tasks from the first paint on.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { createChatbotClient } from '../../dist/core/index.js';
import { ChatbotProvider, RealEstateBrowser, UploadDropzone } from '../../dist/index.js';
import { barePost, type BarePreUpload } from './barePost';
import { BARE_FULL_CARD_CSS, BareFullCard, format, type BareFullListing } from './BareFullCard';

interface VitalsConfig {
  url: string;
  secretKey: string;
  sessionKey: string;
  serialNumber: string;
}
const config = (globalThis as unknown as { chatbotKitVitalsConfig: VitalsConfig }).chatbotKitVitalsConfig;
const app = new URLSearchParams(location.search).get('app');

// ---------------------------------------------------------------- observers

const events: { name: string; start: number; duration: number; interactionId: number }[] = [];
const longTasks: { start: number; duration: number }[] = [];
const shifts: { start: number; value: number }[] = [];
let lcp: { start: number; element: string } | null = null;
const observe = (type: string, options: PerformanceObserverInit, onEntry: (entry: PerformanceEntry) => void) =>
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
observe('event', { durationThreshold: 16 } as PerformanceObserverInit, (e) => {
  const { name, startTime, duration, interactionId } = e as PerformanceEventTiming & { interactionId: number };
  events.push({ name, start: startTime, duration, interactionId });
});
observe('longtask', {}, (e) => longTasks.push({ start: e.startTime, duration: e.duration }));
observe('layout-shift', {}, (e) => {
  const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
  if (!shift.hadRecentInput) shifts.push({ start: shift.startTime, value: shift.value });
});
observe('largest-contentful-paint', {}, (e) => {
  const element = (e as PerformanceEntry & { element: Element | null }).element;
  lcp = { start: e.startTime, element: element ? `${element.tagName.toLowerCase()}${element.getAttribute('data-part') ? `[data-part=${element.getAttribute('data-part')}]` : ''}` : 'gone' };
});

// ---------------------------------------------------------------- listings

/** RealEstateList requests: what each asked for, and when its answer arrived. */
const listCalls: { pageNumber: number; cityName: string | null; startedAt: number; endedAt: number | null }[] = [];
const countingFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.endsWith('/RealEstateList')) return fetch(input, init);
  let body: { PageNumber?: number; CityName?: string } = {};
  try {
    body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
  } catch {
    // not JSON: counted anyway
  }
  const call = { pageNumber: body.PageNumber ?? 1, cityName: body.CityName ?? null, startedAt: performance.now(), endedAt: null as number | null };
  listCalls.push(call);
  try {
    return await fetch(input, init);
  } finally {
    call.endedAt = performance.now();
  }
};

interface BareListing extends BareFullListing {
  Images: string;
}

/** The first photo of a listing's `Images` field (a JSON list, a comma-separated list, one URL or empty). */
function firstImage(images: string): string | null {
  const text = images.trim();
  if (!text) return null;
  if (text.startsWith('[')) {
    try {
      const [first] = JSON.parse(text) as unknown[];
      return typeof first === 'string' ? first : null;
    } catch {
      return null;
    }
  }
  return text.split(',')[0]!.trim() || null;
}

async function bareList(pageNumber: number, cityName: string): Promise<BareListing[]> {
  const response = await countingFetch(`${config.url}/chat/Chatbot/RealEstateList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'chatrobot-sessionkey': config.sessionKey },
    body: JSON.stringify({ SerialNumber: config.serialNumber, PageNumber: pageNumber, PageSize: 20, ...(cityName ? { CityName: cityName } : {}) }),
  });
  const json = (await response.json()) as { Success: boolean; Data: { List: BareListing[] } };
  return json.Success ? json.Data.List : [];
}

const BARE_CSS = `
.bare-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; list-style: none; padding: 0; }
.bare-card { border: 1px solid #ddd; border-radius: 8px; overflow: hidden; }
.bare-card img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: #eee; }
.bare-card p { margin: 4px 8px; }
.bare-item { display: grid; }
`;

/**
 * The least a listing grid does: a City field (300 ms of quiet before it
 * applies), 20 cards, next page prefetched. Its cards show price, address,
 * rooms and area, the price and the area formatted with Intl as any app
 * formats them, or, with `full`, all that `ListingCard` shows.
 */
function BareGrid({ full = false }: { full?: boolean }) {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [city, setCity] = useState('');
  const cache = useRef(new Map<string, Promise<BareListing[]>>());
  const [shown, setShown] = useState<BareListing[]>([]);
  const load = (p: number, c: string) => {
    const key = `${c}|${p}`;
    if (!cache.current.has(key)) cache.current.set(key, bareList(p, c));
    return cache.current.get(key)!;
  };
  useEffect(() => {
    const timer = setTimeout(() => setCity(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    let live = true;
    void load(page, city).then((list) => {
      if (!live) return;
      setShown(list);
      void load(page + 1, city);
    });
    return () => {
      live = false;
    };
  }, [page, city]);
  return (
    <main>
      <style>{full ? BARE_CSS + BARE_FULL_CARD_CSS : BARE_CSS}</style>
      <label>
        City <input value={typed} onChange={(e) => (setTyped(e.currentTarget.value), setPage(1))} />
      </label>
      <ul className="bare-grid">
        {shown.map((item, i) => {
          const src = firstImage(item.Images);
          if (full) {
            return (
              <li key={item.ID} className="bare-item">
                <BareFullCard item={item} photo={src} priority={i < 4} />
              </li>
            );
          }
          return (
            <li key={item.ID} className="bare-card">
              {src ? <img src={src} alt="" loading={i < 4 ? 'eager' : 'lazy'} fetchPriority={i < 4 ? 'high' : 'auto'} /> : null}
              <p>
                {item.CurrencySymbol}
                {format(Number(item.Price))}
              </p>
              <p>
                {item.Address}, {item.City}, {item.State}
              </p>
              <p>
                {item.Bedrooms} bd · {item.Bathrooms} ba · {format(Number(item.BuildingArea))} sq ft
              </p>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        Next page
      </button>
    </main>
  );
}

// ---------------------------------------------------------------- uploads

let finished = 0;
/**
 * When the page first heard of the chosen files: the file input's `input`
 * event, seen before any app's listener. The task that dispatches it begins
 * with Chromium building the FileList (a MIME lookup per file, a blocking
 * call to the browser process), which every app pays alike.
 */
let chosenEventAt: number | null = null;
document.addEventListener('input', (event) => {
  if ((event.target as HTMLInputElement).type === 'file') chosenEventAt ??= performance.now();
}, { capture: true });
const onFinished = () => void finished++;

/** A plain file input that lists what was chosen, one row each, and uploads with fetch, 6 at a time. */
/** A PUT with XMLHttpRequest, as a plain app sends a file it shows a bar for: `onProgress` gets each upload event's percent. */
function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`PUT ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('PUT failed'));
    xhr.send(file);
  });
}

function BareInput() {
  const [rows, setRows] = useState<{ file: File; status: string; percent: number }[]>([]);
  const choose = (files: File[]) => {
    setRows(files.map((file) => ({ file, status: 'waiting', percent: 0 })));
    let next = 0;
    const update = (i: number, change: { status?: string; percent?: number }) =>
      setRows((all) => all.map((row, k) => (k === i ? { ...row, ...change } : row)));
    const worker = async () => {
      while (next < files.length) {
        const i = next++;
        const file = files[i]!;
        try {
          update(i, { status: 'uploading' });
          const { PreUploadUrl, FileStoreId } = await barePost<BarePreUpload>(config.url, config.secretKey, 'GetPreUploadUrl', { fileName: file.name });
          await putWithProgress(PreUploadUrl, file, (percent) => update(i, { percent }));
          await barePost(config.url, config.secretKey, 'ReportUploadSuccess', { fileStoreID: FileStoreId });
          update(i, { status: 'uploaded', percent: 100 });
        } catch {
          update(i, { status: 'failed' });
        }
        onFinished();
      }
    };
    for (let w = 0; w < 6; w++) void worker();
  };
  return (
    <main>
      <input type="file" multiple onChange={(e) => choose([...(e.currentTarget.files ?? [])])} />
      <ul>
        {rows.map(({ file, status, percent }) => (
          <li key={file.name}>
            {file.name} · {file.size} B · {status} <progress value={percent} max={100} /> {percent}%
          </li>
        ))}
      </ul>
    </main>
  );
}

/** When the first listing photo was asked for and when it arrived (Resource Timing). */
function firstPhoto() {
  const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/fake-images/')) as PerformanceResourceTiming | undefined;
  return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
}

// ---------------------------------------------------------------- mount

const client = createChatbotClient({
  baseUrl: config.url,
  secretKey: config.secretKey,
  sessionKey: config.sessionKey,
  // The fake's fixed test keys, on loopback; a real app uses the proxy.
  dangerouslyAllowBrowser: true,
  fetch: countingFetch,
});
const apps: Record<string, () => ReactElement> = {
  browser: () => (
    <ChatbotProvider client={client} queryClient={new QueryClient()}>
      <RealEstateBrowser serialNumber={config.serialNumber} locale="en-US" />
    </ChatbotProvider>
  ),
  // Not a bench round: the library's page with the bare grid's three-line cards
  // (scripts/bench/abListings.mjs), what the page costs apart from its cards.
  browserThreeLine: () => (
    <ChatbotProvider client={client} queryClient={new QueryClient()}>
      <style>{BARE_CSS}</style>
      <RealEstateBrowser
        serialNumber={config.serialNumber}
        locale="en-US"
        renderItem={(item, { index }) => (
          <div className="bare-card">
            {item.images[0] ? <img src={item.images[0]} alt="" loading={index < 4 ? 'eager' : 'lazy'} fetchPriority={index < 4 ? 'high' : 'auto'} /> : null}
            <p>{`${item.currencySymbol}${item.price === null ? '' : format(item.price)}`}</p>
            <p>{`${item.address}, ${item.city}, ${item.state}`}</p>
            <p>{`${item.bedrooms ?? ''} bd · ${item.bathrooms ?? ''} ba · ${item.buildingArea === null ? '' : format(item.buildingArea)} sq ft`}</p>
          </div>
        )}
      />
    </ChatbotProvider>
  ),
  bareGrid: () => <BareGrid />,
  bareFullGrid: () => <BareGrid full />,
  dropzone: () => (
    <ChatbotProvider client={client} queryClient={new QueryClient()}>
      <UploadDropzone onUploaded={onFinished} onError={onFinished} />
    </ChatbotProvider>
  ),
  bareInput: () => <BareInput />,
};
const App = apps[app ?? ''];
if (!App) throw new Error(`unknown app ${app}`);
createRoot(document.getElementById('root')!).render(<App />);

Object.assign(globalThis, {
  chatbotKitVitals: {
    now: () => performance.now(),
    read: () => ({ events, longTasks, shifts, lcp, listCalls, finished, chosenEventAt, firstPhoto: firstPhoto() }),
    /**
     * Resolves once `what` holds, checked every 50 ms in the page: one call for the whole wait,
     * where polling from the bench would add a task of its own on every check.
     */
    until: (what: 'page3' | 'city' | 'uploads', arg: string | number) => {
      const ended = (check: (c: (typeof listCalls)[number]) => boolean) => listCalls.some((c) => check(c) && c.endedAt !== null);
      const checks = {
        page3: () => ended((c) => c.pageNumber === 3),
        city: () => ended((c) => c.cityName === arg),
        uploads: () => finished >= Number(arg),
      };
      return new Promise<number>((resolve) => {
        const check = () => (checks[what]() ? resolve(performance.now()) : setTimeout(check, 50));
        check();
      });
    },
    /** Resolves after the next two frames: what a commit scheduled before it has painted. */
    afterPaint: () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))),
  },
});
