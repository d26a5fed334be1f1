import type { StoragePace } from './createStoragePace';
import type { KeyOption } from '../core/contract/operations';
import type { FakeChatbotServiceOptions, FakeState } from './fakeTypes';
import type { seedListings } from './seedListings';

/** What the fake's operation handlers share: settled options, keys, the clock and the state. */
export interface FakeContext {
  options: FakeChatbotServiceOptions;
  /** The one value each key option accepts (docs/SERVICE.md §5). */
  keys: Record<KeyOption, string>;
  serialNumber: string;
  templateSerialNumber: string;
  ttlMs: number;
  advertisedExpires: number;
  now: () => number;
  signingKey: string;
  /** Where PreUploadUrls point: `storageUrl`, else the server's storage port, else the fake storage host. */
  storageUrl(): string;
  listings: ReturnType<typeof seedListings>;
  state: FakeState;
  /** The next FileStoreId (numeric text, counting up). */
  issueFileStoreId(): string;
  /** How storage reads PUT bodies (the bandwidth limit and the pause). */
  storagePace: StoragePace;
}
