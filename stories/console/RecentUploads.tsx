import { useId } from 'react';
import { formatBytes } from '../../src/core/upload/formatBytes';

/** A file whose three upload steps finished (SERVICE.md §3). */
export interface RecentUpload {
  /** The id the service gave the file (SERVICE.md §2.2); the console's next step uses it. */
  fileStoreId: string;
  name: string;
  size: number;
  uploadedAt: Date;
}

/** Props of {@link RecentUploads}. */
export interface RecentUploadsProps {
  /** Newest first. */
  uploads: readonly RecentUpload[];
  /** Locale of sizes and times. @default 'en-US' */
  locale?: string;
}

/** The console's table of recent uploads and their FileStoreIds (issue 7 §1). */
export function RecentUploads({ uploads, locale = 'en-US' }: RecentUploadsProps) {
  const headingId = useId();
  return (
    <div className="console-recent">
      <h3 id={headingId}>Recent uploads</h3>
      {uploads.length === 0 ? (
        <p className="console-muted">No files uploaded yet.</p>
      ) : (
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Size</th>
              <th scope="col">FileStoreId</th>
              <th scope="col">Uploaded</th>
            </tr>
          </thead>
          <tbody>
            {uploads.map((upload) => (
              <tr key={upload.fileStoreId}>
                <td>{upload.name}</td>
                <td>{formatBytes(upload.size, locale)}</td>
                <td>
                  <code>{upload.fileStoreId}</code>
                </td>
                <td>
                  <time dateTime={upload.uploadedAt.toISOString()}>{upload.uploadedAt.toLocaleTimeString(locale)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
