import { useId, useState } from 'react';
import { UploadDropzone } from '../../src/components/UploadDropzone';
import { RecentUploads, type RecentUpload } from './RecentUploads';

/** Documents a chatbot can learn from. */
export const KNOWLEDGE_FILE_TYPES = ['.pdf', '.txt', '.md', '.csv', '.json', '.html', '.doc', '.docx'];

/**
 * The console's upload panel: `<UploadDropzone>` for knowledge files, and the
 * FileStoreId of each file whose upload finished, taken from `onUploaded`.
 */
export function KnowledgeFiles() {
  const headingId = useId();
  const [recent, setRecent] = useState<RecentUpload[]>([]);
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Knowledge files</h2>
      <UploadDropzone
        accept={KNOWLEDGE_FILE_TYPES}
        maxSize={50 * 1024 ** 2}
        locale="en-US"
        onUploaded={(file, fileStoreId) =>
          setRecent((list) => [{ fileStoreId, name: file.name, size: file.size, uploadedAt: new Date() }, ...list].slice(0, 10))
        }
      />
      <RecentUploads uploads={recent} />
    </section>
  );
}
