import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubscribable } from '../../src/core/createSubscribable';

/**
 * The errors handed to the platform's `reportError` (which a browser turns
 * into the page's `error` event and a console line; jsdom has none).
 */
function catchReportedErrors() {
  const errors: unknown[] = [];
  vi.stubGlobal('reportError', (error: unknown) => errors.push(error));
  return errors;
}

afterEach(() => vi.unstubAllGlobals());

describe('createSubscribable', () => {
  it('calls each listener with the arguments, in the order they subscribed, until it unsubscribes', () => {
    const changes = createSubscribable<[count: number]>();
    const heard: string[] = [];
    const stopA = changes.subscribe((count) => heard.push(`a${count}`));
    changes.subscribe((count) => heard.push(`b${count}`));
    changes.emit(1);
    stopA();
    changes.emit(2);
    changes.clear();
    changes.emit(3);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
  });

  it('a listener that throws: the others still run, emit returns, and the error is reported as uncaught', () => {
    const reported = catchReportedErrors();
    const changes = createSubscribable();
    const broken = new Error('listener broke');
    const after = vi.fn();
    changes.subscribe(() => {
      throw broken;
    });
    changes.subscribe(after);
    expect(() => changes.emit()).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([broken]);
  });

  it('a listener removed by another during an emit is not called; one added during it waits for the next', () => {
    const changes = createSubscribable();
    const heard: string[] = [];
    const late = () => heard.push('late');
    let stopB = () => {};
    changes.subscribe(() => {
      heard.push('a');
      stopB();
      changes.subscribe(late);
    });
    stopB = changes.subscribe(() => heard.push('b'));
    changes.emit();
    expect(heard).toEqual(['a']);
    changes.emit();
    expect(heard).toEqual(['a', 'a', 'late']);
  });
});
