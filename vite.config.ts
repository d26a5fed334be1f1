/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

// Debian's Chromium: Playwright cannot download its own browser here (TOOLCHAIN.md).
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

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/package/**'],
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          globalSetup: ['test/browser/globalSetup.ts'],
          setupFiles: ['test/browser/setup.ts'],
          testTimeout: 60_000,
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: browser(),
        },
      },
      {
        // Reads the built package in dist/: `npm test` builds first.
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
