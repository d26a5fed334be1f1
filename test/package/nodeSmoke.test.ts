// Plain Node imports the BUILT chatbot-kit/testing and
// chatbot-kit/core, starts the fake server, uploads through all three steps and
// sees S3-style 403s (scripts/smoke-node.mjs). Also: msw is an optional peer, so
// chatbot-kit/testing must import and serve without it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
if (!existsSync(join(ROOT, 'dist/testing/index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
}

function runNode(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('scripts/smoke-node.mjs', () => {
  it('passes every check against the built package and exits 0', async () => {
    const { code, stdout, stderr } = await runNode(['scripts/smoke-node.mjs']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const line of [
      'ok - uploadFile ran GetPreUploadUrl, PUT, ReportUploadSuccess',
      'ok - the bytes arrived intact',
      'ok - the upload was reported once',
      'ok - a tampered signature gets 403 SignatureDoesNotMatch (StorageError)',
      'ok - an expired URL gets 403 AccessDenied "Request has expired" (UploadUrlExpiredError)',
      'ok - the expired answer is S3 XML',
      'smoke-node: all checks passed',
    ]) {
      expect(stdout).toContain(line);
    }
    expect(stdout).not.toContain('FAIL');
  });
});

describe('chatbot-kit/testing without msw', () => {
  it('imports and serves in Node when msw cannot be resolved', async () => {
    // A resolve hook that makes `msw` missing, as in a project that never installed it.
    const dir = mkdtempSync(join(tmpdir(), 'chatbot-kit-no-msw-'));
    const hooks = join(dir, 'hooks.mjs');
    writeFileSync(
      hooks,
      `export async function resolve(specifier, context, next) {
        if (specifier === 'msw' || specifier.startsWith('msw/')) {
          throw Object.assign(new Error("Cannot find package 'msw'"), { code: 'ERR_MODULE_NOT_FOUND' });
        }
        return next(specifier, context);
      }`,
    );
    const register = join(dir, 'register.mjs');
    writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    // Inside the package, so `chatbot-kit/testing` resolves by self-reference.
    const script = join(ROOT, 'test', 'package', `.no-msw-${process.pid}.mjs`);
    writeFileSync(
      script,
      `import { startFakeChatbotServer } from 'chatbot-kit/testing';
      const server = await startFakeChatbotServer();
      const res = await fetch(server.url + '/fake-images/1.svg');
      console.log('status', res.status);
      await server.close();`,
    );
    try {
      const { code, stdout, stderr } = await runNode(['--import', pathToFileURL(register).href, script]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain('status 200');
    } finally {
      const { rmSync } = await import('node:fs');
      rmSync(script, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
