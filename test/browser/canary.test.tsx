// The canary suite, the part only a real browser can show: the
// storage PUT goes out by XMLHttpRequest over real HTTP (with its CORS
// preflight), and what reaches the storage origin must carry no key. The keys
// are in the page here (dangerouslyAllowBrowser, the worst case), and are the
// fake server's own; they serve as the canaries.
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatbotProvider, RealEstateBrowser, UploadDropzone } from 'chatbot-kit';
import { failNext, fakeServer, fakeState } from './fakeControl';

const KEYS = [fakeServer.secretKey, fakeServer.sessionKey];
const STORAGE_OPERATIONS = new Set(['putFile']);

function drop(zone: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

function expectNoKey(where: string, text: string) {
  for (const key of KEYS) expect(text, `${where} holds a key`).not.toContain(key);
}

let consoleOutput: string[];
beforeEach(() => {
  consoleOutput = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method];
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      original.apply(console, args);
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe('canary keys in Chromium over real HTTP', () => {
  it('sends no key to the storage origin (PUT and preflight), and leaves none in the DOM, console or web storage', async () => {
    const queryClient = createTestQueryClient();
    const errors: unknown[] = [];
    render(
      <ChatbotProvider
        baseUrl={fakeServer.url}
        secretKey={fakeServer.secretKey}
        sessionKey={fakeServer.sessionKey}
        dangerouslyAllowBrowser
        queryClient={queryClient}
      >
        <UploadDropzone retry={{ attempts: 2, baseDelayMs: 10 }} onError={({ error }) => errors.push(error)} />
        <RealEstateBrowser serialNumber={fakeServer.serialNumber} pageSize={5} locale="en-US" />
      </ChatbotProvider>,
    );
    const zone = screen.getByRole('group', { name: 'File upload' });

    // Two uploads that succeed, one whose URL has expired every time.
    drop(zone, [new File(['alpha'], 'alpha.txt', { type: 'text/plain' }), new File(['beta'], 'beta.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2), { timeout: 10_000 });
    await failNext('putFile', { type: 'expired' }, 10);
    drop(zone, [new File(['gamma'], 'gamma.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(errors).toHaveLength(1), { timeout: 10_000 });
    await within(screen.getByRole('list', { name: 'Uploads' })).findByText(/expired/i);
    await screen.findAllByRole('article');

    const state = await fakeState();
    const storage = state.requests.filter((r) => STORAGE_OPERATIONS.has(r.operation) || r.path.includes('/fake-s3/'));
    expect(storage.filter((r) => r.method === 'PUT').length).toBeGreaterThanOrEqual(3);
    for (const request of storage) {
      // The fake logs a key value as '[valid key]' / '[wrong key]': any such header is a leak.
      expect(Object.keys(request.headers), `${request.method} ${request.path}`).not.toContain('authorization');
      expect(Object.keys(request.headers), `${request.method} ${request.path}`).not.toContain('chatrobot-sessionkey');
      // A preflight must not even announce one.
      expect(request.headers['access-control-request-headers'] ?? '').not.toMatch(/authorization|chatrobot-sessionkey/i);
      expectNoKey(`${request.method} ${request.path}`, JSON.stringify(request));
    }

    expectNoKey('the DOM', document.documentElement.outerHTML);
    expectNoKey('the console', consoleOutput.join('\n'));
    expectNoKey('web storage', JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));
    for (const error of errors as Error[]) {
      expect(error).toMatchObject({ code: 'UPLOAD_URL_EXPIRED' });
      expectNoKey('an error', `${error.message}\n${error.stack}\n${JSON.stringify(error)}`);
    }
    expectNoKey('the query cache', JSON.stringify(queryClient.getQueryCache().getAll().map((q) => [q.queryKey, q.state])));
  });
});
