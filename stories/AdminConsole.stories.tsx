import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { ChatbotProvider } from 'chatbot-kit';
// The same components as examples/console (`npm run example`), here on the embedded fake.
import { AdminConsole, type AdminConsoleProps } from '../examples/console/src/AdminConsole';
import { createStoryClient, fakeService, slowFake, storySerialNumber, storyTemplateSerialNumber } from './support/fakeService';

/**
 * The page as an app composes it: its own `<ChatbotProvider>` with a client on
 * the embedded fake service (in an app: `<ChatbotProvider baseUrl="/api/chatbot">`),
 * around the console.
 */
function ConsolePage(props: AdminConsoleProps) {
  const [client] = useState(createStoryClient);
  return (
    <ChatbotProvider client={client}>
      <AdminConsole {...props} />
    </ChatbotProvider>
  );
}

/**
 * The "Admin console" page: `<ChatbotProvider>` on the embedded
 * fake service, `<UploadDropzone>` for knowledge files with the recent uploads
 * and their FileStoreIds, and `<RealEstateBrowser>`. The same console runs
 * over real HTTP, through the proxy, in examples/console (`npm run example`).
 */
const meta = {
  title: 'Admin console',
  component: AdminConsole,
  render: (args) => <ConsolePage {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { defaultSerialNumber: storySerialNumber, target: 'fake' },
} satisfies Meta<typeof AdminConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

const policyPdf = () => new File(['%PDF-1.4 Returns are accepted within 30 days.'], 'returns-policy.pdf', { type: 'application/pdf' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The console as a new user meets it: listings load, a dropped file gets its FileStoreId. */
export const Console: Story = {
  name: 'Admin console',
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('the listings of the chatbot load as a table, twenty to a page', async () => {
      const table = await canvas.findByRole('table', { name: 'Listings' }, { timeout: 10_000 });
      await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20), { timeout: 10_000 });
      await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    });
    await step('an uploaded knowledge file is listed with its FileStoreId', async () => {
      await expect(canvas.getByText('No files uploaded yet.')).toBeVisible();
      await userEvent.upload(fileInput(canvasElement), policyPdf());
      const table = await canvas.findByRole('table', { name: 'Recent uploads' }, { timeout: 10_000 });
      await expect(table).toHaveTextContent('returns-policy.pdf');
      // The id the fake issued, reported back in the third step (docs/SERVICE.md §4.3).
      await expect(table).toHaveTextContent('34317');
      await expect(fakeService.state.reports).toEqual(['34317']);
    });
  },
};

/** The switch above the listings turns the table into cards. */
export const ConsoleCards: Story = {
  name: 'Admin console, switched to cards',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Listings' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Cards' }));
    await expect(await canvas.findAllByRole('article', {}, { timeout: 10_000 })).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The same page in the dark theme: the a11y check (colour contrast included) runs on it too. */
export const ConsoleDark: Story = {
  ...Console,
  name: 'Admin console, dark theme',
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(context.canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
    await Console.play!(context);
  },
};

/** A file the console does not take (an image) is refused before any request, with the reason. */
export const RefusedFileType: Story = {
  name: 'Refused file type',
  play: async ({ canvas, canvasElement }) => {
    // A change event carries the file past the input's own accept filter, as a drop would.
    fireEvent.change(fileInput(canvasElement), {
      target: { files: [new File(['png'], 'floor-plan.png', { type: 'image/png' })] },
    });
    await expect(await canvas.findByText('Not added')).toBeVisible();
    await expect(canvas.getByText('floor-plan.png')).toBeVisible();
    await expect(fakeService.state.requests.filter((r) => r.operation === 'getPreUploadUrl')).toHaveLength(0);
    await expect(canvas.getByText('No files uploaded yet.')).toBeVisible();
  },
};

/**
 * Storage answers "Request has expired" to the first PUT (docs/SERVICE.md §4.1
 * rule 2): the upload asks for a fresh address and finishes, and the console
 * lists the FileStoreId of the upload that succeeded.
 */
export const ExpiredUploadUrl: Story = {
  name: 'Expired upload URL, recovered',
  beforeEach: () => {
    fakeService.faults.failNext('putFile', { type: 'expired' });
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), policyPdf());
    const table = await canvas.findByRole('table', { name: 'Recent uploads' }, { timeout: 15_000 });
    await expect(table).toHaveTextContent('34318');
    await expect(fakeService.state.reports).toEqual(['34318']);
  },
};

/** A slow service: the listings show their loading state, then the page. */
export const SlowService: Story = {
  name: 'Slow service',
  beforeEach: () => {
    slowFake(1500);
  },
  play: async ({ canvas, canvasElement }) => {
    // The table view is loaded with import() the first time: the busy state may come a moment after the story.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Listings' })).getAllByRole('rowheader')).toHaveLength(20), { timeout: 10_000 });
  },
};

/**
 * A template-based chatbot: RealEstateList answers with a business error
 * (docs/SERVICE.md §4.4 rule 3), shown in place of the listings; uploads still work.
 */
export const TemplateChatbot: Story = {
  name: 'Template chatbot (no listings)',
  args: { defaultSerialNumber: storyTemplateSerialNumber },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Listings could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  },
};
