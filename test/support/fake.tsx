// The one test setup (issue 10 §5): a fake service, a client wired to it, a
// QueryClient, and render/renderHook inside <ChatbotProvider>. Before this,
// about fifteen files wrote the same twenty lines each, with small
// differences nobody meant.
//
//   const { service, render } = setupFake();
//   render(<UploadDropzone />);
//   await waitFor(() => expect(service.state.reports).toHaveLength(1));
//
// A file that shares one fake across tests (e.g. mounted in MSW) passes it
// in: `withFake(fake)`. Everything comes through the package's public names,
// as a consumer's own test setup would.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  render as rtlRender,
  renderHook as rtlRenderHook,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
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

/** A client on `service`, a QueryClient, and render helpers that provide both. */
export function withFake(service: FakeChatbotService, options: WithFakeOptions = {}): FakeSetup {
  const client = createFakeClient(service, options.client);
  const queryClient = options.queryClient ?? new QueryClient();
  function wrapper({ children }: { children?: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ChatbotProvider client={client}>{children}</ChatbotProvider>
      </QueryClientProvider>
    );
  }
  return {
    service,
    client,
    queryClient,
    wrapper,
    render: (ui, renderOptions) => rtlRender(ui, { ...renderOptions, wrapper }),
    renderHook: (hook, hookOptions) => rtlRenderHook(hook, { ...hookOptions, wrapper }),
  };
}

/** A fresh fake service and {@link withFake}'s setup on it. */
export function setupFake(options: SetupFakeOptions = {}): FakeSetup {
  return withFake(createFakeChatbotService(options.service), options);
}
