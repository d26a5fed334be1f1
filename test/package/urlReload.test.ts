// URL state with a real reload: the browser test of URL state can
// only remount (a test page cannot reload itself), so here an app bundled from
// dist/ runs in Chromium over real HTTP to the fake, and the page is reloaded
// for real. What survives is only the address bar.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { startBundledPage, type BundledPage } from './startBundledPage';

/** The app: a RealEstateBrowser with URL state on, no QueryClient of its own. */
const PAGE = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatbotProvider, RealEstateBrowser, useListingUrlState } from './dist/index.js';
const { baseUrl, sessionKey, serialNumber } = window.CONFIG;
function Listings() {
  return h(RealEstateBrowser, { serialNumber, pageSize: 5, locale: 'en-US', urlState: useListingUrlState() });
}
createRoot(document.getElementById('root')).render(h(ChatbotProvider, { baseUrl, sessionKey }, h(Listings)));
`;

describe('listings in the URL across a real reload (Chromium, dist/)', () => {
  let fake: FakeChatbotServer;
  let site: BundledPage;
  let siteUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeChatbotServer();
    // The keys reach the page in its HTML, not its address: the URL under test holds only the app's state.
    const config = JSON.stringify({ baseUrl: fake.url, sessionKey: fake.sessionKey, serialNumber: fake.serialNumber });
    site = await startBundledPage(PAGE, `<div id="root"></div><script>window.CONFIG=${config}</script>`);
    siteUrl = site.url;
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium found (see scripts/chromium-path.mjs).');
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await fake?.close();
  });

  const announcement = (page: Page) => page.locator('[data-part="announcement"]').textContent();
  const cards = (page: Page) => page.getByRole('article').allTextContents();
  const params = async (page: Page) => Object.fromEntries(await page.evaluate(() => [...new URLSearchParams(location.search)]));

  it('a filtered, paged state comes back the same after the page reloads, other parameters kept', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${siteUrl}?tab=rentals%20only`);
    await expect.poll(() => announcement(page), { timeout: 30_000 }).toBe('240 listings, page 1 of 48');

    await page.getByRole('textbox', { name: 'City' }).fill('Austin');
    await page.getByRole('combobox', { name: 'Sale type' }).selectOption('for_rent');
    await expect.poll(() => announcement(page)).toMatch(/^\d+ listings, page 1 of [2-9]$/);
    await page.getByRole('button', { name: 'Next page' }).first().click();
    await expect.poll(() => announcement(page)).toMatch(/page 2 of/);
    const before = { text: await announcement(page), cards: await cards(page) };
    expect(await params(page)).toEqual({ tab: 'rentals only', city: 'Austin', saleType: 'for_rent', page: '2' });

    await page.reload();
    await expect.poll(() => announcement(page), { timeout: 30_000 }).toBe(before.text);
    expect(await cards(page)).toEqual(before.cards);
    await expect(page.getByRole('textbox', { name: 'City' }).inputValue()).resolves.toBe('Austin');
    await expect(page.getByRole('combobox', { name: 'Sale type' }).inputValue()).resolves.toBe('for_rent');
    expect(await page.locator('nav[aria-label="Pagination"] [aria-current="page"]').first().textContent()).toBe('2');
    expect(await params(page)).toEqual({ tab: 'rentals only', city: 'Austin', saleType: 'for_rent', page: '2' });
    await page.close();
  });

  it('hostile values in the address are read as defaults on a first load, and the service sees none of them', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('RealEstateList')) bodies.push(request.postData() ?? '');
    });
    await page.goto(`${siteUrl}?page=-3&saleType=villa&city=${'x'.repeat(10_000)}`);
    await expect.poll(() => announcement(page), { timeout: 30_000 }).toBe('240 listings, page 1 of 48');
    await expect(page.getByRole('textbox', { name: 'City' }).inputValue()).resolves.toBe('');
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toMatch(/villa|xxxx|-3/);
    await page.close();
  });
});
