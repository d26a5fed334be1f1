import { describe, expect, it } from 'vitest';
import { formatBytes } from 'chatbot-kit/core';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 + 512, '10.5 KB'],
    [150 * 1024 ** 2, '150 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('formats %d as %s', (bytes, text) => {
    expect(formatBytes(bytes, 'en-US')).toBe(text);
  });

  it('returns an empty string for impossible sizes', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});
