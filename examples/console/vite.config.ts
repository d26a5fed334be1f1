// Vite config of the admin console example. Run it with
// `npm run example` (examples/console/server.mjs) from the repository root.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleBackend } from './consoleBackend';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('./'),
  // Kept with the repository's other caches, not in a node_modules of the example.
  cacheDir: fromHere('../../node_modules/.vite/examples-console'),
  plugins: [react(), consoleBackend()],
  resolve: {
    // The library from this repository's source, so the example needs no
    // build. In your app these names resolve to node_modules/chatbot-kit.
    alias: [
      { find: /^chatbot-kit$/, replacement: fromHere('../../src/index.ts') },
      { find: /^chatbot-kit\/core$/, replacement: fromHere('../../src/core/index.ts') },
      { find: /^chatbot-kit\/styles\.css$/, replacement: fromHere('../../src/styles.css') },
    ],
  },
  // Loopback only: the proxy holds the keys and has no login in this example.
  server: { host: '127.0.0.1', port: 5173 },
});
