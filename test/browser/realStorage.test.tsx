// <UploadDropzone> in Chromium against a real S3 implementation (s3rver, from
// s3rverGlobalSetup.ts) on another origin, with URLs presigned by the AWS SDK
// v3 presigner: the signature and its expiry are checked by storage itself,
// and the bucket's CORS rule exposes only ETag. The service's two JSON
// operations are played by the test (GetPreUploadUrl hands out the presigned
// URLs; ReportUploadSuccess checks the object is there).
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { UploadDropzone } from 'chatbot-kit';
import type { ChatbotClient } from 'chatbot-kit/core';
import { browserClient } from './fakeControl';
import { pageConsoleProblems } from './pageConsoleProblems';
import { knownFile, sha256Hex } from './knownBytes';

type UrlKind = 'valid' | 'expired' | 'tampered';

let run = 0;
beforeEach(async () => {
  run++;
  await commands.startConsoleCapture();
});

/**
 * A client whose GetPreUploadUrl presigns a PUT to s3rver: `kindOf(name, n)`
 * says which URL the n-th request (from 0) for a file gets. ReportUploadSuccess
 * succeeds only when the object is stored, and is recorded.
 */
function s3Client(kindOf: (name: string, n: number) => UrlKind) {
  const asked = new Map<string, number>();
  const reports: string[] = [];
  const client: ChatbotClient = {
    ...browserClient(),
    async getPreUploadUrl({ fileName }) {
      const n = asked.get(fileName) ?? 0;
      asked.set(fileName, n + 1);
      const fileStoreId = `run-${run}/${fileName}`;
      return { fileStoreId, preUploadUrl: await commands.presignS3Put(fileStoreId, kindOf(fileName, n)), version: 'test' };
    },
    async reportUploadSuccess({ fileStoreId }) {
      expect(await commands.s3ObjectDigest(fileStoreId), `object ${fileStoreId} before its report`).not.toBeNull();
      reports.push(fileStoreId);
      return true;
    },
  };
  return { client, asked, reports };
}

function drop(files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  screen.getByRole('group', { name: 'File upload' }).dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

async function row(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('progressbar', { name })).closest('li')!;
}

async function expectStoredIntact(file: File, key: string) {
  expect(await commands.s3ObjectDigest(key)).toEqual({ size: file.size, sha256: await sha256Hex(file) });
}

async function expectCleanConsole() {
  expect(pageConsoleProblems(await commands.takeConsoleMessages())).toEqual([]);
}

describe('<UploadDropzone> against s3rver with AWS SDK presigned URLs', () => {
  it('uploads a file byte-identical on GetObject and reports it once', async () => {
    const { client, reports } = s3Client(() => 'valid');
    render(<UploadDropzone client={client} />);
    const file = knownFile(700 * 1024, 'plan.bin');
    drop([file]);
    await within(await row('plan.bin')).findByText('Uploaded', {}, { timeout: 20_000 });
    await expectStoredIntact(file, `run-${run}/plan.bin`);
    expect(reports).toEqual([`run-${run}/plan.bin`]);
    await expectCleanConsole();
  });

  it('refreshes an expired URL (403 AccessDenied) and uploads with the new one', async () => {
    const { client, asked, reports } = s3Client((_, n) => (n === 0 ? 'expired' : 'valid'));
    render(<UploadDropzone client={client} />);
    const file = knownFile(64 * 1024, 'late.bin');
    drop([file]);
    await within(await row('late.bin')).findByText('Uploaded', {}, { timeout: 20_000 });
    expect(asked.get('late.bin')).toBe(2);
    await expectStoredIntact(file, `run-${run}/late.bin`);
    expect(reports).toEqual([`run-${run}/late.bin`]);
    // Storage's 403 carries no exposed Retry-After: reading it anyway logs an error.
    await expectCleanConsole();
  });

  it('fails a tampered signature (403 SignatureDoesNotMatch) with a readable message, stores and reports nothing', async () => {
    const { client, reports } = s3Client(() => 'tampered');
    render(<UploadDropzone client={client} retry={{ attempts: 2, baseDelayMs: 10 }} />);
    drop([knownFile(1024, 'forged.bin')]);
    const error = await within(await row('forged.bin')).findByText(/.+/, { selector: '[data-part="error"]' }, { timeout: 20_000 });
    const message = error.firstChild!.textContent!;
    expect(message).toMatch(/storage/i);
    expect(message).not.toMatch(/<|X-Amz-Signature|StringToSign|undefined/);
    expect(screen.getByRole('button', { name: 'Retry forged.bin' })).toBeEnabled();
    expect(await commands.s3ObjectDigest(`run-${run}/forged.bin`)).toBeNull();
    expect(reports).toEqual([]);
    await expectCleanConsole();
  });

  it('takes 24 files through seeded expired and tampered URLs: each reported once, failures retried by hand', async () => {
    let seed = 0x5eed;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 16777216;
    const plans = new Map<string, UrlKind[]>();
    const { client, reports } = s3Client((name, n) => plans.get(name)![n] ?? 'valid');
    const files = Array.from({ length: 24 }, (_, i) => {
      const name = `mix-${String(i).padStart(2, '0')}.bin`;
      const pick = (): UrlKind => (random() < 0.25 ? 'expired' : random() < 0.15 ? 'tampered' : 'valid');
      plans.set(name, [pick(), pick(), pick()]);
      return knownFile(1024 + Math.floor(random() * 48 * 1024), name);
    });
    const outcome = new Map(files.map((file) => [file.name, 'pending' as 'pending' | 'done' | 'error']));
    render(
      <UploadDropzone
        client={client}
        retry={{ attempts: 2, baseDelayMs: 10 }}
        onUploaded={({ name }) => outcome.set(name, 'done')}
        onError={({ name }) => outcome.set(name, 'error')}
      />,
    );
    drop(files);
    for (let round = 0; ; round++) {
      await waitFor(() => expect([...outcome.values()].filter((status) => status === 'pending')).toEqual([]), { timeout: 30_000 });
      const failed = [...outcome].filter(([, status]) => status === 'error').map(([name]) => name);
      if (failed.length === 0) break;
      expect(round, `still failing: ${failed.join(', ')}`).toBeLessThan(3);
      for (const name of failed) {
        // onError comes as the file fails; its row shows it at the list's next render.
        const button = await screen.findByRole('button', { name: `Retry ${name}` }, { timeout: 10_000 });
        expect(button.closest('li')!.querySelector('[data-part="error"]')!.firstChild!.textContent).toMatch(/^Upload to storage failed/);
        outcome.set(name, 'pending');
        button.click();
      }
    }
    expect([...plans.values()].flat().filter((kind) => kind !== 'valid').length).toBeGreaterThan(4);
    expect([...reports].sort()).toEqual(files.map((file) => `run-${run}/${file.name}`).sort());
    for (const file of files.slice(0, 4)) await expectStoredIntact(file, `run-${run}/${file.name}`);
    await expectCleanConsole();
  });
});
