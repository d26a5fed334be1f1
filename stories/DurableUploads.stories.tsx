import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UploadDropzone } from 'chatbot-kit';
import type { StoredUploadRecord } from 'chatbot-kit/core';
import { openRecordStore } from '../src/core/upload/persist/openRecordStore';
import { fakeService, STORYBOOK_API_URL } from './support/fakeService';

/**
 * Uploads that survive a reload. Each story writes what an
 * earlier visit left in the durable record (IndexedDB) before it mounts, as
 * a reload would find it; `<UploadDropzone>` then reconciles on mount.
 */
const meta = {
  title: 'Upload/Durable uploads',
  component: UploadDropzone,
  parameters: { layout: 'padded' },
  args: { onUploaded: fn(), persist: { persistKey: 'story' } },
} satisfies Meta<typeof UploadDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const LAST_MODIFIED = 1_700_000_000_000;
const survey = () => new File([new Uint8Array(96 * 1024).fill(42)], 'site-survey.pdf', { type: 'application/pdf', lastModified: LAST_MODIFIED });

/** What the earlier visit left: `site-survey.pdf` at `stage`. */
async function leftBehind(stage: StoredUploadRecord['stage'], fileStoreId: string | null): Promise<void> {
  const file = survey();
  await openRecordStore().write({
    put: [
      {
        id: `story-${stage}`,
        // The journal's scope: the base URL, a space, the persistKey.
        scope: `${STORYBOOK_API_URL} story`,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: LAST_MODIFIED,
        stage,
        fileStoreId,
        createdAt: Date.now(),
        updatedAt: Date.now(),
      },
    ],
    delete: [],
  });
}

const statusOf = (root: HTMLElement) => root.querySelector('[data-part="status"]')?.textContent;

/** The page was left mid-PUT: the file shows as interrupted, with "Choose again to resume". */
export const Interrupted: Story = {
  name: 'Interrupted by a reload',
  beforeEach: () => leftBehind('granted', null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose again to resume', {}, { timeout: 5000 })).toBeVisible();
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveAttribute('data-state', 'interrupted');
    await expect(within(row).getByText('Interrupted')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Remove site-survey.pdf' })).toBeVisible();
  },
};

/** The same file chosen again: that row resumes (a fresh URL, a new PUT) and ends "Uploaded". */
export const Resumed: Story = {
  name: 'Resumed by choosing the file again',
  beforeEach: () => leftBehind('granted', null),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await canvas.findByText('Choose again to resume', {}, { timeout: 5000 });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, survey());
    await waitFor(() => expect(statusOf(canvasElement)).toBe('Uploaded'), { timeout: 10_000 });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onUploaded).toHaveBeenCalledTimes(1);
    await expect(fakeService.state.reports).toEqual(['34317']);
  },
};

/** The PUT reached storage but the page was left before the report: on mount it is reported once. */
export const StoredThenReported: Story = {
  name: 'Stored before a reload, reported on mount',
  beforeEach: async () => {
    const client = fakeService.createClient();
    const { fileStoreId, preUploadUrl } = await client.getPreUploadUrl({ fileName: 'site-survey.pdf' });
    await client.putFile(preUploadUrl, survey());
    await leftBehind('stored', fileStoreId);
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toBe('Uploaded'), { timeout: 10_000 });
    await expect(args.onUploaded).toHaveBeenCalledTimes(1);
    await expect(fakeService.state.reports).toEqual(['34317']);
    await expect(fakeService.state.objects.get('34317')?.putCount).toBe(1);
  },
};
