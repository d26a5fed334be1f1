import { defineConfig } from 'vitest/config';

// `npm run test:next`: builds examples/next with `next build`
// and drives it in Chromium. Kept out of `npm test` (which excludes this
// folder) since the build alone takes 30–80 s; .ci/run runs it after.
// No aliases: the test and the app both use the built package, as consumers do.
export default defineConfig({
  test: {
    name: 'next',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/next/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 300_000,
    testTimeout: 120_000,
  },
});
