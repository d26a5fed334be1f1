/**
 * Browser-test helpers for the fake server of globalSetup.ts: the browser cannot
 * reach the service object, so these call its `/__fake/*` control routes.
 */
import { inject } from 'vitest';
import { createChatbotClient, type ChatbotClient } from 'chatbot-kit/core';
import type { FakeControlState, FakeFault, FakeOperation } from 'chatbot-kit/testing';

/** The shared fake server: `url`, `secretKey`, `sessionKey`, `serialNumber`. */
export const fakeServer = inject('fakeServer');

/** A client of the shared fake, made in the page. */
export function browserClient(): ChatbotClient {
  // The fake's key on a loopback test server: the browser guard is knowingly lifted.
  return createChatbotClient({
    baseUrl: fakeServer.url,
    secretKey: fakeServer.secretKey,
    sessionKey: fakeServer.sessionKey,
    dangerouslyAllowBrowser: true,
  });
}

async function control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${fakeServer.url}/__fake/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake control ${method} /__fake/${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Clears faults, latency, stored objects, reports and the request log; FileStoreIds restart at 34317. */
export async function resetFake(): Promise<void> {
  await control('POST', 'reset', {});
}

/** The next `times` requests of `op` fail with `fault`. */
export async function failNext(op: FakeOperation, fault: FakeFault, times = 1): Promise<void> {
  await control('POST', 'faults', { op, fault, times });
}

/** Removes the faults still queued for `op` (or all); latency, bandwidth and state stay. */
export async function clearFaults(op?: FakeOperation): Promise<void> {
  await control('POST', 'faults/clear', op === undefined ? {} : { op });
}

/** Storage stops reading each PUT body after `afterBytes`, until `resumeStorage()`. */
export async function pauseStorage(afterBytes: number): Promise<void> {
  await control('POST', 'pause-storage', { afterBytes });
}

/** Held PUT bodies are read on. */
export async function resumeStorage(): Promise<void> {
  await control('POST', 'resume-storage', {});
}

/** Storage reads PUT bodies at most `bytesPerSecond` (0 removes the limit), so progress is visible on loopback. */
export async function bandwidth(bytesPerSecond: number): Promise<void> {
  await control('POST', 'bandwidth', { bytesPerSecond });
}

/** `false`: storage's CORS rules leave the page's origin out (its preflight answers 403); `true` restores them. */
export async function storageCors(allowed: boolean): Promise<void> {
  await control('POST', 'storage-cors', { allowed });
}

/** What the fake stored and saw: objects (with sha256), reports, and the masked request log. */
export async function fakeState(): Promise<FakeControlState> {
  return (await control('GET', 'state')).json() as Promise<FakeControlState>;
}
