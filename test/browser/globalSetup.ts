/**
 * Browser-test global setup: one fake service over real HTTP on
 * 127.0.0.1, with the `/__fake/*` control routes, because upload progress,
 * bytes and aborts can only be tested in real Chromium against a real server
 * (docs/decisions/0008). Tests read it with `inject('fakeServer')` and drive it with
 * the helpers of `fakeControl.ts`.
 */
import type { TestProject } from 'vitest/node';
import { startFakeChatbotServer } from 'chatbot-kit/testing';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startFakeChatbotServer({ control: true });
  project.provide('fakeServer', {
    url: server.url,
    secretKey: server.secretKey,
    sessionKey: server.sessionKey,
    serialNumber: server.serialNumber,
  });
  return () => server.close();
}
