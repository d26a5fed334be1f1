import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListingFilters, type ListingFilters, type UseListingFiltersOptions, type UseListingFiltersResult } from 'chatbot-kit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Types text one character at a time, `gapMs` apart, like a person. */
function typeInto(result: { current: UseListingFiltersResult }, field: 'cityName' | 'mlsNumber', text: string, gapMs = 80) {
  for (let i = 1; i <= text.length; i++) {
    act(() => result.current.setDraft({ ...result.current.draft, [field]: text.slice(0, i) }));
    act(() => vi.advanceTimersByTime(gapMs));
  }
}

const view = (r: UseListingFiltersResult) => ({ draft: r.draft.cityName, applied: r.filters.cityName ?? '' });

describe('useListingFilters — uncontrolled', () => {
  it('applies City 300 ms after the last keystroke, once, while the input shows every keystroke (recorded states)', () => {
    const onChange = vi.fn();
    const states: { draft: string; applied: string }[] = [];
    const { result } = renderHook(() => {
      const r = useListingFilters({ onFiltersChange: onChange });
      states.push(view(r));
      return r;
    });
    typeInto(result, 'cityName', 'Austin');
    expect(result.current.filters).toEqual({});
    expect(result.current.isDebouncing).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.filters).toEqual({ cityName: 'Austin' });
    expect(onChange.mock.calls).toEqual([[{ cityName: 'Austin' }]]);
    const distinct = states.filter((s, i) => i === 0 || JSON.stringify(s) !== JSON.stringify(states[i - 1]));
    expect(distinct).toEqual([
      { draft: '', applied: '' },
      { draft: 'A', applied: '' },
      { draft: 'Au', applied: '' },
      { draft: 'Aus', applied: '' },
      { draft: 'Aust', applied: '' },
      { draft: 'Austi', applied: '' },
      { draft: 'Austin', applied: '' },
      { draft: 'Austin', applied: 'Austin' },
    ]);
  });

  it('debounces each text field on its own timer', () => {
    const { result } = renderHook(() => useListingFilters());
    act(() => result.current.setDraft({ ...result.current.draft, cityName: 'Boston' }));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setDraft({ ...result.current.draft, mlsNumber: 'MLS1' }));
    act(() => vi.advanceTimersByTime(100));
    // City's 300 ms are up although MLS number was typed since.
    expect(result.current.filters).toEqual({ cityName: 'Boston' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.filters).toEqual({ cityName: 'Boston', mlsNumber: 'MLS1' });
  });

  it('applies Sale type at once, without waiting for text still being typed', () => {
    const { result } = renderHook(() => useListingFilters());
    act(() => result.current.setDraft({ ...result.current.draft, cityName: 'Den' }));
    act(() => result.current.setDraft({ ...result.current.draft, saleType: 'for_rent' }));
    expect(result.current.filters).toEqual({ saleType: 'for_rent' });
    expect(result.current.draft).toEqual({ cityName: 'Den', mlsNumber: '', saleType: 'for_rent' });
    act(() => result.current.setDraft({ ...result.current.draft, saleType: '' }));
    expect(result.current.filters).toEqual({});
  });

  it('applies everything typed at once on commit (Enter), and the pending timer does not fire again', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useListingFilters({ onFiltersChange: onChange }));
    act(() => result.current.setDraft({ ...result.current.draft, cityName: ' Denver ' }));
    act(() => result.current.commit());
    expect(result.current.filters).toEqual({ cityName: 'Denver' });
    expect(result.current.draft.cityName).toBe(' Denver ');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not report a change when the text only differs by spaces', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useListingFilters({ defaultFilters: { cityName: 'Austin' }, onFiltersChange: onChange }));
    act(() => result.current.setDraft({ ...result.current.draft, cityName: 'Austin ' }));
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears every field and applies at once', () => {
    const { result } = renderHook(() => useListingFilters({ defaultFilters: { cityName: 'Austin', saleType: 'for_sale' } }));
    expect(result.current.hasFilters).toBe(true);
    act(() => result.current.setDraft({ ...result.current.draft, mlsNumber: 'MLS' }));
    act(() => result.current.clear());
    expect(result.current.filters).toEqual({});
    expect(result.current.draft).toEqual({ cityName: '', mlsNumber: '', saleType: '' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.filters).toEqual({});
    expect(result.current.hasFilters).toBe(false);
  });

  it('honours a custom debounce', () => {
    const { result } = renderHook(() => useListingFilters({ debounceMs: 50 }));
    act(() => result.current.setDraft({ ...result.current.draft, mlsNumber: 'X1' }));
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.filters).toEqual({ mlsNumber: 'X1' });
  });
});

describe('useListingFilters — controlled', () => {
  /** An owner that stores the filters itself and may be slow to echo them back. */
  function useOwner(initial: ListingFilters, options: Omit<UseListingFiltersOptions, 'filters' | 'onFiltersChange'> = {}) {
    const [value, setValue] = useState<ListingFilters>(initial);
    const hook = useListingFilters({ ...options, filters: value, onFiltersChange: setValue });
    return { hook, value, setValue };
  }

  it('reports applied filters through onChange and shows the owner\'s value', () => {
    const { result } = renderHook(() => useOwner({ cityName: 'Miami' }));
    expect(result.current.hook.draft.cityName).toBe('Miami');
    act(() => result.current.hook.setDraft({ ...result.current.hook.draft, saleType: 'for_sale' }));
    expect(result.current.value).toEqual({ cityName: 'Miami', saleType: 'for_sale' });
    expect(result.current.hook.filters).toEqual({ cityName: 'Miami', saleType: 'for_sale' });
  });

  it('shows a change made outside (back button) in fields the user is not typing in', () => {
    const { result } = renderHook(() => useOwner({ cityName: 'Miami' }));
    act(() => result.current.setValue({ cityName: 'Chicago', mlsNumber: 'M7' }));
    expect(result.current.hook.draft).toEqual({ cityName: 'Chicago', mlsNumber: 'M7', saleType: '' });
  });

  it('never overwrites text the user is typing with a value that arrives meanwhile', () => {
    const { result } = renderHook(() => useOwner({}));
    act(() => result.current.hook.setDraft({ ...result.current.hook.draft, cityName: 'Port' }));
    act(() => result.current.setValue({ cityName: 'Seattle' })); // from outside, mid-typing
    expect(result.current.hook.draft.cityName).toBe('Port');
    act(() => result.current.hook.setDraft({ ...result.current.hook.draft, cityName: 'Portland' }));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.value).toEqual({ cityName: 'Portland' });
    expect(result.current.hook.draft.cityName).toBe('Portland');
  });

  it('ignores a late echo of an earlier value, so it cannot overwrite newer typed text', () => {
    // An owner that echoes asynchronously (e.g. through a router): we control when.
    const received: ListingFilters[] = [];
    const { result } = renderHook(() => {
      const [value, setValue] = useState<ListingFilters>({});
      const hook = useListingFilters({ filters: value, onFiltersChange: (f) => received.push(f) });
      return { hook, setValue };
    });
    typeInto({ get current() { return result.current.hook; } }, 'cityName', 'Aus', 10);
    act(() => vi.advanceTimersByTime(300)); // applies "Aus"
    act(() => result.current.hook.setDraft({ ...result.current.hook.draft, cityName: 'Austin' }));
    act(() => vi.advanceTimersByTime(300)); // applies "Austin"
    expect(received).toEqual([{ cityName: 'Aus' }, { cityName: 'Austin' }]);
    act(() => result.current.setValue(received[0]!)); // the late echo of "Aus"
    expect(result.current.hook.draft.cityName).toBe('Austin');
    act(() => result.current.hook.setDraft({ ...result.current.hook.draft, saleType: 'for_rent' }));
    // Built on what the user typed last, not on the stale echo.
    expect(received[2]).toEqual({ cityName: 'Austin', saleType: 'for_rent' });
    act(() => result.current.setValue(received[1]!));
    act(() => result.current.setValue(received[2]!));
    expect(result.current.hook.draft).toEqual({ cityName: 'Austin', mlsNumber: '', saleType: 'for_rent' });
  });
});
