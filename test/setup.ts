import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearTestQueryClients } from './support/queryClient';

// waitFor/findBy wait for state, so a longer limit only matters to a test that
// is failing anyway; the 1 s default was too short for a first render on a
// loaded 2-core CI machine.
configure({ asyncUtilTimeout: 10_000 });

// Unmounted first, so no query is cleared under a mounted component.
afterEach(() => {
  cleanup();
  clearTestQueryClients();
});
