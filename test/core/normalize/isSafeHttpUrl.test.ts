import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl } from '../../../src/core/normalize/isSafeHttpUrl';

describe('isSafeHttpUrl', () => {
  it.each([
    'https://cdn.example.com/a.jpg',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x?y=1#z',
    'https://res.example.com/w_300,h_200/a.jpg',
    'https://[::1]:8080/x',
  ])('accepts %s', (url) => {
    expect(isSafeHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\njavascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'ftp://example.com/a.jpg',
    'file:///etc/passwd',
    '//evil.example.com/a.jpg',
    '/images/a.jpg',
    'a.jpg',
    'https://',
    'https:///path',
    'http:\\\\evil.example.com',
    ' https://example.com/a.jpg',
    'https://exa mple.com',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeHttpUrl(url)).toBe(false);
  });

  it.each([null, undefined, 42, {}, ['https://example.com']])('refuses the non-string %j', (value) => {
    expect(isSafeHttpUrl(value)).toBe(false);
  });
});
