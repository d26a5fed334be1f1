// docs/recipes/custom-upload-ui.md: a custom upload UI on the prop getters.
// Imports point at this repository's src/; the README shows them as 'chatbot-kit/…'.
import { rejectionReason, UploadLiveRegion, useUploadDropzone } from '../../src/index';

/**
 * An "Attach PDFs" drop area with one overall progress bar and a row per
 * file: the same parts as `<UploadDropzone>`, rebuilt from its public hook.
 */
export function PdfAttachments({ onAttached }: { onAttached: (fileStoreId: string) => void }) {
  const dropzone = useUploadDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    maxSize: 10 * 1024 ** 2,
    maxFiles: 5,
    // Your own rule beside accept and the sizes: null, or a reason with a code and a message.
    validator: (file) => (file.name.startsWith('~$') ? { code: 'temp-file', message: 'Office temp files are not uploaded' } : null),
    // Called once per file, after all three steps, with the id to use next.
    onUploaded: (item) => onAttached(item.fileStoreId),
  });
  const { files, cancel, retry, remove, isUploading, progress, rejections } = dropzone;

  return (
    <div>
      {/* Drop or paste PDFs here; a click on the area opens the picker too. */}
      <div {...dropzone.getRootProps({ role: 'group', 'aria-label': 'Attachments', className: 'attachments' })}>
        <input {...dropzone.getInputProps({ 'aria-hidden': true })} />
        <button {...dropzone.getTriggerProps()}>Attach PDFs</button>
        {dropzone.isDragReject && <p>Only PDFs, please.</p>}
      </div>
      {isUploading && <progress aria-label="All attachments" max={100} value={progress.percent} />}
      {/* Refused files are data, not exceptions: show why. */}
      {rejections.map(({ file, errors }) => (
        <p key={file.name} role="alert">
          {file.name}: {errors.map((error) => rejectionReason(error)).join(', ')}
        </p>
      ))}
      <ul>
        {files.map((file) => (
          <li key={file.id} data-state={file.status}>
            {file.name} ({file.progress.percent}%) {file.status}
            {file.status === 'error' && <span role="alert"> {file.error.message}</span>}
            {/* The engine says which actions apply. A running file offers Cancel; Remove (which would
                cancel it too) waits until it stopped, as in <UploadList>. */}
            {file.canCancel && <button onClick={() => cancel(file.id)}>Cancel {file.name}</button>}
            {file.canRetry && <button onClick={() => retry(file.id)}>Retry {file.name}</button>}
            {file.canRemove && !file.canCancel && <button onClick={() => remove(file.id)}>Remove {file.name}</button>}
          </li>
        ))}
      </ul>
      {/* Screen readers hear what was added, refused, uploaded or failed, once each. */}
      <UploadLiveRegion upload={dropzone} />
    </div>
  );
}
