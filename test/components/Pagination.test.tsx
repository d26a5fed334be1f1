import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from 'chatbot-kit';
import { normalizeListingParams } from '../../src/core/listings/normalizeListingParams';
import { getListingUrlNames, readListingUrl } from '../../src/core/listings/urlState/listingUrlParams';

describe('Pagination', () => {
  it("is a nav named 'Pagination' with 'Previous page' and 'Next page'", async () => {
    const onPageNumberChange = vi.fn();
    render(<Pagination pageNumber={2} pageCount={5} onPageNumberChange={onPageNumberChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageNumberChange.mock.calls).toEqual([[1], [3]]);
  });

  it('numbers the pages and marks the current one with aria-current="page"', async () => {
    const onPageNumberChange = vi.fn();
    render(<Pagination pageNumber={3} pageCount={5} onPageNumberChange={onPageNumberChange} />);
    const current = screen.getByRole('button', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d$/ }).filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageNumberChange).toHaveBeenCalledWith(5);
  });

  it("says 'Page X of Y' when the total is known, and 'Page X' when not", () => {
    const { rerender } = render(<Pagination pageNumber={2} pageCount={12} onPageNumberChange={() => {}} />);
    expect(screen.getByText('Page 2 of 12')).toBeInTheDocument();
    rerender(<Pagination pageNumber={2} hasNextPage onPageNumberChange={() => {}} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination pageNumber={1} pageCount={3} onPageNumberChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination pageNumber={3} pageCount={3} onPageNumberChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows gaps in long ranges and keeps the first and last page reachable', () => {
    render(<Pagination pageNumber={6} pageCount={12} onPageNumberChange={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '5', '6', '7', '12']);
  });

  it('formats numbers for the locale and takes labels', () => {
    render(
      <Pagination
        pageNumber={1200}
        pageCount={1500}
        locale="de-DE"
        labels={{ pagination: 'Seiten', previousPage: 'Zurück', nextPage: 'Weiter', pageOf: (p, t) => `Seite ${p} von ${t}`, page: (p) => `Seite ${p}` }}
        onPageNumberChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1.200 von 1.500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 1.200' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });

  it('disables every button when disabled', () => {
    render(<Pagination pageNumber={2} pageCount={4} disabled onPageNumberChange={() => {}} />);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });

  it('takes children (a node or a function of its state) in place of the default buttons, inside the nav', async () => {
    const onPageNumberChange = vi.fn();
    const { rerender } = render(
      <Pagination pageNumber={2} pageCount={4} onPageNumberChange={onPageNumberChange}>
        {({ pageNumber, pageCount, goTo }) => (
          <button type="button" onClick={() => goTo(pageNumber + 1)}>
            Load page {pageNumber + 1} of {pageCount}
          </button>
        )}
      </Pagination>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Load page 3 of 4' }));
    expect(onPageNumberChange).toHaveBeenCalledWith(3);
    expect(within(nav).queryByRole('button', { name: 'Next page' })).toBeNull();
    rerender(<Pagination pageNumber={2} pageCount={4} onPageNumberChange={onPageNumberChange}>Nothing to page</Pagination>);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(/^Nothing to page$/);
  });
});

describe('one rule for a page number', () => {
  it.each([
    [2.5, 1],
    [-1, 1],
    [0, 1],
    ['abc', 1],
    ['2.5', 1],
    [3, 3],
    ['3', 3],
  ])('a link with ?page=%s, a click on page %s, a pager at %s and a query for it all come to page %i', async (asked, page) => {
    const link = readListingUrl({ page: String(asked) }, getListingUrlNames()).pageNumber;
    const query = normalizeListingParams({ serialNumber: 'bot', pageNumber: asked as number }).pageNumber;

    const onPageNumberChange = vi.fn();
    const { unmount } = render(
      <Pagination pageNumber={5} pageCount={9} onPageNumberChange={onPageNumberChange}>
        {({ goTo }) => (
          <button type="button" onClick={() => goTo(asked as number)}>
            Go
          </button>
        )}
      </Pagination>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    unmount();

    render(<Pagination pageNumber={asked as number} pageCount={9} onPageNumberChange={() => {}} />);
    const shown = screen.getByRole('button', { current: 'page' }).textContent;

    expect({ link, click: onPageNumberChange.mock.calls, shown, query }).toEqual({ link: page, click: [[page]], shown: String(page), query: page });
  });
});
