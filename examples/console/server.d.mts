// Types of server.mjs, for its test.
export interface StartConsoleOptions {
  /** @default 5173 (the next free port when taken; 0 for any free port) */
  port?: number;
  /** @default 'info' */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}
export function startConsole(options?: StartConsoleOptions): Promise<{ url: string; close: () => Promise<void> }>;
