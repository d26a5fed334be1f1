// What test/browser/globalSetup.ts hands to browser tests through `inject('fakeServer')`.
import type { CapturedConsoleMessage } from './consoleCommands.mjs';
import type { S3ObjectDigest } from './s3Commands.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake service over real HTTP on 127.0.0.1, with the `/__fake/*` control routes. */
    fakeServer: {
      url: string;
      secretKey: string;
      sessionKey: string;
      serialNumber: string;
    };
    /** s3rver, a real S3 implementation, on 127.0.0.1 (s3rverGlobalSetup.ts). */
    s3Storage: { url: string };
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Starts recording the page's console, Chromium's own messages included (consoleCommands.ts). */
    startConsoleCapture: () => Promise<void>;
    /** What the page's console showed since `startConsoleCapture`. */
    takeConsoleMessages: () => Promise<CapturedConsoleMessage[]>;
    /** A URL presigned by the AWS SDK for a PUT of `key` to s3rver: valid, expired or tampered (s3Commands.mjs). */
    presignS3Put: (key: string, kind: 'valid' | 'expired' | 'tampered') => Promise<string>;
    /** The SHA-256 and size of s3rver's object at `key` (GetObject), or null. */
    s3ObjectDigest: (key: string) => Promise<S3ObjectDigest | null>;
  }
}
