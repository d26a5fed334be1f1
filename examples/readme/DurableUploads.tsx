// docs/recipes/durable-uploads.md: the durable record's options.
import { UploadDropzone } from 'chatbot-kit';

export function KnowledgeDropzone({ userId }: { userId: string }) {
  return (
    <UploadDropzone
      persist={{
        persistKey: userId, // one record per user on a shared machine
        persistFiles: 5 * 1024 * 1024, // also keep files up to 5 MiB: they restart by themselves
        doneTtlMs: 86_400_000, // reported records: a day (default)
        staleTtlMs: 7 * 86_400_000, // unfinished ones: a week (default)
      }}
      confirmLeave={false} // no "Leave site?" prompt while uploading
    />
  );
}
