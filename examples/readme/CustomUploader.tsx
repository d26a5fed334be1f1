// README recipe "A custom upload UI on useFileUpload".
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { useRef } from 'react';
import { formatBytes, useFileUpload } from '../../src/index';

/** An "Attach PDFs" button with one overall progress bar and a row per file. */
export function PdfAttachments({ onAttached }: { onAttached: (fileStoreId: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { files, upload, cancel, retry, remove, isUploading, progress, rejections } = useFileUpload({
    accept: { 'application/pdf': ['.pdf'] },
    maxSize: 10 * 1024 ** 2,
    maxFiles: 5,
    // Called once per file, after all three steps, with the id to use next.
    onUploaded: (_file, fileStoreId) => onAttached(fileStoreId),
  });

  return (
    <div>
      <button type="button" onClick={() => input.current?.click()}>
        Attach PDFs
      </button>
      <input
        ref={input}
        type="file"
        accept=".pdf"
        multiple
        hidden
        onChange={(event) => {
          upload(event.currentTarget.files ?? []);
          event.currentTarget.value = ''; // the same file can be chosen again
        }}
      />
      {isUploading && <progress aria-label="All attachments" max={100} value={progress.percent} />}
      {/* Refused files are data, not exceptions: show why. */}
      {rejections.map(({ file, errors }) => (
        <p key={file.name} role="alert">
          {file.name}: {errors.map((e) => e.message).join(', ')}
        </p>
      ))}
      <ul>
        {files.map((file) => (
          <li key={file.id} data-state={file.status}>
            {file.name} ({formatBytes(file.size)}) {file.status}
            {file.status === 'error' && <span role="alert"> {file.error.message}</span>}
            {!file.isStored && (file.status === 'queued' || file.status === 'requesting' || file.status === 'uploading') && (
              <button onClick={() => cancel(file.id)}>Cancel {file.name}</button>
            )}
            {(file.status === 'error' || file.status === 'canceled') && <button onClick={() => retry(file.id)}>Retry {file.name}</button>}
            {(file.status === 'done' || file.status === 'error' || file.status === 'canceled') && (
              <button onClick={() => remove(file.id)}>Remove {file.name}</button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
