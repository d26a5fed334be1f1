import { useId, useState } from 'react';
import { UploadDropzone } from 'chatbot-kit';
import { RecentUploads, type RecentUpload } from './RecentUploads';

/** Documents a chatbot can learn from. */
const KNOWLEDGE_TYPES = ['.pdf', '.txt', '.md', '.csv', '.json', '.html', '.doc', '.docx'];

/**
 * The upload panel: drop knowledge files; each finished upload (all three
 * steps of docs/SERVICE.md §3) is listed with the FileStoreId the next step of the
 * console would use.
 */
export function KnowledgeFiles() {
  const headingId = useId();
  const [recent, setRecent] = useState<RecentUpload[]>([]);
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Knowledge files</h2>
      <UploadDropzone
        accept={KNOWLEDGE_TYPES}
        locale="en-US"
        maxSize={50 * 1024 ** 2}
        onUploaded={({ fileStoreId, name, size }) =>
          setRecent((list) => [{ fileStoreId, name, size, uploadedAt: new Date() }, ...list].slice(0, 10))
        }
      />
      <RecentUploads uploads={recent} />
    </section>
  );
}
