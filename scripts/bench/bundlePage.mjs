// Bundles the bench page (scripts/bench/page.tsx) against dist/, the code
// users install. Production React, but the profiling build of react-dom so
// <Profiler> reports commits and their durations.
import { build } from 'esbuild';
import { join } from 'node:path';

/**
 * @param {string} root
 * @param {{ entry?: string, profiling?: boolean }} [options] `profiling: false` bundles the production react-dom, as apps ship it
 * @returns {Promise<string>} the bundled script
 */
export async function bundlePage(root, { entry = 'scripts/bench/page.tsx', profiling = true } = {}) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: profiling ? { 'react-dom/client': 'react-dom/profiling' } : {},
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}
