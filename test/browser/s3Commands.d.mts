import type { BrowserCommand } from 'vitest/node';

export declare const S3_BUCKET: string;
/** The object's SHA-256 (hex) and size. */
export interface S3ObjectDigest {
  size: number;
  sha256: string;
}
export declare const presignS3Put: BrowserCommand<[key: string, kind: 'valid' | 'expired' | 'tampered']>;
export declare const s3ObjectDigest: BrowserCommand<[key: string]>;
