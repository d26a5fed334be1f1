let warned = false;

/**
 * One console warning per page, in development only, when IndexedDB cannot
 * be used (private mode, quota, a blocked origin): uploads go on, and only
 * the durable record is lost. Bundlers replace `process.env.NODE_ENV`, so a
 * production bundle keeps none of this; on a page where nothing
 * defines `process` (no bundler), reading it throws and nothing is warned.
 */
export function warnStorageFailure(error: unknown): void {
  try {
    if (process.env.NODE_ENV !== 'production' && !warned) {
      warned = true;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.warn(`chatbot-kit: uploads are not kept across reloads (IndexedDB failed: ${reason}). Uploads continue in memory.`);
    }
  } catch {
    // No `process` here: warn nothing rather than fail the caller's fallback.
  }
}
