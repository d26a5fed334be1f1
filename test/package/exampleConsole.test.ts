// @vitest-environment node
// `npm run example`: examples/console/server.mjs starts a Vite
// dev server whose /api/chatbot is createChatbotProxy, in front of the
// embedded fake service, or of the service named by CHATBOT_BASE_URL and the
// keys when they are set in the server's environment. These tests start it as
// `npm run example` does, drive it over real HTTP and in Chromium, and stop it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startConsole } from '../../examples/console/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { createChatbotClient } from 'chatbot-kit/core';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';

type Console = Awaited<ReturnType<typeof startConsole>>;

const LIVE_ENV = ['CHATBOT_BASE_URL', 'CHATBOT_APP_URL', 'CHATBOT_SECRET_KEY', 'CHATBOT_SESSION_KEY', 'CHATBOT_SERIAL_NUMBER'];

let running: Console | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  vi.unstubAllEnvs();
});

/** Starts the console like `npm run example` on a free port, with the given server-side environment. */
async function start(env: Record<string, string | undefined>): Promise<Console> {
  // An empty value counts as unset for the console, so a developer's own keys cannot leak into these tests.
  for (const name of LIVE_ENV) vi.stubEnv(name, env[name] ?? '');
  running = await startConsole({ port: 0, logLevel: 'silent' });
  return running;
}

/** A client in proxy mode, as the page makes it: no keys. */
const proxyClient = (url: string) => createChatbotClient({ baseUrl: new URL('api/chatbot', url).href, XMLHttpRequest: null });

describe('examples/console with no keys in the environment (the embedded fake)', () => {
  it('serves the console page', async () => {
    const { url } = await start({});
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/src/main.tsx');
    // The app module compiles, with the library resolved from src/ (no build needed).
    const main = await fetch(new URL('src/main.tsx', url));
    expect(main.status).toBe(200);
    expect(await main.text()).toMatch(/src\/index\.ts/);
  });

  it('answers RealEstateList and a whole upload through the proxy, for a client that sends no key', async () => {
    const { url } = await start({});
    const client = proxyClient(url);
    const page = await client.realEstateList({ serialNumber: 'fake-chatbot-001', pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.items[0]?.city).toBeTruthy();
    const upload = await client.uploadFile(new Blob(['What are your opening hours?']), { fileName: 'faq.txt' });
    expect(upload.fileStoreId).toMatch(/^\d+$/);
  });

  it('forwards nothing but the three operations', async () => {
    const { url } = await start({});
    const other = await fetch(new URL('api/chatbot/chat/Chatbot/DeleteRealEstate', url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(other.status).toBe(404);
  });

  it('refuses to start with only some of the live variables set, naming the missing ones', async () => {
    await expect(start({ CHATBOT_BASE_URL: 'https://api.example.com' })).rejects.toThrow(
      /CHATBOT_SECRET_KEY and CHATBOT_SESSION_KEY/,
    );
  });
});

describe('examples/console with CHATBOT_BASE_URL, CHATBOT_SECRET_KEY and CHATBOT_SESSION_KEY set', () => {
  // Stands in for the real service: a fake with keys and a chatbot of its own.
  let upstream: FakeChatbotServer;
  const keys = { secretKey: 'live-secret-7f3a91', sessionKey: 'live-session-c2d845', serialNumber: 'live-bot-42' };
  beforeAll(async () => {
    upstream = await startFakeChatbotServer({ ...keys, listingCount: 30 });
  });
  afterAll(async () => {
    await upstream.close();
  });
  const liveEnv = () => ({
    CHATBOT_BASE_URL: upstream.url,
    CHATBOT_SECRET_KEY: keys.secretKey,
    CHATBOT_SESSION_KEY: keys.sessionKey,
    CHATBOT_SERIAL_NUMBER: keys.serialNumber,
  });

  it('sends every operation to that service, with the keys added on the server', async () => {
    upstream.service.reset();
    const { url } = await start(liveEnv());
    const client = proxyClient(url);
    const upload = await client.uploadFile(new Blob(['policy']), { fileName: 'policy.md' });
    const page = await client.realEstateList({ serialNumber: keys.serialNumber, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(upstream.service.state.reports).toEqual([upload.fileStoreId]);
    const calls = upstream.service.state.requests.filter((r) => r.operation !== 'putFile' && r.operation !== 'preflight');
    expect(calls.map((r) => [r.operation, r.headers.authorization ?? r.headers['chatrobot-sessionkey']])).toEqual([
      ['getPreUploadUrl', '[valid key]'],
      ['reportUploadSuccess', '[valid key]'],
      ['realEstateList', '[valid key]'],
    ]);
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      const executablePath = findChromium();
      if (!executablePath) throw new Error('No Chromium found (see scripts/chromium-path.mjs).');
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** Opens the console and records every header the page sends, and its uncaught errors. */
    async function open(url: string): Promise<{ page: Page; sentHeaders: string[]; pageErrors: string[] }> {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      page.setDefaultTimeout(30_000);
      const sentHeaders: string[] = [];
      const pageErrors: string[] = [];
      page.on('request', (request) => sentHeaders.push(JSON.stringify(request.headers())));
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(url);
      return { page, sentHeaders, pageErrors };
    }

    it('shows the listings of CHATBOT_SERIAL_NUMBER and uploads a chosen file, listing its FileStoreId', async () => {
      upstream.service.reset();
      const { url } = await start(liveEnv());
      const { page, sentHeaders, pageErrors } = await open(url);
      try {
        await page
          .getByRole('heading', { level: 1, name: 'Chatbot admin console' })
          .waitFor()
          .catch((error: Error) => {
            throw new Error(`The console did not render. Page errors: ${pageErrors.join(' | ') || 'none'}`, { cause: error });
          });
        await expect(page.getByText('Live service').count()).resolves.toBe(1);
        // The chatbot id from the server's environment is the one browsed.
        await expect(page.getByLabel('Chatbot ID').inputValue()).resolves.toBe(keys.serialNumber);
        await page.locator('.ck-real-estate-browser[data-state="ready"]').waitFor();
        // The table view first: its chunk loads after the browser is ready.
        const rows = page.getByRole('table', { name: 'Listings' }).getByRole('rowheader');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(20);

        await page.locator('input[type="file"]').setInputFiles({
          name: 'returns-policy.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Returns are accepted within 30 days.'),
        });
        const row = page.getByRole('row').filter({ hasText: 'returns-policy.txt' });
        await row.waitFor();
        const [fileStoreId] = upstream.service.state.reports;
        expect(fileStoreId).toMatch(/^\d+$/);
        await expect(row.getByRole('cell', { name: fileStoreId! }).count()).resolves.toBe(1);
        expect(upstream.service.state.objects.get(fileStoreId!)?.size).toBe(36);

        // Proxy mode: no key in the page, nor in any request it made.
        const html = await page.content();
        for (const secret of [keys.secretKey, keys.sessionKey]) {
          expect(html).not.toContain(secret);
          expect(sentHeaders.join('\n')).not.toContain(secret);
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
