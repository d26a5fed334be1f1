// The canary suite: the full upload and listing flows run with canary
// key values, including failures (wrong key, business error that echoes a
// key, transport error, expired URL). Afterwards the canaries must be absent
// from the DOM (also anything that was ever in it), console output, every
// error (message, stack, JSON), query keys and the query cache,
// localStorage/sessionStorage, and every request to the storage origin.
//
// It runs twice: with the keys in the page (dangerouslyAllowBrowser, the
// worst case: redaction must still hold) and in proxy mode (the keys live
// only in createChatbotProxy, on the "server").
import { type QueryClient } from '@tanstack/react-query';
import { createTestQueryClient } from '../support/queryClient';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inspect } from 'node:util';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatbotProvider, RealEstateBrowser, UploadDropzone } from 'chatbot-kit';
import { createChatbotProxy } from 'chatbot-kit/server';
import { createFakeChatbotService, type FakeChatbotService } from 'chatbot-kit/testing';
import { FAKE_STORAGE_PATH } from '../../src/testing/fakeInternals';

const CANARY_SECRET = 'CANARY-SECRET-7f3a9c';
const CANARY_SESSION = 'CANARY-SESSION-5e1b2d';
// Wrong keys are keys too: a typo'd key must not leak either.
const CANARY_WRONG_SECRET = 'CANARY-WRONG-SECRET-3c9d11';
const CANARY_WRONG_SESSION = 'CANARY-WRONG-SESSION-a0b4e8';
const CANARIES = [CANARY_SECRET, CANARY_SESSION, CANARY_WRONG_SECRET, CANARY_WRONG_SESSION];
/** Catches a canary even when a part of it was cut or encoded. */
const CANARY_STEM = /CANARY-(WRONG-)?(SECRET|SESSION)/;

const SERVICE_ORIGIN = 'http://fake-chatbot.test';
const FAST_RETRY = { attempts: 2, baseDelayMs: 1, maxDelayMs: 5 };

interface RawRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** Everything the test collects to search for canaries. */
interface Evidence {
  console: string[];
  errors: unknown[];
  domEver: string[];
  requests: RawRequest[];
}

function setUpMode(mode: 'keys in the page' | 'proxy mode', service: FakeChatbotService, evidence: Evidence) {
  /** What leaves the page (or the proxy) for the service or storage, recorded raw. */
  const toService = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    evidence.requests.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers) });
    return service.fetch(input, init);
  }) as typeof fetch;

  if (mode === 'keys in the page') {
    return (keys: { secretKey: string; sessionKey: string }, children: ReactNode, queryClient: QueryClient) => (
      <ChatbotProvider
        baseUrl={SERVICE_ORIGIN}
        secretKey={keys.secretKey}
        sessionKey={keys.sessionKey}
        dangerouslyAllowBrowser
        fetch={toService}
        XMLHttpRequest={null}
        queryClient={queryClient}
      >
        {children}
      </ChatbotProvider>
    );
  }
  return (keys: { secretKey: string; sessionKey: string }, children: ReactNode, queryClient: QueryClient) => {
    const proxy = createChatbotProxy({
      baseUrl: SERVICE_ORIGIN,
      secretKey: keys.secretKey,
      sessionKey: keys.sessionKey,
      basePath: '/api/chatbot',
      fetch: toService,
    });
    // The page's fetch: its own origin goes to the proxy, the presigned PUT to storage.
    const pageFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.example');
      if (url.origin === 'http://app.example') return proxy(new Request(url, init));
      return toService(input, init);
    }) as typeof fetch;
    return (
      <ChatbotProvider baseUrl="/api/chatbot" fetch={pageFetch} XMLHttpRequest={null} queryClient={queryClient}>
        {children}
      </ChatbotProvider>
    );
  };
}

function textOfError(error: unknown): string {
  if (!(error instanceof Error)) return inspect(error);
  return [error.message, error.stack, String(error), JSON.stringify(error)].join('\n');
}

function expectNoCanary(where: string, text: string) {
  for (const canary of CANARIES) expect(text, `${where} holds ${canary}`).not.toContain(canary);
  expect(text, `${where} holds part of a canary`).not.toMatch(CANARY_STEM);
}

describe.each(['keys in the page', 'proxy mode'] as const)('canary keys (%s)', (mode) => {
  let evidence: Evidence;
  let service: FakeChatbotService;

  beforeEach(() => {
    evidence = { console: [], errors: [], domEver: [], requests: [] };
    service = createFakeChatbotService({ secretKey: CANARY_SECRET, sessionKey: CANARY_SESSION, listingCount: 45 });
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        evidence.console.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 6 }))).join(' '));
      });
    }
    // Pages may cache things: put something of our own there so the check below reads real storage.
    localStorage.setItem('app-theme', 'dark');
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('leaves no trace of a key after uploads, listings and every kind of failure', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    const provider = setUpMode(mode, service, evidence);
    const onError = ({ error }: { error: unknown }) => evidence.errors.push(error);
    const onUploaded = vi.fn();

    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          evidence.domEver.push(`${record.attributeName}=${(record.target as Element).getAttribute(record.attributeName!)}`);
        }
        for (const node of record.addedNodes) {
          evidence.domEver.push(node instanceof Element ? node.outerHTML : (node.textContent ?? ''));
        }
        if (record.type === 'characterData') evidence.domEver.push(record.target.textContent ?? '');
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });

    render(
      <>
        <section aria-label="good keys">
          {provider(
            { secretKey: CANARY_SECRET, sessionKey: CANARY_SESSION },
            <>
              <UploadDropzone retry={FAST_RETRY} onError={onError} onUploaded={onUploaded} />
              <RealEstateBrowser serialNumber={service.serialNumber} pageSize={5} locale="en-US" />
            </>,
            queryClient,
          )}
        </section>
        <section aria-label="wrong keys">
          {provider(
            { secretKey: CANARY_WRONG_SECRET, sessionKey: CANARY_WRONG_SESSION },
            <>
              <UploadDropzone retry={FAST_RETRY} onError={onError} />
              <RealEstateBrowser serialNumber={service.serialNumber} pageSize={5} locale="en-US" />
            </>,
            queryClient,
          )}
        </section>
      </>,
    );
    const good = within(screen.getByRole('region', { name: 'good keys' }));
    const wrong = within(screen.getByRole('region', { name: 'wrong keys' }));
    const file = (name: string) => new File([`contents of ${name}`], name, { type: 'text/plain' });

    // 1. Uploads that succeed.
    await user.upload(good.getByLabelText(/choose files/i), [file('a.txt'), file('b.txt')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));

    // 2. Listings: first page, next page, a filter.
    await good.findAllByRole('article');
    await user.click(good.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(good.getByRole('button', { name: /2/, current: 'page' })).toBeInTheDocument());

    // 3. Failures, one upload at a time so each meets its own fault.
    const failedItems = (root: string) =>
      document.querySelectorAll(`[aria-label="${root}"] [data-part="item"][data-state="error"]`);
    const failedCount = async (root: string, count: number) =>
      waitFor(() => expect(failedItems(root)).toHaveLength(count), { timeout: 10_000 });
    // A business error whose Message echoes the key (the worst a service could do) ...
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 401, message: `Authorization ${CANARY_SECRET} is not valid` });
    await user.upload(good.getByLabelText(/choose files/i), file('echo.txt'));
    await failedCount('good keys', 1);
    // ... a transport error with an HTML error page (every retry too) ...
    service.faults.failNext('reportUploadSuccess', { type: 'http', status: 403, html: true }, 5);
    await user.upload(good.getByLabelText(/choose files/i), file('transport.txt'));
    await failedCount('good keys', 2);
    // ... an expired presigned URL, every time, fresh URLs included ...
    service.faults.failNext('putFile', { type: 'expired' }, 10);
    await user.upload(good.getByLabelText(/choose files/i), file('expired.txt'));
    await failedCount('good keys', 3);
    // ... a listing business error whose Message echoes the session key (a new
    // filter makes a new request) ...
    const listingMessage = `session ${CANARY_SESSION} refused`;
    service.faults.failNext('realEstateList', { type: 'business', code: 4001, message: listingMessage }, 100);
    await user.type(good.getByRole('textbox', { name: 'City' }), 'Austin{Enter}');
    // ... and wrong keys for everything.
    await user.upload(wrong.getByLabelText(/choose files/i), file('wrong.txt'));

    // Every failure reached the screen: a listing alert in the good section,
    // a failed upload and a listing alert in the wrong one.
    await failedCount('wrong keys', 1);
    await good.findByRole('alert');
    await wrong.findByRole('alert');
    observer.disconnect();

    // Make sure the failures really happened and were shown, so absence below means something.
    const failed = queryClient.getQueryCache().getAll().filter((q) => q.state.status === 'error');
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(evidence.errors.map((e) => (e as { code?: string }).code)).toEqual(
      expect.arrayContaining(['BUSINESS', 'TRANSPORT', 'UPLOAD_URL_EXPIRED']),
    );
    const storageRequests = evidence.requests.filter((r) => new URL(r.url).pathname.startsWith(FAKE_STORAGE_PATH));
    expect(storageRequests.length).toBeGreaterThanOrEqual(3);

    // The DOM, now and at every moment of the run.
    expectNoCanary('the DOM', document.documentElement.outerHTML);
    expectNoCanary('the DOM history', evidence.domEver.join('\n'));
    // The console.
    expectNoCanary('the console', evidence.console.join('\n'));
    // Every error: message, stack, JSON.
    for (const error of [...evidence.errors, ...failed.map((q) => q.state.error)]) expectNoCanary('an error', textOfError(error));
    // Query keys and the whole query cache.
    expectNoCanary(
      'the query cache',
      JSON.stringify(queryClient.getQueryCache().getAll().map((q) => [q.queryKey, q.queryHash, q.state])),
    );
    expectNoCanary('the mutation cache', JSON.stringify(queryClient.getMutationCache().getAll().map((m) => m.state)));
    // Web storage.
    const storage = (s: Storage) => JSON.stringify(Object.entries(s));
    expect(storage(localStorage)).toContain('app-theme');
    expectNoCanary('localStorage', storage(localStorage));
    expectNoCanary('sessionStorage', storage(sessionStorage));
    // Requests to the storage origin: URL and every header.
    for (const request of storageRequests) {
      expectNoCanary(`the storage request ${request.method}`, JSON.stringify(request));
      expect(Object.keys(request.headers)).not.toContain('authorization');
      expect(Object.keys(request.headers)).not.toContain('chatrobot-sessionkey');
    }
    if (mode === 'proxy mode') {
      // In proxy mode the page never held a key at all: nothing it sent carried one.
      const fromPage = evidence.requests.filter((r) => new URL(r.url).pathname.startsWith(FAKE_STORAGE_PATH));
      for (const request of fromPage) expectNoCanary('a request from the page', JSON.stringify(request));
    }
  });
});
