import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '../support/queryClient';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ChatbotError,
  ChatbotProvider,
  createChatbotClient,
  useChatbotClient,
  useRealEstateList,
  type ChatbotClient,
  type ChatbotProviderProps,
} from 'chatbot-kit';
import { listingKeys } from 'chatbot-kit/core';
import { setupFake } from '../support/fake';

const envelope = (Data: unknown) => Response.json({ Data, Version: '1.0.0', Success: true, Code: 200, Message: '' });

/**
 * A service stub whose listings depend on the session key, so a listing shown
 * under the wrong session is visible by its address.
 */
function createSessionService() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Relative URLs (proxy mode) resolve against the page, as in a browser.
    const request = new Request(new URL(String(input), 'http://localhost/'), init);
    calls.push({ url: request.url, headers: Object.fromEntries(request.headers) });
    const session = request.headers.get('chatrobot-sessionkey') ?? 'none';
    return envelope({ List: [{ ID: 1, Address: `home of ${session}` }], VirtualCount: 1 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function Listings() {
  const { items, isPending } = useRealEstateList({ serialNumber: 'bot-1' });
  if (isPending) return <p>Loading</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{item.address}</li>
      ))}
    </ul>
  );
}

describe('ChatbotProvider', () => {
  it('gives the client it was passed to useChatbotClient', () => {
    const fake = setupFake();
    const { result } = fake.renderHook(() => useChatbotClient());
    expect(result.current).toBe(fake.client);
  });

  it('gives useChatbotClient a full client when it makes one from options, the same object on every render', () => {
    const seen: ChatbotClient[] = [];
    function Spy() {
      seen.push(useChatbotClient());
      return null;
    }
    const ui = () => (
      <ChatbotProvider baseUrl="https://svc.test">
        <Spy />
      </ChatbotProvider>
    );
    const { rerender } = render(ui());
    rerender(ui());
    // The provider makes only the upload half; the hook adds the listing method.
    expect(typeof seen[0]!.realEstateList).toBe('function');
    expect(typeof seen[0]!.uploadFile).toBe('function');
    expect(seen[1]).toBe(seen[0]);
  });

  it('makes a client from baseUrl and sessionKey, and sends the key with RealEstateList (docs/SERVICE.md §5)', async () => {
    const service = createSessionService();
    render(
      <ChatbotProvider baseUrl="https://svc.test" sessionKey="session-A" fetch={service.fetch} queryClient={createTestQueryClient()}>
        <Listings />
      </ChatbotProvider>,
    );
    expect(await screen.findByText('home of session-A')).toBeInTheDocument();
    expect(service.calls[0]).toMatchObject({
      url: 'https://svc.test/chat/Chatbot/RealEstateList',
      headers: { 'chatrobot-sessionkey': 'session-A' },
    });
  });

  it('in proxy mode (baseUrl only) sends no key header at all', async () => {
    const service = createSessionService();
    render(
      <ChatbotProvider baseUrl="/api/chatbot" fetch={service.fetch} queryClient={createTestQueryClient()}>
        <Listings />
      </ChatbotProvider>,
    );
    await screen.findByText('home of none');
    expect(Object.keys(service.calls[0]!.headers)).toEqual(['content-type']);
  });

  it('accepts an async function as the session key and reads it per request', async () => {
    const service = createSessionService();
    const sessionKey = vi.fn(async () => 'session-from-fn');
    render(
      <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={service.fetch} queryClient={createTestQueryClient()}>
        <Listings />
      </ChatbotProvider>,
    );
    expect(await screen.findByText('home of session-from-fn')).toBeInTheDocument();
    expect(sessionKey).toHaveBeenCalledTimes(1);
  });

  it('keeps the same client while its options stay the same, even with inline fetch and paths, and when fetch is dropped', () => {
    const service = createSessionService();
    const seen: string[] = [];
    function Spy() {
      seen.push(useChatbotClient().scopeId);
      return null;
    }
    const queryClient = createTestQueryClient();
    const ui = (withFetch = true) => (
      <ChatbotProvider
        baseUrl="https://svc.test"
        sessionKey="session-A"
        fetch={withFetch ? (input, init) => service.fetch(input, init) : undefined}
        paths={{ realEstateList: '/chat/Chatbot/RealEstateList' }}
        queryClient={queryClient}
      >
        <Spy />
      </ChatbotProvider>
    );
    const { rerender } = render(ui());
    rerender(ui());
    rerender(ui());
    rerender(ui(false));
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(1);
  });

  it('keeps the same client when the same paths come in another key order or with empty entries', () => {
    const seen: string[] = [];
    function Spy() {
      seen.push(useChatbotClient().scopeId);
      return null;
    }
    const ui = (paths: Partial<Record<'getPreUploadUrl' | 'reportUploadSuccess' | 'realEstateList', string>>) => (
      <ChatbotProvider baseUrl="https://svc.test" paths={paths}>
        <Spy />
      </ChatbotProvider>
    );
    const { rerender } = render(ui({ realEstateList: '/v2/list', getPreUploadUrl: '/v2/pre' }));
    rerender(ui({ getPreUploadUrl: '/v2/pre', realEstateList: '/v2/list' }));
    rerender(ui({ getPreUploadUrl: '/v2/pre', reportUploadSuccess: '', realEstateList: '/v2/list' }));
    expect(new Set(seen).size).toBe(1);
    rerender(ui({ getPreUploadUrl: '/v3/pre', realEstateList: '/v2/list' }));
    expect(new Set(seen).size).toBe(2);
  });

  it('pins storage with storageOrigins, compared by value: an inline array keeps the client', async () => {
    const seen: ChatbotClient[] = [];
    function Spy() {
      seen.push(useChatbotClient());
      return null;
    }
    // GetPreUploadUrl answers a URL outside the pinned bucket.
    const fetch = vi.fn(async () => envelope({ FileStoreId: '7', PreUploadUrl: 'https://evil.example/k?X-Amz-Signature=f00d' }));
    const ui = (origins: (string | RegExp)[]) => (
      <ChatbotProvider baseUrl="https://svc.test" fetch={fetch} storageOrigins={origins}>
        <Spy />
      </ChatbotProvider>
    );
    const { rerender } = render(ui(['https://bucket.s3.example', /^https:\/\/cdn\d\.example$/]));
    rerender(ui(['https://bucket.s3.example', /^https:\/\/cdn\d\.example$/]));
    expect(seen[1]).toBe(seen[0]);
    const error = await seen[0]!.uploadFile(new Blob(['x']), { fileName: 'a.pdf' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UPLOAD_URL_REFUSED', rule: 'storage-origins' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Another RegExp flag is another policy, so another client.
    rerender(ui(['https://bucket.s3.example', /^https:\/\/cdn\d\.example$/i]));
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('gives listings the surrounding QueryClientProvider when no queryClient is given', async () => {
    const service = createSessionService();
    const outer = createTestQueryClient();
    render(
      <QueryClientProvider client={outer}>
        <ChatbotProvider baseUrl="/api/chatbot" fetch={service.fetch}>
          <Listings />
        </ChatbotProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('home of none');
    expect(outer.getQueryCache().findAll({ queryKey: listingKeys.all })).toHaveLength(1);
  });

  it('gives listings its own queryClient over the surrounding one', async () => {
    const service = createSessionService();
    const outer = createTestQueryClient();
    const own = createTestQueryClient();
    render(
      <QueryClientProvider client={outer}>
        <ChatbotProvider baseUrl="/api/chatbot" fetch={service.fetch} queryClient={own}>
          <Listings />
        </ChatbotProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('home of none');
    expect(own.getQueryCache().findAll({ queryKey: listingKeys.all })).toHaveLength(1);
    expect(outer.getQueryCache().findAll({ queryKey: listingKeys.all })).toHaveLength(0);
  });

  it('needs no QueryClient for what does not list (uploads)', () => {
    const { result } = renderHook(() => useChatbotClient(), {
      wrapper: ({ children }) => <ChatbotProvider baseUrl="/api/chatbot">{children}</ChatbotProvider>,
    });
    expect(result.current.scopeId).toEqual(expect.any(String));
  });

  it('a provider nested in one given a queryClient keeps using that queryClient', async () => {
    const service = createSessionService();
    const own = createTestQueryClient();
    const inner = createChatbotClient({ baseUrl: '/api/chatbot', fetch: service.fetch });
    render(
      <ChatbotProvider baseUrl="/api/outer" queryClient={own}>
        <ChatbotProvider client={inner}>
          <Listings />
        </ChatbotProvider>
      </ChatbotProvider>,
    );
    await screen.findByText('home of none');
    expect(own.getQueryCache().findAll({ queryKey: listingKeys.scope(inner.scopeId) })).toHaveLength(1);
  });

  it('with no QueryClient anywhere, makes one of its own for listings, shared by all its listing hooks', async () => {
    const service = createSessionService();
    render(
      <ChatbotProvider baseUrl="/api/chatbot" fetch={service.fetch}>
        <Listings />
        <Listings />
      </ChatbotProvider>,
    );
    await waitFor(() => expect(screen.getAllByText('home of none')).toHaveLength(2));
    // One cache: the second hook reads the first one's page instead of asking again.
    expect(service.calls).toHaveLength(1);
  });

  it('makes one QueryClient per provider: two providers do not share listings', async () => {
    const service = createSessionService();
    // One client, so the same query key under both: only separate caches ask twice.
    const client = createChatbotClient({ baseUrl: '/api/chatbot', fetch: service.fetch });
    render(
      <>
        <ChatbotProvider client={client}>
          <Listings />
        </ChatbotProvider>
        <ChatbotProvider client={client}>
          <Listings />
        </ChatbotProvider>
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('home of none')).toHaveLength(2));
    expect(service.calls).toHaveLength(2);
  });

  it('a listing hook with neither a provider nor a QueryClientProvider throws an error naming the fixes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createChatbotClient({ baseUrl: '/api/chatbot' });
    function Bare() {
      useRealEstateList({ serialNumber: 'bot-1' }, { client });
      return null;
    }
    expect(() => render(<Bare />)).toThrow(/found no QueryClient: render them inside <ChatbotProvider>.*queryClient=\{new QueryClient\(\)\}.*<QueryClientProvider/);
  });

  it('without a client or a baseUrl, fails at once with an error naming baseUrl', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = {} as ChatbotProviderProps;
    expect(() => render(<ChatbotProvider {...props} />)).toThrow(/baseUrl/);
  });

  it('refuses a secretKey in a browser with INSECURE_BROWSER_USE, explaining the risk and the proxy', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let thrown: unknown;
    try {
      render(<ChatbotProvider baseUrl="https://svc.test" secretKey="sk-live-123456" queryClient={createTestQueryClient()} />);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChatbotError);
    expect(thrown).toMatchObject({ code: 'INSECURE_BROWSER_USE' });
    const message = (thrown as Error).message;
    expect(message).toMatch(/creating, updating and deleting listings/);
    expect(message).toMatch(/createChatbotProxy/);
    expect(message).toMatch(/dangerouslyAllowBrowser: true/);
    expect(message).not.toContain('sk-live-123456');
  });

  it('accepts a secretKey in a browser only with dangerouslyAllowBrowser', () => {
    const { result } = renderHook(() => useChatbotClient(), {
      wrapper: ({ children }) => (
        <ChatbotProvider baseUrl="https://svc.test" secretKey="sk-live-123456" dangerouslyAllowBrowser queryClient={createTestQueryClient()}>
          {children}
        </ChatbotProvider>
      ),
    });
    expect(result.current.scopeId).toEqual(expect.any(String));
  });

  it('takes either a client or options, never both (TypeScript)', () => {
    const client = createChatbotClient({ baseUrl: '/api/chatbot' });
    expectTypeOf<{ client: ChatbotClient }>().toExtend<ChatbotProviderProps>();
    expectTypeOf<{ baseUrl: string; sessionKey: () => Promise<string> }>().toExtend<ChatbotProviderProps>();
    expectTypeOf<{ client: ChatbotClient; baseUrl: string }>().not.toExtend<ChatbotProviderProps>();
    expectTypeOf<{ client: ChatbotClient; sessionKey: string }>().not.toExtend<ChatbotProviderProps>();
    expectTypeOf<{ sessionKey: string }>().not.toExtend<ChatbotProviderProps>();
    // @ts-expect-error both a client and options
    void (<ChatbotProvider client={client} baseUrl="/api/chatbot" />);
  });
});

describe('useChatbotClient', () => {
  it('throws outside a provider with a message that names the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useChatbotClient())).toThrow(
      /found no <ChatbotProvider> above this component\. Wrap your app .* in <ChatbotProvider/,
    );
  });
});

describe('ChatbotProvider: switching sessions', () => {
  /** Records every text that is ever put in the DOM, so a flash of old data cannot hide between assertions. */
  function recordDom(container: HTMLElement) {
    const texts: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) texts.push(node.textContent ?? '');
        if (record.type === 'characterData') texts.push(record.target.textContent ?? '');
      }
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return { texts, stop: () => observer.disconnect() };
  }

  it('drops the previous session’s listings from the cache and never shows them under the new session key', async () => {
    const service = createSessionService();
    const queryClient = createTestQueryClient();
    const ui = (sessionKey: string) => (
      <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={service.fetch} queryClient={queryClient}>
        <Listings />
      </ChatbotProvider>
    );
    const { rerender, container } = render(ui('session-A'));
    await screen.findByText('home of session-A');
    const cachedA = queryClient.getQueryCache().findAll({ queryKey: listingKeys.all });
    expect(cachedA).toHaveLength(1);

    const dom = recordDom(container);
    rerender(ui('session-B'));
    // Synchronously after the switch: old entries are gone, old text is not in the DOM.
    expect(screen.queryByText('home of session-A')).not.toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: cachedA[0]!.queryKey })).toEqual([]);
    expect(await screen.findByText('home of session-B')).toBeInTheDocument();
    dom.stop();
    expect(dom.texts.join('|')).not.toContain('session-A');
    // Every listing query left belongs to session B.
    const left = queryClient.getQueryCache().findAll({ queryKey: listingKeys.all });
    expect(left.map((q) => JSON.stringify(q.state.data))).toEqual([expect.stringContaining('home of session-B')]);
  });

  it('treats a new function key (a new identity) as a new session', async () => {
    const service = createSessionService();
    const queryClient = createTestQueryClient();
    const keyA = async () => 'session-A';
    const keyB = async () => 'session-B';
    const ui = (sessionKey: () => Promise<string>) => (
      <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={service.fetch} queryClient={queryClient}>
        <Listings />
      </ChatbotProvider>
    );
    const { rerender } = render(ui(keyA));
    await screen.findByText('home of session-A');
    rerender(ui(keyB));
    expect(screen.queryByText('home of session-A')).not.toBeInTheDocument();
    expect(await screen.findByText('home of session-B')).toBeInTheDocument();
  });

  it('drops the previous client’s listings when a different client is passed', async () => {
    const service = createSessionService();
    const queryClient = createTestQueryClient();
    const clientA = createChatbotClient({ baseUrl: 'https://svc.test', sessionKey: 'session-A', fetch: service.fetch });
    const clientB = createChatbotClient({ baseUrl: 'https://svc.test', sessionKey: 'session-B', fetch: service.fetch });
    const ui = (client: ChatbotClient) => (
      <ChatbotProvider client={client} queryClient={queryClient}>
        <Listings />
      </ChatbotProvider>
    );
    const { rerender, container } = render(ui(clientA));
    await screen.findByText('home of session-A');
    const dom = recordDom(container);
    rerender(ui(clientB));
    expect(queryClient.getQueryCache().findAll({ queryKey: listingKeys.scope(clientA.scopeId) })).toEqual([]);
    await screen.findByText('home of session-B');
    dom.stop();
    expect(dom.texts.join('|')).not.toContain('session-A');
  });

  it('leaves the current session’s listings and the app’s own queries alone', async () => {
    const service = createSessionService();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['my-app', 'profile'], { name: 'Ada' });
    const ui = (sessionKey: string, extra?: ReactNode) => (
      <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={service.fetch} queryClient={queryClient}>
        <Listings />
        {extra}
      </ChatbotProvider>
    );
    const { rerender } = render(ui('session-A'));
    await screen.findByText('home of session-A');
    // A re-render with the same session keeps its cache (no refetch).
    rerender(ui('session-A', <span>extra</span>));
    expect(screen.getByText('home of session-A')).toBeInTheDocument();
    expect(service.calls).toHaveLength(1);
    rerender(ui('session-B'));
    await screen.findByText('home of session-B');
    expect(queryClient.getQueryData(['my-app', 'profile'])).toEqual({ name: 'Ada' });
  });

  it('switches cleanly under StrictMode (double render, double effects)', async () => {
    const service = createSessionService();
    const queryClient = createTestQueryClient();
    const ui = (sessionKey: string) => (
      <StrictMode>
        <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={service.fetch} queryClient={queryClient}>
          <Listings />
        </ChatbotProvider>
      </StrictMode>
    );
    const { rerender } = render(ui('session-A'));
    await screen.findByText('home of session-A');
    rerender(ui('session-B'));
    expect(screen.queryByText('home of session-A')).not.toBeInTheDocument();
    await screen.findByText('home of session-B');
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: listingKeys.all })).toHaveLength(1));
  });

  it('cancels a listing request of the previous session that is still in flight', async () => {
    let seenSignal: AbortSignal | undefined;
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const session = new Headers(init?.headers).get('chatrobot-sessionkey');
      if (session === 'session-A') {
        seenSignal = init?.signal ?? undefined;
        return new Promise<Response>(() => {}); // never answers
      }
      return Promise.resolve(envelope({ List: [{ ID: 2, Address: `home of ${session}` }], VirtualCount: 1 }));
    }) as unknown as typeof globalThis.fetch;
    const queryClient = createTestQueryClient();
    const ui = (sessionKey: string) => (
      <ChatbotProvider baseUrl="https://svc.test" sessionKey={sessionKey} fetch={fetch} queryClient={queryClient}>
        <Listings />
      </ChatbotProvider>
    );
    const { rerender } = render(ui('session-A'));
    await waitFor(() => expect(seenSignal).toBeDefined());
    await act(async () => rerender(ui('session-B')));
    await screen.findByText('home of session-B');
    expect(seenSignal!.aborted).toBe(true);
  });
});
