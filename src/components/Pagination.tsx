'use client';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { getPageRange } from '../core/listings/getPageRange';
import { toPageNumber } from '../core/listings/toPageNumber';
import { formatNumber } from '../core/formatNumber';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';

/** State a pager's `className` function and render-prop receive. */
export interface PaginationState {
  /** The current page, 1-based. */
  pageNumber: number;
  /** Number of pages; `undefined` while unknown. */
  pageCount: number | undefined;
  /** Whether "Next page" is enabled. */
  hasNextPage: boolean;
  /** Whether "Previous page" is enabled (the page is past 1). */
  hasPreviousPage: boolean;
  /** The numbered slots shown: page numbers, and the gaps between them. */
  pages: (number | 'ellipsis-start' | 'ellipsis-end')[];
  /** Every button is disabled. */
  disabled: boolean;
  /** Go to a page. */
  goTo: (page: number) => void;
}

/** Props of {@link Pagination}: its own, and any attribute of its root `<nav>`. */
export interface PaginationProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'className' | 'children'> {
  /** The current page, 1-based. */
  pageNumber: number;
  /** Number of pages, when known. Unknown: 'Page X' and numbers up to the current page. @default unknown */
  pageCount?: number;
  /** Whether "Next page" is enabled. @default pageCount !== undefined && pageNumber < pageCount */
  hasNextPage?: boolean;
  /** Called with the page the user picked. */
  onPageNumberChange: (pageNumber: number) => void;
  /** Disables every button (e.g. while the first page loads). @default false */
  disabled?: boolean;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number;
  /** Locale for the numbers. @default the runtime's locale */
  locale?: string;
  /** Overrides of the texts. @default English */
  labels?: Partial<ListingLabels>;
  /** Extra class on the `<nav>`, or a function of its state. It always has `ck-pagination`. @default none */
  className?: string | ((state: PaginationState) => string | undefined);
  /**
   * Replaces the pager's content inside its `<nav>` (which keeps its name and class); a node, or a function of its
   * state (with `goTo`).
   * @default previous, numbered pages, next and the 'Page X of Y' summary
   * @example children={({ pageNumber, goTo }) => <button onClick={() => goTo(pageNumber + 1)}>More</button>}
   */
  children?: ReactNode | ((state: PaginationState) => ReactNode);
}

/**
 * Page navigation: a `nav` named 'Pagination' with 'Previous page' / 'Next page', numbered pages (the current one has
 * `aria-current="page"`), and 'Page X of Y' when the total is known. Its root is that `<nav>`, with `data-state`
 * (`idle` or `disabled`), the `className`, a `ref` and any other attribute given (`id` for a skip link, `style`,
 * `data-*`, `aria-*`, event handlers); its `aria-label` is the `pagination` label unless one is given.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    pageNumber,
    pageCount,
    hasNextPage,
    onPageNumberChange,
    disabled = false,
    siblingCount = 1,
    locale,
    labels: labelOverrides,
    className,
    children,
    ...rest
  },
  ref,
) {
  const labels = resolveListingLabels(labelOverrides);
  const current = toPageNumber(pageNumber);
  const canGoNext = hasNextPage ?? (pageCount !== undefined && current < pageCount);
  const canGoBack = current > 1;
  const pages = getPageRange({ pageNumber: current, pageCount, hasNextPage: canGoNext, siblingCount });
  const goTo = (page: number) => {
    // The page a link with `?page=` of the same value opens (2.5, 0 or -1: page 1).
    const target = toPageNumber(page);
    if (!disabled && target !== current) onPageNumberChange(target);
  };
  const state: PaginationState = { pageNumber: current, pageCount, hasNextPage: canGoNext, hasPreviousPage: canGoBack, pages, disabled, goTo };
  const fmt = (n: number) => formatNumber(n, locale);

  return (
    <nav
      aria-label={labels.pagination}
      {...rest}
      ref={ref}
      className={resolveClassName('ck-pagination', className, state)}
      data-state={disabled ? 'disabled' : 'idle'}
    >
      {renderChildren(children, state, () => (
        <>
          <button
            type="button"
            data-part="previous"
            disabled={disabled || !canGoBack}
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {labels.previousPage}
          </button>
          <ol data-part="pages">
            {pages.map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    data-part="page"
                    aria-label={labels.page(fmt(item))}
                    aria-current={item === current ? 'page' : undefined}
                    disabled={disabled}
                    onClick={() => goTo(item)}
                  >
                    {fmt(item)}
                  </button>
                </li>
              ) : (
                <li key={item} data-part="ellipsis" aria-hidden="true">
                  …
                </li>
              ),
            )}
          </ol>
          <button
            type="button"
            data-part="next"
            disabled={disabled || !canGoNext}
            onClick={() => goTo(current + 1)}
          >
            {labels.nextPage}
            <span aria-hidden="true"> ›</span>
          </button>
          <p data-part="summary">
            {pageCount !== undefined ? labels.pageOf(fmt(current), fmt(pageCount)) : labels.pageOnly(fmt(current))}
          </p>
        </>
      ))}
    </nav>
  );
});
