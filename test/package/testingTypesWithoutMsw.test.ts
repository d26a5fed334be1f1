// @vitest-environment node
// msw is an optional peer: a consumer without it, with skipLibCheck off,
// type-checks against the BUILT chatbot-kit/testing. Only the
// chatbot-kit/testing/msw entry names msw's types.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
// Inside the package, so `chatbot-kit/…` resolves to dist/ through package.json's exports.
const consumer = (name: string) => join(ROOT, 'test', 'package', `.consumer-${name}-${process.pid}.ts`);
const SOURCES = {
  [consumer('testing')]: `
    import { createFakeChatbotService, startFakeChatbotServer, type FakeChatbotService } from 'chatbot-kit/testing';
    const service: FakeChatbotService = createFakeChatbotService();
    void service.handle(new Request('https://chatbot.test/chat/Chatbot/RealEstateList'));
    void startFakeChatbotServer;
  `,
  [consumer('msw')]: `
    import { createFakeMswHandlers } from 'chatbot-kit/testing/msw';
    void createFakeMswHandlers;
  `,
};

/** Type errors per consumer file, compiled as in a project without msw installed. */
let errors: Map<string, string[]>;
beforeAll(() => {
  for (const [file, source] of Object.entries(SOURCES)) writeFileSync(file, source);
  const options: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
  };
  // No msw installed: the compiler sees no node_modules/msw.
  const host = ts.createCompilerHost(options);
  const hidden = (path: string) => /[\\/]node_modules[\\/]msw([\\/]|$)/.test(path);
  const { fileExists, directoryExists } = host;
  host.fileExists = (path) => !hidden(path) && fileExists.call(host, path);
  host.directoryExists = (path) => !hidden(path) && (directoryExists?.call(host, path) ?? true);
  // One program per consumer, each reusing the last one's parsed files.
  errors = new Map();
  let program: ts.Program | undefined;
  for (const file of Object.keys(SOURCES)) {
    program = ts.createProgram([file], options, host, program);
    const messages = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    errors.set(file, messages);
  }
}, 120_000);
afterAll(() => Object.keys(SOURCES).forEach((file) => rmSync(file, { force: true })));

describe('chatbot-kit/testing without msw', () => {
  it('type-checks with skipLibCheck off', () => {
    expect(errors.get(consumer('testing'))).toEqual([]);
  });

  it('chatbot-kit/testing/msw is the entry that needs msw', () => {
    expect(errors.get(consumer('msw'))!.join('\n')).toMatch(/'msw'/);
  });
});
