import { useId } from 'react';
import { formatBytes } from 'chatbot-kit/core';

/** A file whose upload was reported to the service. */
export interface RecentUpload {
  fileStoreId: string;
  name: string;
  size: number;
  uploadedAt: Date;
}

/** The last uploads, newest first, with the FileStoreId of each (docs/SERVICE.md §2.2). */
export function RecentUploads({ uploads }: { uploads: readonly RecentUpload[] }) {
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
                <td>{formatBytes(upload.size, 'en-US')}</td>
                <td>
                  <code>{upload.fileStoreId}</code>
                </td>
                <td>
                  <time dateTime={upload.uploadedAt.toISOString()}>{upload.uploadedAt.toLocaleTimeString('en-US')}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
