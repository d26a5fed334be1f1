// A negative amount reads as Intl's currency style writes it ("-$5,000"): the
// sign before the symbol, in the card, the table and the details.
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingCard, ListingDetails, ListingTable } from 'chatbot-kit';
import { normalizeListing } from '../../src/core/normalize/normalizeListing';
import { wireItem } from '../core/listings/fixtures';

const negative = normalizeListing(wireItem(2, { Price: '-5000', SaleType: 'For Sale', HOAMonth: '-120', DepositFee: '' }))!;

describe('a negative amount', () => {
  // jsdom has no modal dialogs: `showModal` opens the dialog, as a browser does.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });
  afterAll(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  });

  it('the card shows "-$5,000", not "$-5,000"', () => {
    const { container } = render(<ListingCard listing={negative} locale="en-US" />);
    expect(screen.getByText('-$5,000')).toBeInTheDocument();
    expect(container.textContent).not.toContain('$-');
  });

  it('the table shows "-$5,000" and an HOA of "-$120"', () => {
    render(<ListingTable items={[negative]} locale="en-US" visibleColumns={['address', 'price', 'hoaMonth']} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['-$5,000', '-$120']);
  });

  it('the details show "-$5,000"', async () => {
    render(<ListingDetails listing={negative} defaultOpen locale="en-US" />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('-$5,000').length).toBeGreaterThan(0);
    expect(dialog.textContent).not.toContain('$-');
  });

  it("takes the locale's own minus sign before the symbol (sv-SE: U+2212)", () => {
    const { container } = render(<ListingCard listing={negative} locale="sv-SE" />);
    expect(container.querySelector('[data-part="price"]')!.textContent).toBe('\u2212$5\u00a0000');
  });

  it('leaves a positive amount as it was', () => {
    render(<ListingCard listing={normalizeListing(wireItem(2, { Price: '450000', SaleType: 'For Sale' }))!} locale="en-US" />);
    expect(screen.getByText('$450,000')).toBeInTheDocument();
  });
});
