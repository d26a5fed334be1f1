import { describe, expect, it } from 'vitest';
import {
  initListingFiltersState,
  listingFiltersReducer,
  type ListingFiltersAction,
  type ListingFiltersState,
} from '../../../src/core/listings/listingFiltersReducer';

const run = (state: ListingFiltersState, ...actions: ListingFiltersAction[]) => actions.reduce(listingFiltersReducer, state);

describe('listingFiltersReducer', () => {
  it('shows typed text at once and applies it only when its debounce settles', () => {
    const typed = run(initListingFiltersState({}), { type: 'type', field: 'cityName', text: ' Aus' });
    expect(typed).toMatchObject({ applied: {}, draft: { cityName: ' Aus' }, pending: { cityName: true } });
    const settled = run(typed, { type: 'settle', field: 'cityName', text: ' Aus' });
    expect(settled).toMatchObject({ applied: { cityName: 'Aus' }, draft: { cityName: ' Aus' }, pending: {} });
  });

  it('builds each apply on the latest one (City, then Sale type)', () => {
    const state = run(
      initListingFiltersState({}),
      { type: 'settle', field: 'cityName', text: 'Austin' },
      { type: 'saleType', saleType: 'for_rent' },
    );
    expect(state.applied).toEqual({ cityName: 'Austin', saleType: 'for_rent' });
  });

  it('keeps the applied object when nothing changed (text that differs only by spaces)', () => {
    const start = initListingFiltersState({ cityName: 'Austin' });
    expect(run(start, { type: 'settle', field: 'cityName', text: 'Austin ' }).applied).toBe(start.applied);
  });

  it('commits everything typed and clears everything at once', () => {
    const typed = run(initListingFiltersState({}), { type: 'type', field: 'cityName', text: 'Denver' }, { type: 'type', field: 'mlsNumber', text: 'M1' });
    const committed = run(typed, { type: 'commit' });
    expect(committed).toMatchObject({ applied: { cityName: 'Denver', mlsNumber: 'M1' }, pending: {} });
    expect(run(committed, { type: 'clear' })).toMatchObject({ applied: {}, draft: { cityName: '', mlsNumber: '', saleType: '' } });
  });

  it('shows a change from outside, except in a field being typed in', () => {
    const typing = run(initListingFiltersState({}), { type: 'type', field: 'cityName', text: 'Port' });
    const next = run(typing, { type: 'external', value: { cityName: 'Seattle', mlsNumber: 'M7' } });
    expect(next.draft).toEqual({ cityName: 'Port', mlsNumber: 'M7', saleType: '' });
    expect(next.applied).toEqual({ cityName: 'Seattle', mlsNumber: 'M7' });
  });

  it('ignores a late echo of an earlier apply, and the echo of the latest', () => {
    const state = run(
      initListingFiltersState({}),
      { type: 'settle', field: 'cityName', text: 'Aus' },
      { type: 'type', field: 'cityName', text: 'Austin' },
      { type: 'settle', field: 'cityName', text: 'Austin' },
    );
    const late = run(state, { type: 'external', value: { cityName: 'Aus' } });
    expect(late.applied).toEqual({ cityName: 'Austin' });
    expect(late.draft.cityName).toBe('Austin');
    const echoed = run(late, { type: 'external', value: { cityName: 'Austin' } });
    expect(echoed.echoes).toEqual([]);
  });
});
