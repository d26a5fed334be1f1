// The recipe docs/recipes/admin-table.md (an admin table of listings, with
// details and a CSV export), run against the in-memory fake: the browser opens on the table,
// and the report of one's own keeps only listings without a price.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminListings, downloadAustin, exportAustin, NoPriceReport } from '../../examples/readme/AdminListings';
import { setupFake } from '../support/fake';

describe('admin listings (README recipe)', () => {
  it('opens on the table, with the view switch and Download CSV', async () => {
    const fake = setupFake();
    fake.render(<AdminListings serialNumber={fake.service.serialNumber} />);
    const table = await screen.findByRole('table', { name: 'Listings' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('the report of one\'s own keeps only listings without a price: the fake prices every listing, so it is empty', async () => {
    const fake = setupFake();
    fake.render(<NoPriceReport serialNumber={fake.service.serialNumber} />);
    await waitFor(() => expect(document.querySelector('.ck-listing-table')).toHaveAttribute('data-state', 'empty'), { timeout: 10_000 });
    expect(screen.getByText('No listings match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('exports the Austin listings headless: a BOM, a header and one line per listing', async () => {
    const fake = setupFake();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const csv = await exportAustin(fake.client, fake.service.serialNumber);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(csv.startsWith('\uFEFFID,PropertyType,')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',Austin,'))).toBe(true);
  });

  it('downloads the Austin CSV as a file named austin.csv', async () => {
    const fake = setupFake();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    // jsdom has no object URLs: the download's own URL calls, stubbed.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:test');
      static override revokeObjectURL = () => {};
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await downloadAustin(fake.client, fake.service.serialNumber);
    expect(downloads).toEqual(['austin.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // The file starts with the UTF-8 byte-order mark, then the same CSV (text() drops the mark).
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]!.text()).toBe((await exportAustin(fake.client, fake.service.serialNumber)).slice(1));
    vi.unstubAllGlobals();
  });
});
