// Durable uploads with real reloads: a page built from dist/ (as an app
// bundles it) in Chromium, over real HTTP to the fake server, reloaded or
// closed between steps. What survives is only what the browser keeps:
// IndexedDB, and Web Locks that a closed or reloaded tab gives back.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { startBundledPage, type BundledPage } from './startBundledPage';

const MB = 1024 * 1024;

/**
 * The app: a queue with the durable record on, restored on load. `?hold`
 * keeps its report from ever leaving, as a tab closed just after the PUT.
 */
const PAGE = `
import { createChatbotClient, createUploadQueue } from './dist/core/index.js';
const params = new URLSearchParams(location.search);
const scope = params.get('scope');
const real = createChatbotClient({ baseUrl: params.get('api'), secretKey: params.get('key'), dangerouslyAllowBrowser: true });
const client = params.has('hold')
  ? { ...real, reportUploadSuccess: (_, o) => new Promise((_, reject) => o?.signal?.addEventListener('abort', () => reject(o.signal.reason))) }
  : real;
const queue = createUploadQueue(client, { persist: { persistKey: scope } });
window.uploaded = [];
queue.subscribeEvents((event) => { if (event.type === 'uploaded') window.uploaded.push(event.fileStoreId); });
window.add = (name, size) => queue.add([new File([new Uint8Array(size)], name, { lastModified: 1700000000000 })]).accepted.length;
window.items = () => queue.getState().items.map((i) => ({ status: i.status, name: i.name, size: i.size, loaded: i.progress.loaded }));
window.restored = queue.restore().then(() => true);
window.stages = () => new Promise((resolve) => {
  const open = indexedDB.open('chatbot-kit-uploads');
  open.onerror = () => resolve([]);
  open.onsuccess = () => {
    const db = open.result;
    try {
      const all = db.transaction('records').objectStore('records').getAll();
      all.onsuccess = () => { resolve(all.result.filter((r) => r.scope.endsWith(' ' + scope)).map((r) => r.stage)); db.close(); };
    } catch { db.close(); resolve([]); }
  };
});
`;

declare global {
  interface Window {
    add(name: string, size: number): number;
    items(): { status: string; name: string; size: number; loaded: number }[];
    stages(): Promise<string[]>;
    restored: Promise<true>;
    uploaded: string[];
  }
}

describe('durable uploads across real reloads (Chromium, dist/)', () => {
  let fake: FakeChatbotServer;
  let site: BundledPage;
  let siteUrl: string;
  let browser: Browser;
  let context: BrowserContext;
  let scopeCount = 0;

  beforeAll(async () => {
    fake = await startFakeChatbotServer({ control: true });
    site = await startBundledPage(PAGE);
    siteUrl = site.url;
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium found (see scripts/chromium-path.mjs).');
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
    context = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await fake?.close();
  });
  beforeEach(() => fake.service.reset());

  const urlOf = (scope: string, hold = false) =>
    `${siteUrl}?${new URLSearchParams({ api: fake.url, key: fake.secretKey, scope, ...(hold ? { hold: '' } : {}) })}`;

  async function open(url: string): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(url);
    await page.waitForFunction(() => typeof window.add === 'function');
    return page;
  }

  /** A first visit stores `name` and never reports it. */
  async function storedNotReported(scope: string, name: string): Promise<Page> {
    const page = await open(urlOf(scope, true));
    await page.evaluate((n) => window.add(n, 1000), name);
    await expect.poll(() => page.evaluate(() => window.stages()), { timeout: 20_000 }).toEqual(['stored']);
    expect(fake.service.state.reports).toEqual([]);
    return page;
  }

  const putCountOf = (name: string) =>
    [...fake.service.state.objects.values()].filter((object) => object.fileName === name).map((object) => object.putCount);

  it('PUT done, page reloaded before the report: one report, no second PUT, the item done, onUploaded once', async () => {
    const scope = `reload-${++scopeCount}`;
    const page = await storedNotReported(scope, 'before-report.txt');
    await page.goto(urlOf(scope)); // the same app, loaded again
    await page.evaluate(() => window.restored);
    await expect.poll(() => page.evaluate(() => window.items())).toEqual([
      { status: 'done', name: 'before-report.txt', size: 1000, loaded: 1000 },
    ]);
    expect(await page.evaluate(() => window.uploaded)).toHaveLength(1);
    expect(fake.service.state.reports).toHaveLength(1);
    expect(putCountOf('before-report.txt')).toEqual([1]);
    await page.close();
  });

  it('reloaded mid-PUT: interrupted; choosing the same file again resumes it', async () => {
    const scope = `reload-${++scopeCount}`;
    fake.service.faults.latency(0);
    // Storage holds the body after 1 MB, so the PUT is in flight at the reload.
    // Storage cannot see the abort while it is not reading; 48 MB is more than
    // the socket buffers hold, so the cut body never completes after resume.
    fake.service.faults.pauseStorage(MB);
    const page = await open(urlOf(scope));
    await page.evaluate(() => window.add('mid-put.bin', 48 * 1024 * 1024));
    await expect.poll(() => page.evaluate(() => window.items()[0]!.loaded), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.reload();
    await page.waitForFunction(() => typeof window.add === 'function');
    fake.service.faults.resumeStorage();
    await expect.poll(() => page.evaluate(() => window.items())).toEqual([{ status: 'interrupted', name: 'mid-put.bin', size: 48 * MB, loaded: 0 }]);

    expect(await page.evaluate(() => window.add('mid-put.bin', 48 * 1024 * 1024))).toBe(1);
    await expect.poll(() => page.evaluate(() => window.items().map((item) => item.status)), { timeout: 20_000 }).toEqual(['done']);
    expect(fake.service.state.reports).toHaveLength(1);
    expect(putCountOf('mid-put.bin')).toEqual([1]);
    await page.close();
  });

  it('two tabs opened together after the first one closed: one report', async () => {
    const scope = `reload-${++scopeCount}`;
    const first = await storedNotReported(scope, 'two-tabs.txt');
    await first.close();
    const [tabA, tabB] = await Promise.all([open(urlOf(scope)), open(urlOf(scope))]);
    await Promise.all([tabA.evaluate(() => window.restored), tabB.evaluate(() => window.restored)]);
    // The tab that found the record already reported restores nothing; the other may still be reporting.
    const shown = async () => [...(await tabA.evaluate(() => window.items())), ...(await tabB.evaluate(() => window.items()))];
    await expect.poll(async () => (await shown()).map((item) => item.status)).toEqual(['done']);
    expect(fake.service.state.reports).toHaveLength(1);
    expect(putCountOf('two-tabs.txt')).toEqual([1]);
  });
});
