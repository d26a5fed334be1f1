// Every text RealEstateBrowser shows or announces comes from its labels: with
// a label set in another language, no English default is left in the grid,
// the table, the details dialog, the export, the empty state or the error,
// in text or in an accessible name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultListingLabels, defaultListingTableLabels, RealEstateBrowser, type ListingLabels, type ListingTableLabels } from 'chatbot-kit';
import { setupFake } from '../support/fake';
import { englishIn, pseudoLabels } from '../support/pseudoLanguage';

type AllLabels = ListingLabels & ListingTableLabels;
const DEFAULTS: AllLabels = { ...defaultListingLabels, ...defaultListingTableLabels };

afterEach(() => vi.restoreAllMocks());
// jsdom has no modal dialogs: `showModal` opens the dialog, as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
});

/** What the service sent is data, in whatever language it came: its strings and their parts, longest first. */
function serviceData(fake: ReturnType<typeof setupFake>): string[] {
  return fake.service
    .allListings('http://localhost')
    .flatMap((item) => Object.values(item).flatMap((value) => (typeof value === 'string' ? [value, ...value.split(/[{}",:[\]]+/)] : [String(value)])))
    .map((value) => value.trim())
    .filter((value) => value.length > 1)
    .sort((x, y) => y.length - x.length);
}

/** Renders the browser in the pseudo-language; `expectNoEnglish(root, where)` checks a part of it. */
function renderInPseudoLanguage() {
  const fake = setupFake();
  const data = serviceData(fake);
  const { container } = fake.render(
    <RealEstateBrowser serialNumber={fake.service.serialNumber} labels={pseudoLabels(DEFAULTS)} exportCsv pageSize={5} locale="de-DE" />,
  );
  const expectNoEnglish = (root: Element, where: string) => expect(englishIn(root, DEFAULTS, data), where).toEqual([]);
  const browserState = (state: string) =>
    waitFor(() => expect(container.querySelector('.ck-real-estate-browser')).toHaveAttribute('data-state', state), { timeout: 10_000 });
  return { fake, container, expectNoEnglish, browserState };
}

describe('RealEstateBrowser in another language', () => {
  it('leaves no English in the grid, the table or the details', async () => {
    const { container, expectNoEnglish, browserState } = renderInPseudoLanguage();

    // The grid.
    await browserState('ready');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expectNoEnglish(container, 'grid');

    // The table, and its details dialog.
    await userEvent.click(screen.getByRole('button', { name: '⟦viewTable⟧' }));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expectNoEnglish(container, 'table');
    await userEvent.click(within(table).getAllByRole('rowheader')[0]!.querySelector('button')!);
    const dialog = await screen.findByRole('dialog');
    expectNoEnglish(dialog, 'details');
    await userEvent.click(within(dialog).getByRole('button', { name: '⟦close⟧' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves no English in the export', async () => {
    // jsdom has no object URLs or downloads: the export's own calls, stubbed.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { container, expectNoEnglish, browserState } = renderInPseudoLanguage();
    await browserState('ready');
    await userEvent.click(await screen.findByRole('button', { name: '⟦downloadCsv⟧' }));
    await waitFor(() => expect(container.querySelector('[data-part="export"]')).toHaveAttribute('data-state', 'done'), { timeout: 10_000 });
    expectNoEnglish(container, 'export');
  });

  it('leaves no English in the empty state or the error', async () => {
    const { fake, container, expectNoEnglish, browserState } = renderInPseudoLanguage();
    await browserState('ready');

    await userEvent.type(screen.getByRole('textbox', { name: '⟦city⟧' }), 'Nowhere at all{Enter}');
    await browserState('empty');
    expectNoEnglish(container, 'empty');

    // A business error is not retried, so the error shows after one answer.
    fake.service.faults.failNext('realEstateList', { type: 'business', message: 'Service down' });
    await userEvent.clear(screen.getByRole('textbox', { name: '⟦city⟧' }));
    await userEvent.type(screen.getByRole('textbox', { name: '⟦city⟧' }), 'Austin{Enter}');
    await browserState('error');
    // The service's own message is data, not a label.
    expectNoEnglish(container, 'error');
  });
});
