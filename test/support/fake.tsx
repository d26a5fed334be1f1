// The one test setup: a fake service, a client wired to it, a QueryClient,
// and render/renderHook inside <ChatbotProvider>, so test files do not each
// write the same twenty lines with small differences nobody meant.
//
//   const { service, render } = setupFake();
//   render(<UploadDropzone />);
//   await waitFor(() => expect(service.state.reports).toHaveLength(1));
//
// A file that shares one fake across tests (e.g. mounted in MSW) passes it
// in: `withFake(fake)`; a test of a scripted client uses `withClient(client)`.
// Everything comes through the package's public names, as a consumer's own
// test setup would.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from './queryClient';
import {
  render as rtlRender,
  renderHook as rtlRenderHook,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { ChatbotProvider } from 'chatbot-kit';
import type { ChatbotClient, ChatbotClientOptions } from 'chatbot-kit/core';
import { createFakeChatbotService, type FakeChatbotService, type FakeChatbotServiceOptions } from 'chatbot-kit/testing';
import { createFakeClient } from './fakeClient';

interface WithFakeOptions {
  /** Overrides of the client's options (see {@link createFakeClient}). */
  client?: Partial<ChatbotClientOptions>;
  /**
   * The QueryClient for listings.
   * @default a new QueryClient per setup
   */
  queryClient?: QueryClient;
}

interface SetupFakeOptions extends WithFakeOptions {
  /** Options of the fake service (faults, listing count, clock…). */
  service?: FakeChatbotServiceOptions;
}

interface FakeSetup {
  service: FakeChatbotService;
  client: ChatbotClient;
  queryClient: QueryClient;
  /** `<QueryClientProvider><ChatbotProvider client>`, as an app nests them, for Testing Library's `wrapper` option. */
  wrapper: (props: { children?: ReactNode }) => ReactElement;
  /** Testing Library's `render`, inside {@link FakeSetup.wrapper}. */
  render: (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) => ReturnType<typeof rtlRender>;
  /** Testing Library's `renderHook`, inside {@link FakeSetup.wrapper}. */
  renderHook: <Result, Props>(
    hook: (props: Props) => Result,
    options?: Omit<RenderHookOptions<Props>, 'wrapper'>,
  ) => ReturnType<typeof rtlRenderHook<Result, Props>>;
}

interface WithClientOptions {
  /**
   * The QueryClient for listings.
   * @default a new one per setup, cleared after the test
   */
  queryClient?: QueryClient;
  /** Renders inside `<StrictMode>` (effects run twice on mount). @default false */
  strict?: boolean;
}

type ClientSetup = Omit<FakeSetup, 'service'>;

/** `client` and a QueryClient, and render helpers inside `<QueryClientProvider><ChatbotProvider client>`. */
export function withClient(client: ChatbotClient, options: WithClientOptions = {}): ClientSetup {
  const queryClient = options.queryClient ?? createTestQueryClient();
  function wrapper({ children }: { children?: ReactNode }) {
    const tree = (
      <QueryClientProvider client={queryClient}>
        <ChatbotProvider client={client}>{children}</ChatbotProvider>
      </QueryClientProvider>
    );
    return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
  }
  return {
    client,
    queryClient,
    wrapper,
    render: (ui, renderOptions) => rtlRender(ui, { ...renderOptions, wrapper }),
    renderHook: (hook, hookOptions) => rtlRenderHook(hook, { ...hookOptions, wrapper }),
  };
}

/** A client on `service`, a QueryClient, and render helpers that provide both. */
export function withFake(service: FakeChatbotService, options: WithFakeOptions = {}): FakeSetup {
  const client = createFakeClient(service, options.client);
  return { service, ...withClient(client, options.queryClient ? { queryClient: options.queryClient } : {}) };
}

/** A fresh fake service and {@link withFake}'s setup on it. */
export function setupFake(options: SetupFakeOptions = {}): FakeSetup {
  return withFake(createFakeChatbotService(options.service), options);
}
