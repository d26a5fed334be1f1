// CSV export in real Chromium over real HTTP against the loopback fake (240
// listings): headless exportListings, the Download CSV control with Cancel,
// and a hostile listing in every view and in the CSV.
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { exportListings } from 'chatbot-kit/core';
import { ChatbotProvider, ListingDetails, ListingExportButton, ListingGrid, ListingTable, RealEstateBrowser, useRealEstateList } from 'chatbot-kit';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';
import { listingsToCsv } from '../../src/core/listings/listingsToCsv';
import { browserClient, fakeServer, fakeState, resetFake } from './fakeControl';

const SLOW = { timeout: 10_000 };
const listRequests = async () => (await fakeState()).requests.filter((r) => r.operation === 'realEstateList').length;

/** RFC 4180 reader: quoted fields may hold commas, CRLF and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

async function setLatency(ms: number) {
  await fetch(`${fakeServer.url}/__fake/latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms, op: 'realEstateList' }) });
}

beforeEach(async () => {
  await resetFake();
});
afterEach(async () => {
  await resetFake();
  delete (window as { pwned?: unknown }).pwned;
});

describe('CSV export (Chromium, real HTTP)', () => {
  it('exports 240 listings in 12 pages: 240 rows that read back field for field, progress 1..12', async () => {
    const client = browserClient();
    const progress: string[] = [];
    const { csv, listings } = await exportListings(client, { serialNumber: fakeServer.serialNumber, pageSize: 20 }, {
      onProgress: ({ page, pageCount }) => progress.push(`${page}/${pageCount}`),
    });
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}/12`));
    expect(await listRequests()).toBe(12);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(240);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    const col = (name: string) => header!.indexOf(name);
    // Quoting round-trips: descriptions (commas, quotes) and addresses read back as sent.
    expect(rows.map((r) => r[col('Description')])).toEqual(listings.map((l) => l.description));
    expect(rows.map((r) => r[col('Address')])).toEqual(listings.map((l) => l.address));
    expect(new Set(rows.map((r) => r[col('ID')])).size).toBe(240);
  });

  it('Download CSV shows "page N of 12" and Cancel stops further requests', async () => {
    await setLatency(150);
    const queryClient = createTestQueryClient();
    render(
      <ChatbotProvider baseUrl={fakeServer.url} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser queryClient={queryClient}>
        <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" exportCsv defaultView="table" />
      </ChatbotProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, SLOW));
    await waitFor(() => expect(screen.getByText(/^page [3-9] of 12$/)).toBeInTheDocument(), SLOW);
    expect(screen.getByRole('progressbar', { name: 'Download CSV' })).toHaveAttribute('max', '12');
    expect(await axe.run(document.querySelector('[data-part="export"]')!).then((r) => r.violations)).toEqual([]);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const createUrl = vi.spyOn(URL, 'createObjectURL');
    await userEvent.click(cancel);
    const askedAtCancel = await listRequests();
    await waitFor(() => expect(document.querySelector('[data-part="export-announcement"]')?.textContent).toBe('Export cancelled'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download CSV' }));
    // Requests asked before Cancel may still be on their way to the fake; none is asked after.
    expect(await listRequests()).toBeLessThanOrEqual(askedAtCancel + 2);
    expect(askedAtCancel).toBeLessThan(12);
    expect(createUrl).not.toHaveBeenCalled();
  });

  it('Download CSV hands a CSV file of every listing to the browser', async () => {
    const queryClient = createTestQueryClient();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:test'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <ChatbotProvider baseUrl={fakeServer.url} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser queryClient={queryClient}>
        <RealEstateBrowser serialNumber={fakeServer.serialNumber} locale="en-US" exportCsv />
      </ChatbotProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, SLOW));
    await waitFor(() => expect(document.querySelector('[data-part="export-announcement"]')?.textContent).toBe('CSV ready: 240 listings'), SLOW);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(parseCsv((await blobs[0]!.text()).replace(/^\uFEFF/, ''))).toHaveLength(241);
  });
  it('ListingExportButton beside a custom ListingTable downloads the same filtered result under its fileName', async () => {
    const queryClient = createTestQueryClient();
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:test'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const params = { serialNumber: fakeServer.serialNumber, cityName: 'Austin', pageSize: 10 };
    function AdminPage() {
      const list = useRealEstateList(params);
      return (
        <>
          <ListingExportButton params={params} fileName="austin.csv" locale="en-US" data-testid="export" />
          <ListingTable items={list.items} isLoading={list.isLoading} locale="en-US" />
        </>
      );
    }
    render(
      <ChatbotProvider baseUrl={fakeServer.url} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser queryClient={queryClient}>
        <AdminPage />
      </ChatbotProvider>,
    );
    await screen.findByRole('table', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByTestId('export')).toHaveAttribute('data-state', 'done'), SLOW);
    expect(names).toEqual(['austin.csv']);
    const rows = parseCsv((await blobs[0]!.text()).replace(/^\uFEFF/, ''));
    const cityColumn = rows[0]!.indexOf('City');
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((row) => row[cityColumn]))).toEqual(new Set(['Austin']));
    expect(screen.getByTestId('export')).toHaveClass('ck-listing-export');
  });
});

describe('a hostile listing', () => {
  const hostile = normalizeListing({
    ID: 666,
    Address: '<img src=x onerror="window.pwned=1">',
    City: '=HYPERLINK("http://evil.example","x")',
    State: '+TX',
    MLSNumber: '@SUM(1+1)',
    Description: '<script>window.pwned=1</script>-2+3',
    Url: 'javascript:window.pwned=1',
    Images: 'javascript:window.pwned=1, https://img.example.invalid/a.jpg',
    ExtensionColumn: '[{"Key":"<b onmouseover=window.pwned=1>k</b>","Value":"=cmd|\' /C calc\'!A0"}]',
    Price: 'NaN',
    SaleType: 'For Sale',
    LATITUDE: 30.1,
    LONGITUDE: -97.7,
  })!;

  it('stays inert in the grid, the table and the details', async () => {
    const { container } = render(
      <>
        <ListingGrid items={[hostile]} />
        <ListingTable items={[hostile]} />
        <ListingDetails listing={hostile} defaultOpen />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    for (const root of [container, dialog]) {
      expect(root.querySelectorAll('script, [onerror], [onmouseover]')).toHaveLength(0);
      expect([...root.querySelectorAll('a[href]')].every((a) => /^https?:/.test(a.getAttribute('href')!))).toBe(true);
      expect([...root.querySelectorAll('img')].every((img) => /^https:/.test(img.getAttribute('src')!))).toBe(true);
    }
    expect(within(dialog).getAllByText('<img src=x onerror="window.pwned=1">').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('<b onmouseover=window.pwned=1>k</b>')).toBeInTheDocument();
    expect(screen.getAllByText('<img src=x onerror="window.pwned=1">').length).toBeGreaterThanOrEqual(3);
    // No NaN, no "$0" for the unreadable price: "—", read as "not given".
    expect(container.textContent).not.toMatch(/NaN|\$0/);
    expect(within(container.querySelector('table')!).getAllByText('not given').length).toBeGreaterThan(0);
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('stays inert in the CSV: formula starts prefixed, quoting intact', () => {
    const [header, row] = parseCsv(listingsToCsv([hostile]).replace(/^\uFEFF/, ''));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('City')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(cell('State')).toBe("'+TX");
    expect(cell('MLSNumber')).toBe("'@SUM(1+1)");
    expect(cell('Url')).toBe('');
    expect(cell('Images')).toBe('https://img.example.invalid/a.jpg');
    expect(cell('Address')).toBe('<img src=x onerror="window.pwned=1">');
    expect(cell('ExtensionColumn')).toBe("<b onmouseover=window.pwned=1>k</b>==cmd|' /C calc'!A0");
  });
});
