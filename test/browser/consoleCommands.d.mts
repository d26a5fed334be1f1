import type { BrowserCommand } from 'vitest/node';

/** One console message: its level (`error`, `warning`, `log`…), its text and where it came from. */
export interface CapturedConsoleMessage {
  type: string;
  text: string;
  url: string;
}

export declare const startConsoleCapture: BrowserCommand<[]>;
export declare const takeConsoleMessages: BrowserCommand<[]>;
