'use client';
import { useState } from 'react';
import { isSafeHttpUrl } from '../../core/normalize/isSafeHttpUrl';

/**
 * A listing photo that hides itself when it fails to load, showing `fallback` text instead. Only a safe http(s) `src`
 * reaches the attribute (again, as the card does: a `Listing` may be hand-made).
 */
export function ListingThumb({ src, alt, fallback, className }: { src: string | undefined; alt: string; fallback: string; className?: string }) {
  // Remember which src failed, so a new src gets its own chance.
  const [broken, setBroken] = useState<string | null>(null);
  if (!isSafeHttpUrl(src) || src === broken) {
    return (
      <span data-part="image-fallback" className={className}>
        {fallback}
      </span>
    );
  }
  return <img data-part="image" className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(src)} />;
}
