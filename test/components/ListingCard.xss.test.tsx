// Kept plain @testing-library/react: the React 18 project runs this file too.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingCard, type Listing } from 'chatbot-kit';
import { makeListing } from '../core/listings/fixtures';

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  '//evil.example.com/x.jpg',
];

function attributesOf(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[href],[src],[srcset]')).flatMap((el) =>
    ['href', 'src', 'srcset'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
  );
}

describe('ListingCard — hostile URLs', () => {
  it.each(HOSTILE)('never turns Url %j into an href', (url) => {
    const { container } = render(<ListingCard listing={makeListing(1, { Url: url })} />);
    expect(container.querySelector('a')).toBeNull();
    expect(attributesOf(container).some((v) => !/^https?:\/\//.test(v))).toBe(false);
  });

  it.each(HOSTILE)('never turns Images %j into a src', (image) => {
    for (const images of [image, JSON.stringify([image]), `${image},${image}`]) {
      const { container, unmount } = render(<ListingCard listing={makeListing(1, { Images: images })} />);
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });

  // A Listing may be hand-made or come from a cache, skipping the normaliser:
  // the card checks again before rendering (defence in depth).
  it.each(HOSTILE)('re-checks %j at render even when the Listing object carries it', (bad) => {
    const listing: Listing = { ...makeListing(1), url: bad, images: [bad] };
    const { container } = render(<ListingCard listing={listing} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(attributesOf(container)).toEqual([]);
  });

  it('keeps the safe image when unsafe ones come first', () => {
    const listing: Listing = { ...makeListing(1), images: ['javascript:alert(1)', 'https://img.example.com/ok.jpg'] };
    const { container } = render(<ListingCard listing={listing} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/ok.jpg');
  });
});
