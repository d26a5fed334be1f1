// What test/browser/globalSetup.ts hands to browser tests through `inject('fakeServer')`.
import type { CapturedConsoleMessage } from './consoleCommands.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake service over real HTTP on 127.0.0.1, with the `/__fake/*` control routes. */
    fakeServer: {
      url: string;
      secretKey: string;
      sessionKey: string;
      serialNumber: string;
    };
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Starts recording the page's console, Chromium's own messages included (consoleCommands.ts). */
    startConsoleCapture: () => Promise<void>;
    /** What the page's console showed since `startConsoleCapture`. */
    takeConsoleMessages: () => Promise<CapturedConsoleMessage[]>;
  }
}
