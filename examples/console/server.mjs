// `npm run example`: the admin console on a Vite dev server.
//
//   npm run example                       # against the embedded fake service
//   CHATBOT_BASE_URL=https://… CHATBOT_SECRET_KEY=… CHATBOT_SESSION_KEY=… \
//   CHATBOT_SERIAL_NUMBER=… npm run example   # against the real service
//
// The keys stay in this Node process: the page talks to /api/chatbot, where
// consoleBackend.ts mounts createChatbotProxy (see vite.config.ts).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'vite';

const CONFIG_FILE = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
// The config imports the library's TypeScript source, whose relative imports
// carry no extension (bundler resolution). That is fine for the default
// 'bundle' config loader; Vite 8 still warns about a future 'native' default.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/**
 * Starts the console on 127.0.0.1.
 * @param {{ port?: number, logLevel?: 'info' | 'warn' | 'error' | 'silent' }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startConsole({ port = 5173, logLevel = 'info' } = {}) {
  const server = await createServer({
    configFile: CONFIG_FILE,
    // Bundled like any vite.config.ts: it imports the library's TypeScript source.
    configLoader: 'bundle',
    logLevel,
    // strictPort false: the next free port when 5173 is taken; 0 picks any free port.
    server: { host: '127.0.0.1', port, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}/` : server.resolvedUrls?.local[0];
  if (!url) throw new Error('The console server did not report its address.');
  return { url, close: () => server.close() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { url, close } = await startConsole({ port: Number(process.env.PORT ?? 5173) });
  process.stdout.write(`\n  Admin console: ${url}\n  Stop with Ctrl+C.\n\n`);
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
