import { defineConfig } from 'tsdown';

// Modules stay apart (unbundle) so a consumer's bundler drops what is not
// imported; a single bundle would keep every top-level zod schema alive.
export default defineConfig({
  entry: ['src/index.ts', 'src/core/index.ts', 'src/testing/index.ts', 'src/testing/msw/index.ts', 'src/server/index.ts'],
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  dts: true,
  sourcemap: false,
  clean: true,
  // Module-level 'use client' survives because modules are preserved: each
  // source module that uses React starts with it, and test/package/dist.test.ts
  // checks that exactly those built modules do.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\//, /^zod($|\/)/, /^msw($|\/)/, /^node:/],
});
