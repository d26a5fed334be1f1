import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListingFilterBar, useListingFilters, type ListingFilterDraft } from 'chatbot-kit';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { SALE_TYPES } from '../../src/core/contract/saleTypes';
import { getListingUrlNames, readListingUrl } from '../../src/core/listings/urlState/listingUrlParams';

const empty: ListingFilterDraft = { cityName: '', mlsNumber: '', saleType: '' };

function Harness(props: { onCommit?: (value: ListingFilterDraft) => void; onClear?: () => void; onSale?: (v: string) => void }) {
  const [value, setValue] = useState(empty);
  return (
    <ListingFilterBar
      value={value}
      onValueChange={(next, change) => {
        if (change.field === 'saleType') props.onSale?.(next.saleType);
        if (change.reason === 'clear') props.onClear?.();
        setValue(next);
      }}
      onCommit={props.onCommit}
    />
  );
}

describe('ListingFilterBar', () => {
  it("has labelled inputs 'City' and 'MLS number' in a search landmark", async () => {
    render(<Harness />);
    expect(screen.getByRole('search', { name: 'Listing filters' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await userEvent.type(screen.getByRole('textbox', { name: 'MLS number' }), 'ACT-1');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(screen.getByRole('textbox', { name: 'MLS number' })).toHaveValue('ACT-1');
  });

  it("has a 'Sale type' select with 'Any', 'For sale' and 'For rent'", async () => {
    const onSale = vi.fn();
    render(<Harness onSale={onSale} />);
    const select = screen.getByRole('combobox', { name: 'Sale type' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Any', 'For sale', 'For rent']);
    await userEvent.selectOptions(select, 'For rent');
    await userEvent.selectOptions(select, 'Any');
    expect(onSale.mock.calls).toEqual([['for_rent'], ['']]);
  });

  it.each(SALE_TYPES)('%s: offered by the bar, read from a link, and the fake answers with its listings only', async (saleType) => {
    const onSale = vi.fn();
    render(<Harness onSale={onSale} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), saleType);
    expect(onSale).toHaveBeenCalledWith(saleType);
    expect(readListingUrl({ saleType }, getListingUrlNames()).filters).toEqual({ saleType });
    const service = createFakeChatbotService();
    const page = await service.createClient().realEstateList({ serialNumber: service.serialNumber, saleType, pageSize: 50 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.filter((listing) => listing.saleType !== saleType)).toEqual([]);
  });

  it('commits on Enter in a text field', async () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Denver{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'MLS number' }), 'X{Enter}');
    expect(onCommit.mock.calls).toEqual([[{ ...empty, cityName: 'Denver' }], [{ ...empty, cityName: 'Denver', mlsNumber: 'X' }]]);
  });

  it('has a clear button, enabled once something is set', async () => {
    const onClear = vi.fn();
    render(<Harness onClear={onClear} />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Miami');
    await userEvent.click(clear);
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it('fed by useListingFilters, Clear stays enabled while an erased City waits for its debounce: Austin still filters the list', () => {
    vi.useFakeTimers();
    try {
      function Bar() {
        const f = useListingFilters({ defaultFilters: { cityName: 'Austin' } });
        return (
          <ListingFilterBar value={f.draft} hasFilters={f.hasFilters} onValueChange={f.setDraft} isDebouncing={f.isDebouncing} />
        );
      }
      render(<Bar />);
      const clear = screen.getByRole('button', { name: 'Clear' });
      expect(clear).toBeEnabled();
      fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: '' } });
      expect(clear).toBeEnabled();
      act(() => vi.advanceTimersByTime(300));
      expect(clear).toBeDisabled();
      expect(screen.getByRole('search')).toHaveAttribute('data-state', 'idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes every label from labels (i18n)', () => {
    render(
      <ListingFilterBar
        labels={{ city: 'Ville', mlsNumber: 'Numéro MLS', saleType: 'Type', saleTypeAny: 'Tous', saleTypeForSale: 'À vendre', saleTypeForRent: 'À louer', clear: 'Effacer', filters: 'Filtres' }}
      />,
    );
    expect(screen.getByRole('search', { name: 'Filtres' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ville' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro MLS' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'À louer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
  });

  it('takes children (a function of its state) in place of the default fields, and the form still commits on submit', async () => {
    const onCommit = vi.fn();
    render(
      <ListingFilterBar value={{ ...empty, cityName: 'Austin' }} onCommit={onCommit}>
        {({ value, hasFilters }) => (
          <>
            <span>{hasFilters ? `Filtered by ${value.cityName}` : 'No filters'}</span>
            <button type="submit">Search</button>
          </>
        )}
      </ListingFilterBar>,
    );
    const form = screen.getByRole('search', { name: 'Listing filters' });
    expect(form).toHaveTextContent('Filtered by Austin');
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('uncontrolled: keeps its own value from defaultValue, reports each edit, and Enter commits what it shows', async () => {
    const onValueChange = vi.fn();
    const onCommit = vi.fn();
    render(<ListingFilterBar defaultValue={{ ...empty, cityName: 'Aus' }} onValueChange={onValueChange} onCommit={onCommit} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Aus');
    await userEvent.type(city, 'tin');
    expect(city).toHaveValue('Austin');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...empty, cityName: 'Austin' }, { reason: 'input', field: 'cityName' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sale type' }), 'For rent');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...empty, cityName: 'Austin', saleType: 'for_rent' }, { reason: 'input', field: 'saleType' });
    await userEvent.type(city, '{Enter}');
    expect(onCommit).toHaveBeenCalledWith({ ...empty, cityName: 'Austin', saleType: 'for_rent' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onValueChange).toHaveBeenLastCalledWith(empty, { reason: 'clear', field: undefined });
    expect(city).toHaveValue('');
    expect(city).toHaveFocus();
  });

  it('fed by useListingFilters through onValueChange: Clear applies at once, with no debounce', () => {
    vi.useFakeTimers();
    try {
      const onFiltersChange = vi.fn();
      function Bar() {
        const f = useListingFilters({ defaultFilters: { cityName: 'Austin', saleType: 'for_sale' }, onFiltersChange });
        return <ListingFilterBar value={f.draft} hasFilters={f.hasFilters} onValueChange={f.setDraft} onCommit={f.commit} isDebouncing={f.isDebouncing} />;
      }
      render(<Bar />);
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(onFiltersChange).toHaveBeenCalledWith({});
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
      expect(screen.getByRole('search')).toHaveAttribute('data-state', 'idle');
    } finally {
      vi.useRealTimers();
    }
  });
});
