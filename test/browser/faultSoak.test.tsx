// A seeded fault soak of <UploadDropzone> in Chromium, over real HTTP, with
// storage on another origin than the page: every fault the fake can script,
// spread over 60 files dropped in three batches. Every file must end reported
// exactly once, each failure on the way must say what happened and offer a
// Retry that works, and the page's console must stay clean.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { ChatbotProvider, UploadDropzone } from 'chatbot-kit';
import type { FakeFault, FakeOperation } from 'chatbot-kit/testing';
import { failNext, fakeServer, fakeState } from './fakeControl';
import { pageConsoleProblems } from './pageConsoleProblems';

const SEED = 0x5eed;
const BATCHES = 3;
const FILES_PER_BATCH = 20;

/** mulberry32: the same faults, sizes and order on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** The faults of one batch: each kind 0 to 2 times, in a seeded order per operation. */
function batchFaults(random: ReturnType<typeof seeded>): [FakeOperation, FakeFault][] {
  const kinds: [FakeOperation, FakeFault][] = [
    ['getPreUploadUrl', { type: 'http', status: 502, html: true }],
    ['getPreUploadUrl', { type: 'business', code: 4001, message: 'The chatbot is busy indexing, try again shortly' }],
    ['putFile', { type: 'dropConnection', afterBytes: random.int(0, 4096) }],
    ['putFile', { type: 'expired' }],
    ['putFile', { type: 'http', status: 503, retryAfter: 0 }],
    ['putFile', { type: 'http', status: 500 }],
    ['reportUploadSuccess', { type: 'http', status: 500 }],
    ['reportUploadSuccess', { type: 'reportFalse' }],
  ];
  const faults: [FakeOperation, FakeFault][] = [];
  for (const kind of kinds) for (let n = random.int(0, 2); n > 0; n--) faults.push(kind);
  // Fisher–Yates: the order decides which file meets which fault.
  for (let i = faults.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [faults[i], faults[j]] = [faults[j]!, faults[i]!];
  }
  return faults;
}

function seededFile(random: ReturnType<typeof seeded>, name: string): File {
  const bytes = new Uint8Array(random.int(1, 40) * 1024);
  for (let i = 0; i < bytes.length; i += 997) bytes[i] = random.int(0, 255);
  return new File([bytes], name, { type: 'application/octet-stream' });
}

function drop(zone: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

async function latency(ms: number): Promise<void> {
  const response = await fetch(`${fakeServer.url}/__fake/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(response.ok).toBe(true);
}

/** A failure message a user can act on: a sentence, not markup, a stack or a secret. */
function expectReadable(message: string) {
  expect(message.length).toBeGreaterThan(10);
  expect(message).not.toMatch(/<|undefined|\[object|X-Amz-Signature|at \w+ \(/);
}

describe('<UploadDropzone> fault soak in Chromium, storage cross-origin', () => {
  it('the console capture sees what Chromium logs itself: a read of a header CORS hides', async () => {
    await commands.startConsoleCapture();
    const xhr = new XMLHttpRequest();
    await new Promise((resolve) => {
      xhr.onloadend = resolve;
      xhr.open('GET', `${fakeServer.url}/__fake/state`);
      xhr.send();
    });
    expect(xhr.getResponseHeader('X-Not-Exposed')).toBeNull();
    await expect.poll(async () => pageConsoleProblems(await commands.takeConsoleMessages())).toEqual([
      'error: Refused to get unsafe header "X-Not-Exposed"',
    ]);
  });

  it('reports 60 files exactly once through every scripted fault, each failure readable and retried, with a clean console', async () => {
    expect(new URL(fakeServer.url).origin).not.toBe(location.origin);
    await commands.startConsoleCapture();
    await latency(15);
    const random = seeded(SEED);
    const outcome = new Map<string, 'pending' | 'done' | 'error'>();
    const reportedIds = new Map<string, string[]>();
    render(
      <ChatbotProvider baseUrl={fakeServer.url} secretKey={fakeServer.secretKey} sessionKey={fakeServer.sessionKey} dangerouslyAllowBrowser>
        <UploadDropzone
          retry={{ attempts: 3, baseDelayMs: 20 }}
          onUploaded={({ name, fileStoreId }) => {
            outcome.set(name, 'done');
            reportedIds.set(name, [...(reportedIds.get(name) ?? []), fileStoreId]);
          }}
          onError={({ name }) => outcome.set(name, 'error')}
        />
      </ChatbotProvider>,
    );
    const zone = screen.getByRole('group', { name: 'File upload' });
    const settled = () => [...outcome.values()].every((status) => status !== 'pending');
    let retried = 0;

    for (let batch = 0; batch < BATCHES; batch++) {
      for (const [op, fault] of batchFaults(random)) await failNext(op, fault);
      const files = Array.from({ length: FILES_PER_BATCH }, (_, i) => seededFile(random, `soak-${batch}-${String(i).padStart(2, '0')}.bin`));
      for (const file of files) outcome.set(file.name, 'pending');
      drop(zone, files);
      // Failures are retried by hand until every file of the batch is uploaded.
      for (let round = 0; ; round++) {
        await waitFor(() => expect(settled()).toBe(true), { timeout: 30_000 });
        const failed = [...outcome].filter(([, status]) => status === 'error').map(([name]) => name);
        if (failed.length === 0) break;
        expect(round, `files still failing after ${round} rounds of Retry: ${failed.join(', ')}`).toBeLessThan(4);
        for (const name of failed) {
          // onError comes as the file fails; its row shows it at the list's next render.
          const retry = await screen.findByRole('button', { name: `Retry ${name}` }, { timeout: 10_000 });
          expectReadable(retry.closest('li')!.querySelector('[data-part="error"]')!.firstChild!.textContent ?? '');
          outcome.set(name, 'pending');
          retry.click();
          retried++;
        }
      }
    }

    // Every fault was met, and some failures reached the user and were retried.
    const state = await fakeState();
    expect(state.requests.length).toBeGreaterThan(BATCHES * FILES_PER_BATCH * 3);
    expect(retried).toBeGreaterThan(0);
    // Exactly one report per file, and nothing reported that the page did not hear of.
    expect(outcome.size).toBe(BATCHES * FILES_PER_BATCH);
    for (const [name, ids] of reportedIds) expect(ids, name).toHaveLength(1);
    const heard = [...reportedIds.values()].flat().sort();
    expect([...state.reports].sort()).toEqual(heard);
    expect(new Set(state.reports).size).toBe(BATCHES * FILES_PER_BATCH);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(BATCHES * FILES_PER_BATCH));

    expect(pageConsoleProblems(await commands.takeConsoleMessages())).toEqual([]);
  });
});
