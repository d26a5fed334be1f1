import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { UploadDropzone } from 'chatbot-kit';
import { PdfAttachments } from '../examples/readme/CustomUploader';
import { fakeService } from './support/fakeService';

/**
 * `<UploadDropzone>` against the fake service: every story runs
 * the three real steps — GetPreUploadUrl, the PUT, ReportUploadSuccess —
 * through MSW (see .storybook/preview.tsx), with faults scripted in
 * `beforeEach`. Play functions check what a user sees, then what the service got.
 */
const meta = {
  title: 'Upload/UploadDropzone',
  component: UploadDropzone,
  parameters: { layout: 'padded' },
  args: { onUploaded: fn(), onError: fn() },
} satisfies Meta<typeof UploadDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name = 'floor-plan.pdf', size = 48 * 1024) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const rowOf = (root: HTMLElement, name: string) =>
  within(root).getByText(name, { selector: '[data-part="name"]' }).closest('li')!;
const statusOf = (root: HTMLElement, name: string) =>
  rowOf(root, name).querySelector('[data-part="status"]')!.textContent;

/** Drop, paste or choose a file: it goes through the three steps and ends "Uploaded". */
export const HappyPath: Story = {
  name: 'Happy path',
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), pdf());
    await waitFor(() => expect(statusOf(canvasElement, 'floor-plan.pdf')).toBe('Uploaded'), { timeout: 10_000 });
    await expect(canvas.getByRole('progressbar', { name: 'floor-plan.pdf' })).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', fileStoreId: '34317', file: expect.objectContaining({ name: 'floor-plan.pdf' }) }));
    await expect(fakeService.state.reports).toEqual(['34317']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('floor-plan.pdf uploaded.'), { timeout: 5000 });
  },
};

/** The same in the dark theme. */
export const HappyPathDark: Story = {
  ...HappyPath,
  name: 'Happy path, dark theme',
  globals: { theme: 'dark' },
};

/** Every step answers after 1.5 s: each phase stays on screen long enough to read. */
export const SlowNetwork: Story = {
  name: 'Slow network',
  beforeEach: () => {
    fakeService.faults.latency(1500);
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('tour.pdf', 512 * 1024));
    await waitFor(() => expect(statusOf(canvasElement, 'tour.pdf')).toBe('Getting upload address…'), { timeout: 5000 });
    await waitFor(() => expect(statusOf(canvasElement, 'tour.pdf')).toMatch(/^Uploading \d+%$/), { timeout: 5000 });
    await waitFor(() => expect(statusOf(canvasElement, 'tour.pdf')).toBe('Finishing…'), { timeout: 5000 });
    await waitFor(() => expect(statusOf(canvasElement, 'tour.pdf')).toBe('Uploaded'), { timeout: 5000 });
  },
};

/**
 * Storage answers the first PUT "Request has expired" (docs/SERVICE.md §4.1 rule 2):
 * a fresh address (and FileStoreId) is asked for, and only the fresh id is reported.
 */
export const ExpiredUrlRecovered: Story = {
  name: 'Expired URL, recovered',
  beforeEach: () => {
    fakeService.faults.failNext('putFile', { type: 'expired' });
  },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf());
    await waitFor(() => expect(statusOf(canvasElement, 'floor-plan.pdf')).toBe('Uploaded'), { timeout: 10_000 });
    await expect(fakeService.state.reports).toEqual(['34318']);
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', fileStoreId: '34318', file: expect.objectContaining({ name: 'floor-plan.pdf' }) }));
  },
};

/**
 * ReportUploadSuccess answers 503 twice: the report alone is retried, with the
 * same FileStoreId; the file is never PUT again.
 */
export const FailedReportRecovered: Story = {
  name: 'Failed report, recovered',
  beforeEach: () => {
    fakeService.faults.failNext('reportUploadSuccess', { type: 'http', status: 503 }, 2);
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pdf());
    await waitFor(() => expect(statusOf(canvasElement, 'floor-plan.pdf')).toBe('Uploaded'), { timeout: 15_000 });
    await expect(fakeService.state.objects.get('34317')?.putCount).toBe(1);
    await expect(fakeService.state.reports).toEqual(['34317']);
    await expect(fakeService.state.requests.filter((r) => r.operation === 'reportUploadSuccess')).toHaveLength(3);
  },
};

/** The service refuses the upload (envelope Success: false): shown at once, not retried; Retry tries again. */
export const BusinessError: Story = {
  name: 'Business error',
  beforeEach: () => {
    fakeService.faults.failNext('getPreUploadUrl', { type: 'business', code: 4003, message: 'Upload quota exceeded' });
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf());
    await waitFor(() => expect(statusOf(canvasElement, 'floor-plan.pdf')).toBe('Failed'), { timeout: 10_000 });
    await expect(canvas.getByText(/Upload quota exceeded/)).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(fakeService.state.requests.filter((r) => r.operation === 'getPreUploadUrl')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry floor-plan.pdf' }));
    await waitFor(() => expect(statusOf(canvasElement, 'floor-plan.pdf')).toBe('Uploaded'), { timeout: 10_000 });
  },
};

/** Files of the wrong type or size are refused before any request, with the reason. */
export const RejectedFile: Story = {
  name: 'Rejected file',
  args: { accept: 'image/*,.pdf', maxSize: 1024 * 1024 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Up to 1 MB each')).toBeVisible();
    // A change event carries the files past the input's own accept filter, as a drop would.
    fireEvent.change(fileInput(canvasElement), {
      target: {
        files: [
          new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
          new File([new Uint8Array(2 * 1024 * 1024)], 'huge-scan.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    await expect(await canvas.findByText('Not added')).toBeVisible();
    await expect(canvas.getByText('setup.exe').closest('li')).toHaveTextContent('File type must be one of image/*, .pdf');
    await expect(canvas.getByText('huge-scan.pdf').closest('li')).toHaveTextContent('File is larger than 1 MB');
    await expect(fakeService.state.requests).toHaveLength(0);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('setup.exe, huge-scan.pdf not added.'));
  },
};

/** A file in `path` of a chosen folder, as the browser hands it over (its `webkitRelativePath`). */
const inFolder = (path: string, body: string) => {
  const file = new File([body], path.slice(path.lastIndexOf('/') + 1), { type: 'text/markdown' });
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
};

/**
 * Two folders, each with a README.md: the rows name each by its path, the
 * service is asked for the base name. A `validator` refuses Office's temp files,
 * listed with its message like any other refusal.
 */
export const FoldersAndValidator: Story = {
  name: 'Folders and a validator',
  args: {
    validator: (file) => (file.name.startsWith('~$') ? { code: 'temp-file', message: 'Office temp files are not uploaded' } : null),
  },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.change(fileInput(canvasElement), {
      target: {
        files: [
          inFolder('listing-12/README.md', '# Flat 12'),
          inFolder('listing-14/README.md', '# Flat 14'),
          inFolder('listing-14/~$lease.docx', 'lock'),
        ],
      },
    });
    await waitFor(() => expect(statusOf(canvasElement, 'listing-12/README.md')).toBe('Uploaded'), { timeout: 10_000 });
    await waitFor(() => expect(statusOf(canvasElement, 'listing-14/README.md')).toBe('Uploaded'), { timeout: 10_000 });
    await expect(canvas.getByText('~$lease.docx').closest('li')).toHaveTextContent('Office temp files are not uploaded');
    await expect([...fakeService.state.objects.values()].map((o) => o.fileName)).toEqual(['README.md', 'README.md']);
  },
};

/** Fifty files at once: three upload at a time, every one ends "Uploaded", each reported once. */
export const FiftyFiles: Story = {
  name: '50 files',
  play: async ({ canvas, canvasElement, userEvent }) => {
    const files = Array.from({ length: 50 }, (_, i) => pdf(`listing-${String(i + 1).padStart(2, '0')}.pdf`, 8 * 1024));
    await userEvent.upload(fileInput(canvasElement), files);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(50), { timeout: 5000 });
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-part="item"][data-state="done"]')).toHaveLength(50),
      { timeout: 30_000 },
    );
    await expect(new Set(fakeService.state.reports).size).toBe(50);
    await expect(fakeService.state.reports).toHaveLength(50);
    // Announcements are throttled and merged: the last one names the last batch to finish.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/uploaded\.$/), { timeout: 5000 });
  },
};

/** Disabled: the button is off and drops are ignored. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  },
};

/**
 * The same parts rebuilt from the public hook (examples/readme/CustomUploader.tsx):
 * `useUploadDropzone()`'s prop getters, the engine's action flags and `<UploadLiveRegion>`.
 */
export const BuiltFromHooks: Story = {
  name: 'Built from useUploadDropzone',
  render: () => <PdfAttachments onAttached={() => {}} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Attach PDFs' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), pdf('lease.pdf'));
    await expect(await canvas.findByRole('button', { name: 'Remove lease.pdf' }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('lease.pdf uploaded.'), { timeout: 10_000 });
    await expect(fakeService.state.reports).toEqual(['34317']);
  },
};
