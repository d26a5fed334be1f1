'use client';
import type { ReactNode } from 'react';

/**
 * A value of a listing, or "—" read as `notGiven` when there is none (`null`, `undefined`, `''`): never a blank cell,
 * never "NaN".
 */
export function ListingValue({ value, notGiven }: { value: ReactNode; notGiven: string }) {
  if (value !== null && value !== undefined && value !== '' && value !== false) return <>{value}</>;
  return (
    <span data-part="not-given">
      <span aria-hidden="true">—</span>
      <span className="ck-visually-hidden">{notGiven}</span>
    </span>
  );
}
