// docs/recipes/testing.md: component tests with MSW.
// The region below is quoted in that recipe (test/docs/readmeSnippets.test.ts keeps them equal).
// It builds its own `new QueryClient()`, not the suite's createTestQueryClient:
// it is the code a reader copies into an app's own tests.
// #region readme
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { ChatbotProvider, RealEstateBrowser, UploadDropzone } from 'chatbot-kit';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { createFakeMswHandlers } from 'chatbot-kit/testing/msw';

// One fake service for the file; MSW answers its paths on any origin.
const fake = createFakeChatbotService();
const server = setupServer(...createFakeMswHandlers(fake));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fake.reset());
afterAll(() => server.close());

function renderWithFake(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      {/* In tests only: the fake's keys in the page. Your app uses the proxy. */}
      <ChatbotProvider
        baseUrl="https://chatbot.test"
        secretKey={fake.secretKey}
        sessionKey={fake.sessionKey}
        dangerouslyAllowBrowser
      >
        {ui}
      </ChatbotProvider>
    </QueryClientProvider>,
  );
}

it('lists the chatbot\'s listings', async () => {
  renderWithFake(<RealEstateBrowser serialNumber={fake.serialNumber} pageSize={5} />);
  expect(await screen.findAllByRole('article')).toHaveLength(5);
});

it('uploads a file and reports it', async () => {
  renderWithFake(<UploadDropzone />);
  const file = new File(['hello'], 'faq.txt', { type: 'text/plain' });
  await userEvent.upload(screen.getByLabelText('Choose files'), file);
  expect(await screen.findByText('Uploaded')).toBeInTheDocument();
  // The three steps ran and the file was reported. (jsdom's File bodies do not
  // survive Node's fetch: check file contents over real HTTP, as below.)
  expect(fake.state.reports).toHaveLength(1);
});
// #endregion
