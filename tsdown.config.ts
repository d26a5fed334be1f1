import { defineConfig } from 'tsdown';

// Modules stay apart (unbundle) so a consumer's bundler drops what is not
// imported; a single bundle would keep every top-level zod schema alive.
export default defineConfig({
  entry: ['src/index.ts', 'src/core/index.ts', 'src/testing/index.ts', 'src/server/index.ts'],
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  dts: true,
  sourcemap: false,
  clean: true,
  // Module-level 'use client' survives because modules are preserved;
  // test/package checks every react/ and components/ file in dist.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\//, /^zod($|\/)/, /^msw($|\/)/, /^node:/],
});
