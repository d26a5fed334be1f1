import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';
import { startConsoleCapture, takeConsoleMessages } from './test/browser/consoleCommands.mjs';
import { presignS3Put, s3ObjectDigest } from './test/browser/s3Commands.mjs';

// Debian's Chromium: Playwright cannot download its own browser here (docs/decisions/0008).
const chromium = () =>
  playwright({
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  });

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

// Test files of a jsdom project share one worker, its jsdom and the modules
// it loaded (isolate: false): setting up jsdom and importing React, Testing
// Library and the library again for each file took most of the suite's time.
// What one file could leave to the next is put back after each test: Testing
// Library unmounts and createTestQueryClient's clients are cleared
// (test/setup.ts); files that stub a global or env restore it themselves.
const sharedJsdom = { isolate: false } as const;

// How the projects are scheduled. Groups run one after another; in a group,
// the files of the Node projects run one at a time while the browser
// projects run beside them. Vitest gives all of a non-isolated project's
// files to one worker only when that project comes first in its group (by
// name), so `unit` has a group of its own; `react18` (two node files besides
// its jsdom ones) shares the second with the browser projects and `package`,
// whose files mostly wait on npm, Vite and Chromium. The projects of a group
// must agree on the number of workers: one, as `browser` needs.
const FIRST = { sequence: { groupOrder: 1 } } as const;
const SECOND = { sequence: { groupOrder: 2 }, maxWorkers: 1 } as const;

// --- react18 ---
const REACT_18_ALIASES = [
  // The optimizer bundles for the browser, where node's `stream` is absent.
  { find: /^react-dom\/server$/, replacement: 'react-dom-18/server.browser' },
  { find: /^react-dom$/, replacement: 'react-dom-18' },
  { find: /^react-dom\/(.*)$/, replacement: 'react-dom-18/$1' },
  { find: /^react$/, replacement: 'react-18' },
  { find: /^react\/(.*)$/, replacement: 'react-18/$1' },
];
// Vitest keeps `react` out of the optimizer and the optimizer then leaves
// `require('react')` to Node, which finds react@19. Name react-18 instead, so
// every bundle and every test file shares the one react-18 module.
const react18External = {
  name: 'chatbot-kit:react-18-external',
  resolveId(id: string) {
    return /^react(\/|$)/.test(id) ? { id: id.replace(/^react/, 'react-18'), external: true } : null;
  },
};
const REACT_18_DEPS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/test-utils',
  '@testing-library/react',
  '@tanstack/react-query',
  'react-dropzone',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The package's own name resolves to its source, as in tsconfig's `paths`:
    // the Admin console story renders examples/console, which imports
    // 'chatbot-kit' as an app would, and a fresh clone has no dist/ yet.
    // Tests of public behaviour import these names, as a consumer would.
    alias: [
      { find: /^chatbot-kit$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      { find: /^chatbot-kit\/core$/, replacement: fileURLToPath(new URL('./src/core/index.ts', import.meta.url)) },
      { find: /^chatbot-kit\/testing$/, replacement: fileURLToPath(new URL('./src/testing/index.ts', import.meta.url)) },
      { find: /^chatbot-kit\/testing\/msw$/, replacement: fileURLToPath(new URL('./src/testing/msw/index.ts', import.meta.url)) },
      { find: /^chatbot-kit\/server$/, replacement: fileURLToPath(new URL('./src/server/index.ts', import.meta.url)) },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...FIRST,
          ...sharedJsdom,
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/package/**', 'test/react18/**', 'test/next/**'],
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
          // Tests wait on state and events, never on a clock: the timeout only
          // stops a hung test. 5 s (the default) was hit by a first render on a
          // clean clone at load 8 on 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Upload tests render React: pre-bundle it at
        // start so Vite never re-optimizes mid-run (a reload there loads two Reacts).
        optimizeDeps: {
          // @tanstack/react-query: the canary test renders ChatbotProvider and RealEstateBrowser.
          // react-dropzone: the dropzone test renders useUploadDropzone.
          include: ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', '@testing-library/react', '@tanstack/react-query', 'react-dropzone'],
        },
        test: {
          name: 'browser',
          ...SECOND,
          include: ['test/browser/**/*.test.{ts,tsx}'],
          // proxyGlobalSetup runs second: it fronts the fake of globalSetup with createChatbotProxy.
          // s3rverGlobalSetup: a real S3 implementation beside the fake, for the tests of realStorage.test.tsx.
          globalSetup: ['test/browser/globalSetup.ts', 'test/browser/proxyGlobalSetup.ts', 'test/browser/s3rverGlobalSetup.ts'],
          setupFiles: ['test/browser/setup.ts'],
          // One file at a time: every file shares the one fake server of
          // globalSetup and resets it before each test, so two files at once
          // would reset, fault or count each other's uploads.
          fileParallelism: false,
          testTimeout: 60_000,
          browser: { ...browser(), commands: { startConsoleCapture, takeConsoleMessages, presignS3Put, s3ObjectDigest } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          ...SECOND,
          // The stories share one page: each renders into a fresh canvas, and
          // loading Storybook's preview for each file took half the project's time.
          isolate: false,
          testTimeout: 30_000,
          browser: browser(),
        },
      },
      {
        // --- react18 ---
        // The hooks and components again, with react@18 / react-dom@18 (npm
        // aliases react-18 / react-dom-18): the peer range is ^18 || ^19.
        extends: true,
        resolve: { alias: REACT_18_ALIASES },
        test: {
          name: 'react18',
          ...SECOND,
          ...sharedJsdom,
          environment: 'jsdom',
          include: ['test/react/**/*.test.{ts,tsx}', 'test/components/**/*.test.{ts,tsx}', 'test/react18/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
          testTimeout: 30_000, // as in `unit`: only a hung test stops
          // Node would load these packages itself and find react@19. Vite's
          // optimizer bundles them with the aliases applied (Vitest keeps
          // `react` itself out of it), and inlining the optimizer's output
          // makes its `import 'react'` go through the alias too: one React, 18.
          // `ssr` serves files that ask for `@vitest-environment node`.
          deps: {
            optimizer: {
              client: { enabled: true, include: REACT_18_DEPS, rolldownOptions: { plugins: [react18External] } },
              ssr: { enabled: true, include: REACT_18_DEPS, rolldownOptions: { plugins: [react18External] } },
            },
          },
          server: { deps: { inline: [/node_modules\/\.vite\//] } },
        },
      },
      {
        // Reads the built package in dist/: `npm test` builds first.
        extends: true,
        test: {
          name: 'package',
          ...SECOND,
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          // npm pack and installs run in hooks too, and take as long as the machine's load makes them:
          // only a hung one should stop.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
