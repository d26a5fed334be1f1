// examples/next, a Next.js 16 App Router app that consumes
// the packed chatbot-kit (installed by `npm run test:next`), built with
// `next build` and no keys in the environment, then served by `next start`
// against the fake service over real HTTP and driven in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { APP_DIR, appEnv, nextBuild, nextStart } from './nextApp';

// Keys no other test uses, so finding one anywhere is a leak of this run's keys.
const SECRET_KEY = `sk-next-${crypto.randomUUID()}`;
const SESSION_KEY = `sess-next-${crypto.randomUUID()}`;

let build: Awaited<ReturnType<typeof nextBuild>>;
let fake: FakeChatbotServer;
let browser: Browser;

beforeAll(async () => {
  const started = Date.now();
  build = await nextBuild(appEnv());
  console.info(`next build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  fake = await startFakeChatbotServer({ secretKey: SECRET_KEY, sessionKey: SESSION_KEY });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await fake?.close();
});

/** Every file Next.js serves to browsers, as text. */
function clientAssets(): string[] {
  const dir = join(APP_DIR, '.next/static');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'));
}

describe('next build with no CHATBOT_ variable in the environment', () => {
  it('succeeds, with the page and the proxy route rendered per request', () => {
    expect(build.code, build.output).toBe(0);
    expect(build.output).toMatch(/ƒ \//);
    expect(build.output).toMatch(/ƒ \/api\/chatbot\/\[\.\.\.path\]/);
  });

  it('puts no key in any JavaScript or CSS file served to browsers', () => {
    const assets = clientAssets();
    expect(assets.length).toBeGreaterThan(0);
    for (const text of assets) {
      expect(text).not.toContain(SECRET_KEY);
      expect(text).not.toContain(SESSION_KEY);
    }
  });
});

describe('next start while the keys are missing', () => {
  it('answers the proxy with a 500 JSON envelope naming the missing variable, and still serves the page', async () => {
    const app = await nextStart(appEnv());
    try {
      const response = await fetch(new URL('api/chatbot/chat/User/GetPreUploadUrl', app.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fileName: 'a.txt' }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ Success: false, Code: 500, Message: expect.stringContaining('CHATBOT_BASE_URL') });
      expect((await fetch(app.url)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});

describe('next start with the keys in the server environment, against the fake service', () => {
  it('serves listings in the first HTML, hydrates without asking for page 1, and uploads a file to done', async () => {
    const app = await nextStart(
      appEnv({ CHATBOT_BASE_URL: fake.url, CHATBOT_SECRET_KEY: SECRET_KEY, CHATBOT_SESSION_KEY: SESSION_KEY }),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), headers: request.headers(), body: request.postData() ?? '' }));
    try {
      const { items } = await fake.createClient().realEstateList({ serialNumber: fake.serialNumber });
      expect(items.length).toBe(20);

      // The next page is prefetched once page 1 has settled after hydration.
      const pageTwo = page.waitForRequest((request) => /"PageNumber":2/.test(request.postData() ?? ''));
      const response = await page.goto(app.url);
      const html = await response!.text();
      // Listings are in the server's HTML, before any script runs.
      for (const listing of items.slice(0, 3)) expect(html).toContain(listing.address);
      expect(html).not.toContain(SECRET_KEY);
      expect(html).not.toContain(SESSION_KEY);
      await pageTwo;

      await page.locator('input[type=file]').setInputFiles({ name: 'faq.txt', mimeType: 'text/plain', buffer: Buffer.from('Opening hours: 9 to 5.') });
      await page.getByText('Uploaded', { exact: true }).waitFor();

      const listingRequests = requests.filter((request) => request.url.endsWith('/api/chatbot/chat/Chatbot/RealEstateList'));
      expect(listingRequests.map((request) => JSON.parse(request.body).PageNumber)).not.toContain(1);
      // The upload went through the proxy, then straight to storage.
      expect(requests.some((request) => request.url.endsWith('/api/chatbot/chat/User/ReportUploadSuccess'))).toBe(true);
      for (const request of requests) {
        const seen = `${request.url} ${JSON.stringify(request.headers)} ${request.body}`;
        expect(seen).not.toContain(SECRET_KEY);
        expect(seen).not.toContain(SESSION_KEY);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await app.stop();
    }
  });
});
