// Runs in the browser before every browser test file.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetFake } from './fakeControl';

// Every test starts from an empty fake: no faults, no objects, FileStoreIds from 34317.
beforeEach(async () => {
  await resetFake();
});
afterEach(() => cleanup());
