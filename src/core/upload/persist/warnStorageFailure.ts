let warned = false;

/**
 * One console warning per page, in development only, when IndexedDB cannot
 * be used (private mode, quota, a blocked origin): uploads go on, and only
 * the durable record is lost. Bundlers replace `process.env.NODE_ENV`; where
 * nothing defines `process`, this counts as development.
 */
export function warnStorageFailure(error: unknown): void {
  if (warned || isProduction()) return;
  warned = true;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.warn(`chatbot-kit: uploads are not kept across reloads (IndexedDB failed: ${reason}). Uploads continue in memory.`);
}

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}
