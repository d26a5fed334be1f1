import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from '../../src/react/useControllableState';

describe('useControllableState', () => {
  it('uncontrolled: starts at defaultProp, keeps what is set and reports it with its detail', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number, string>({ prop: undefined, defaultProp: 2, onChange }));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](5, 'user'));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(5, 'user');
  });

  it('controlled: shows the prop, and only the owner moves it', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ prop }) => useControllableState<number, string>({ prop, defaultProp: 1, onChange }), {
      initialProps: { prop: 3 as number | undefined },
    });
    act(() => result.current[1](4, 'user'));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenCalledWith(4, 'user');
    rerender({ prop: 4 });
    expect(result.current[0]).toBe(4);
  });

  it('has a stable setter that calls the latest onChange', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onChange }) => useControllableState<number, undefined>({ prop: undefined, defaultProp: 0, onChange }), {
      initialProps: { onChange: first },
    });
    const setter = result.current[1];
    rerender({ onChange: second });
    expect(result.current[1]).toBe(setter);
    act(() => setter(1, undefined));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1, undefined);
  });
});
