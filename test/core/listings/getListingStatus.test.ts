import { describe, expect, it } from 'vitest';
import { getListingStatus } from '../../../src/core/listings/getListingStatus';

const facts = { hasError: false, isLoading: false, isPlaceholderData: false, itemCount: 0 };

describe('getListingStatus', () => {
  it('puts an error first, then loading, then empty, then placeholder versus ready', () => {
    expect(getListingStatus({ ...facts, hasError: true, isLoading: true, itemCount: 3 })).toBe('error');
    expect(getListingStatus({ ...facts, isLoading: true, itemCount: 3, isPlaceholderData: true })).toBe('loading');
    expect(getListingStatus({ ...facts })).toBe('empty');
    expect(getListingStatus({ ...facts, itemCount: 3, isPlaceholderData: true })).toBe('placeholder');
    expect(getListingStatus({ ...facts, itemCount: 3 })).toBe('ready');
  });
});
