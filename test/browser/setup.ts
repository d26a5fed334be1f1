// Runs in the browser before every browser test file.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearUploadRecords } from '../support/clearUploadRecords';
import { clearTestQueryClients } from '../support/queryClient';
import { resetFake } from './fakeControl';

// Every test starts from an empty fake: no faults, no objects, FileStoreIds from 34317.
// No test restores another's files from the durable record.
beforeEach(async () => {
  await resetFake();
  await clearUploadRecords();
});
// Unmounted first, so no query is cleared under a mounted component.
afterEach(() => {
  cleanup();
  clearTestQueryClients();
});
