import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ListingFilterBar } from '../src/components/ListingFilterBar';
import type { ListingFilters } from '../src/core/listings/normalizeListingParams';
import { useListingFilters } from '../src/react/useListingFilters';

/** The bar on `useListingFilters`, showing the applied filters below it. */
function Demo({ onFiltersChange, debounceMs }: { onFiltersChange: (f: ListingFilters) => void; debounceMs?: number }) {
  const f = useListingFilters({ onFiltersChange, debounceMs });
  return (
    <>
      <ListingFilterBar
        value={f.draft}
        onValueChange={f.setDraft}
        onCommit={f.commit}
        hasFilters={f.hasFilters}
        isDebouncing={f.isDebouncing}
      />
      <output aria-label="Applied filters" style={{ display: 'block', marginTop: 12, fontFamily: 'monospace' }}>
        {JSON.stringify(f.filters)}
      </output>
    </>
  );
}

const meta = {
  title: 'Listings/ListingFilterBar',
  component: Demo,
  args: { onFiltersChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const output = canvas.getByRole('status', { name: 'Applied filters' });
    await step('City applies once, 300 ms after the last key', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Austin');
      await expect(output).toHaveTextContent('{}');
      await waitFor(() => expect(output).toHaveTextContent('{"cityName":"Austin"}'));
      await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    });
    await step('Sale type applies at once', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sale type' }), 'For rent');
      await expect(output).toHaveTextContent('{"cityName":"Austin","saleType":"for_rent"}');
    });
    await step('Enter applies the MLS number at once', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'MLS number' }), 'ACT-1{Enter}');
      await expect(output).toHaveTextContent('"mlsNumber":"ACT-1"');
    });
    await step('Clear empties everything', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await expect(output).toHaveTextContent('{}');
      await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('');
    });
  },
};

/** Uncontrolled: the bar keeps its own value, starting at `defaultValue`. */
export const Spanish: Story = {
  render: () => (
    <ListingFilterBar
      defaultValue={{ cityName: 'Miami', mlsNumber: '', saleType: 'for_sale' }}
      labels={{ filters: 'Filtros', city: 'Ciudad', mlsNumber: 'Número MLS', saleType: 'Tipo de venta', saleTypeAny: 'Cualquiera', saleTypeForSale: 'En venta', saleTypeForRent: 'En alquiler', clear: 'Borrar' }}
    />
  ),
};

/** `children` replaces the fields inside the search form, which still commits on submit. */
export const ChildrenOfState: Story = {
  render: (args) => {
    function Minimal() {
      const f = useListingFilters({ onFiltersChange: args.onFiltersChange });
      return (
        <ListingFilterBar value={f.draft} onValueChange={f.setDraft} onCommit={f.commit}>
          {({ value }) => (
            <>
              <label>
                Town <input value={value.cityName} onChange={(e) => f.setDraft({ ...value, cityName: e.target.value })} />
              </label>
              <button type="submit">Search</button>
            </>
          )}
        </ListingFilterBar>
      );
    }
    return <Minimal />;
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Town' }), 'Denver');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ cityName: 'Denver' }));
  },
};
