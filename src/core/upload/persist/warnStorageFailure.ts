let warned = false;

/**
 * One console warning per page, in development only, when IndexedDB cannot be used (private mode, quota): uploads go on
 * without the durable record. A production bundle keeps none of this; without `process` nothing is warned.
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
