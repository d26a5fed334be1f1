import { describe, expect, it } from 'vitest';
import { parseImages } from '../../../src/core/normalize/normalizeListing';

const A = 'https://cdn.example.com/a.jpg';
const B = 'https://cdn.example.com/b.jpg';

describe('parseImages (docs/UPSTREAM.md: Images comes in several forms)', () => {
  it.each([
    ['a JSON array string', JSON.stringify([A, B]), [A, B]],
    ['a comma-separated list', `${A},${B}`, [A, B]],
    ['a comma-and-space list', `${A}, ${B}`, [A, B]],
    ['a newline-separated list', `${A}\n${B}`, [A, B]],
    ['a single URL', A, [A]],
    ['an array', [A, B], [A, B]],
    ['an empty string', '', []],
    ['an empty JSON array', '[]', []],
    ['undefined', undefined, []],
    ['a number', 5, []],
  ])('reads %s', (_, input, expected) => {
    expect(parseImages(input)).toEqual(expected);
  });

  it('keeps a comma that is part of a URL path', () => {
    const url = 'https://res.example.com/image/upload/w_300,h_200/a.jpg';
    expect(parseImages(url)).toEqual([url]);
  });

  it('drops unsafe schemes, relative and protocol-relative entries', () => {
    const input = [A, 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x', '/rel.jpg', '//cdn.example.com/p.jpg', B];
    expect(parseImages(input.join(','))).toEqual([A, B]);
    expect(parseImages(JSON.stringify(input))).toEqual([A, B]);
    expect(parseImages(input)).toEqual([A, B]);
  });

  it('drops non-string entries of a JSON array and duplicates', () => {
    expect(parseImages(JSON.stringify([A, 1, null, { url: B }, A]))).toEqual([A]);
  });

  it('gives no URL for a broken JSON array rather than a mangled one', () => {
    expect(parseImages(`[${A}`)).toEqual([]);
    expect(parseImages(`["${A}", `)).toEqual([]);
  });
});
