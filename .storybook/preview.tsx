import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { ChatbotProvider } from 'chatbot-kit';
import { createStoryClient, fakeService } from '../stories/support/fakeService';
import { createFakeMswHandlers } from 'chatbot-kit/testing/msw';
import { clearUploadRecords } from '../test/support/clearUploadRecords';
import '../src/styles.css';

/**
 * Every story gets a fresh QueryClient and its own client on the shared fake
 * (stories/support/fakeService.ts), inside a root that carries the toolbar's
 * theme as `data-theme` (src/styles/base.css reads it).
 */
function StoryProviders({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  // A component, not the decorator itself: a decorator is a plain function,
  // and hooks belong to components (react-hooks/rules-of-hooks).
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(createStoryClient);
  return (
    <div
      data-theme={theme}
      data-testid="story-root"
      style={{ background: 'var(--ck-color-bg)', color: 'var(--ck-color-fg)', fontFamily: 'var(--ck-font)', padding: 16, minHeight: '100%' }}
    >
      <ChatbotProvider client={client} queryClient={queryClient}>
        {children}
      </ChatbotProvider>
    </div>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  // A Docs page for every component, with the props table read from its TSDoc.
  tags: ['autodocs'],
  // msw-storybook-addon 3: the CSF 3 loader starts the worker once and installs
  // `parameters.msw` before each story. Requests the fake does not own (Vite,
  // Storybook assets) pass through untouched.
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  // Each story starts from an empty fake: no uploads, no faults, FileStoreIds from 34317,
  // and no durable upload record left by another story.
  beforeEach: async () => {
    fakeService.reset();
    await clearUploadRecords();
  },
  decorators: [withProviders],
  parameters: {
    msw: createFakeMswHandlers(fakeService),
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'chatbot-kit theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
};

export default preview;
