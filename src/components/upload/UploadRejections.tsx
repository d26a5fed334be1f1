'use client';
import { memo } from 'react';
import type { FileRejection } from '../../core/upload/types';

/**
 * The files refused by the last drop, each with its reasons (rejections are data, not errors).
 * Memoised: the queue keeps the same array until the next drop, so progress frames skip it.
 */
export const UploadRejections = memo(function UploadRejections({ rejections, heading }: { rejections: readonly FileRejection[]; heading: string }) {
  if (rejections.length === 0) return null;
  return (
    <div data-part="rejections" className="ck-upload-rejections">
      <p data-part="rejections-heading">{heading}</p>
      <ul>
        {rejections.map((rejection, index) => (
          // The list is replaced whole by each drop and its rows hold no state: the position is key enough.
          <li key={index} data-part="rejection" data-state={rejection.errors[0]?.code}>
            <span data-part="name">{rejection.file.name}</span>{' '}
            <span data-part="reason">{rejection.errors.map((e) => e.message).join('. ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
});
