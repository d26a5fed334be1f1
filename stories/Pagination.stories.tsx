import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination } from '../src/components/Pagination';

const meta = {
  title: 'Listings/Pagination',
  component: Pagination,
  args: { pageNumber: 1, pageCount: 12, onPageNumberChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps its own page so the buttons can be clicked through. */
function Stateful(props: React.ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(props.pageNumber);
  return (
    <Pagination
      {...props}
      pageNumber={page}
      onPageNumberChange={(p) => {
        props.onPageNumberChange(p);
        setPage(p);
      }}
    />
  );
}

export const ManyPages: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByText('Page 12 of 12')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageNumberChange).toHaveBeenLastCalledWith(11);
  },
};

export const UnknownTotal: Story = {
  args: { pageNumber: 4, pageCount: undefined, hasNextPage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 4')).toBeInTheDocument();
  },
};

export const SinglePage: Story = { args: { pageCount: 1 } };

export const Disabled: Story = { args: { pageNumber: 3, disabled: true } };

export const German: Story = {
  args: {
    pageNumber: 1200,
    pageCount: 1500,
    locale: 'de-DE',
    labels: { pagination: 'Seiten', previousPage: 'Vorherige Seite', nextPage: 'Nächste Seite', page: (p) => `Seite ${p}`, pageOf: (p, t) => `Seite ${p} von ${t}` },
  },
};

/** `children` as a function of the pager's state, inside the `<nav>`: a "Load more" pager. */
export const ChildrenOfState: Story = {
  args: {
    pageNumber: 2,
    children: ({ pageNumber, pageCount, hasNextPage, goTo }) => (
      <button type="button" disabled={!hasNextPage} onClick={() => goTo(pageNumber + 1)}>
        Show page {pageNumber + 1} of {pageCount}
      </button>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show page 3 of 12' }));
    await expect(args.onPageNumberChange).toHaveBeenCalledWith(3);
  },
};
