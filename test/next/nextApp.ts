// Runs examples/next's own `next` binary: `next build`, and `next start` on a
// free loopback port, with exactly the environment a test gives it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const APP_DIR = fileURLToPath(new URL('../../examples/next/', import.meta.url));
const NEXT_BIN = `${APP_DIR}node_modules/next/dist/bin/next`;

/** The test's environment without any CHATBOT_ variable (a developer's own keys must not leak in), plus `extra`. */
export function appEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CHATBOT_')));
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** `next build` with `env`; resolves with its exit code and output. */
export async function nextBuild(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** `next start` with `env`; resolves once it says it is ready. */
export async function nextStart(env: NodeJS.ProcessEnv): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: APP_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/Ready in/.test(output)) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}:\n${output}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}/`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
