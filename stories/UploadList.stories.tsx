import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { expect, within } from 'storybook/test';
import { UploadList } from 'chatbot-kit';
import { BusinessError, StorageError, type UploadItem, type UploadStatus } from 'chatbot-kit/core';
import { withActions } from '../src/core/upload/itemReducer';

/**
 * `<UploadList>` in every state. Each list reads its own state, seeded with a
 * file in that state, the way `useFileUpload` feeds it; the buttons act on
 * that state, and the action flags come from the engine's own rule
 * (`withActions`).
 */
const meta = {
  title: 'Upload/UploadList',
  component: UploadList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UploadList>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;


/** `item` moved to `status`, with that status's flags (the list only reads them). */
const withStatus = (item: UploadItem, status: UploadStatus, extra: Partial<Record<keyof UploadItem, unknown>> = {}) =>
  withActions({ ...item, status, ...extra } as UploadItem);

/** A file in `status`, as the upload engine would hold it. */
function seedItem(status: UploadStatus, name: string, extra: Partial<Record<keyof UploadItem, unknown>> = {}): UploadItem {
  const size = (extra.size as number | undefined) ?? 2.4 * MB;
  const percent = status === 'done' || status === 'reporting' ? 100 : status === 'uploading' ? 42 : status === 'error' ? 63 : 0;
  const isStored = status === 'reporting' || status === 'done';
  return withActions({
    id: `seed-${name}`,
    file: new File([], name),
    name,
    size,
    type: '',
    status,
    progress: { loaded: Math.round((size * percent) / 100), total: size, percent, bytesPerSecond: null, etaSeconds: null },
    attempt: status === 'queued' ? 0 : 1,
    nextRetryAt: null,
    isWaitingForNetwork: false,
    urlRefreshes: 0,
    fileStoreId: isStored ? '34317' : null,
    isStored,
    error: null,
    addedAt: 0,
    ...extra,
  } as UploadItem);
}

/** Cancel, retry and remove act on the seeded state, so the buttons do something visible. */
function actionsOf(setFiles: Dispatch<SetStateAction<readonly UploadItem[]>>) {
  const update = (id: string, fn: (item: UploadItem) => UploadItem | null) =>
    setFiles((files) =>
      files.flatMap((item) => {
        if (item.id !== id) return [item];
        const next = fn(item);
        return next ? [next] : [];
      }),
    );
  return {
    onCancelItem: ({ id }: UploadItem) => update(id, (item) => withStatus(item, 'canceled')),
    onRetryItem: ({ id }: UploadItem) => update(id, (item) => withStatus(item, 'queued', { error: null })),
    onRemoveItem: ({ id }: UploadItem) => update(id, () => null),
  };
}

function SeededList({ files, caption }: { files: UploadItem[]; caption: string }) {
  const [state, setFiles] = useState<readonly UploadItem[]>(files);
  const [actions] = useState(() => actionsOf(setFiles));
  return (
    <section aria-label={caption} style={{ display: 'grid', gap: 6 }}>
      <h3 style={{ margin: 0, fontSize: 14 }}>{caption}</h3>
      <UploadList files={state} locale="en-US" {...actions} />
    </section>
  );
}

const STATES: { caption: string; item: UploadItem }[] = [
  { caption: 'Queued', item: seedItem('queued', 'queued-brochure.pdf') },
  { caption: 'Getting upload address', item: seedItem('requesting', 'requesting-floorplan.pdf') },
  {
    caption: 'Uploading',
    item: seedItem('uploading', 'uploading-tour.mp4', {
      size: 48 * MB,
      progress: { loaded: 20.2 * MB, total: 48 * MB, percent: 42, bytesPerSecond: 3.1 * MB, etaSeconds: 9 },
    }),
  },
  {
    caption: 'Retrying after a network error',
    item: seedItem('uploading', 'retrying-photo.jpg', { nextRetryAt: Date.now() + 2000, attempt: 2 }),
  },
  { caption: 'Waiting for the network', item: seedItem('uploading', 'offline-contract.pdf', { isWaitingForNetwork: true }) },
  { caption: 'Finishing', item: seedItem('reporting', 'reporting-listing.csv') },
  { caption: 'Uploaded', item: seedItem('done', 'done-kitchen.jpg') },
  {
    caption: 'Failed: business error',
    item: seedItem('error', 'quota-report.pdf', {
      error: new BusinessError('GetPreUploadUrl', { code: 4003, message: 'Upload quota exceeded', version: '1.0.0' }),
    }),
  },
  {
    caption: 'Failed: storage refused the signature',
    item: seedItem('error', 'signature-deed.pdf', {
      error: new StorageError(403, { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match' }),
    }),
  },
  { caption: 'Canceled', item: seedItem('canceled', 'canceled-video.mov', { progress: { loaded: 0, total: 2.4 * MB, percent: 17, bytesPerSecond: null, etaSeconds: null } }) },
];

function AllStatesGrid() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      {STATES.map(({ caption, item }) => (
        <SeededList key={caption} caption={caption} files={[item]} />
      ))}
    </div>
  );
}

/** Every state side by side. */
export const EveryState: Story = {
  name: 'Every state',
  render: () => <AllStatesGrid />,
  play: async ({ canvas }) => {
    const section = (name: string) => within(canvas.getByRole('region', { name }));
    const status = (name: string) => section(name).getByText(/./, { selector: '[data-part="status"]' });
    await expect(status('Queued')).toHaveTextContent('Waiting…');
    await expect(status('Getting upload address')).toHaveTextContent('Getting upload address…');
    await expect(status('Uploading')).toHaveTextContent('Uploading 42%');
    await expect(section('Uploading').getByText('3.1 MB/s, 9 s left')).toBeVisible();
    await expect(section('Uploading').getByRole('progressbar', { name: 'uploading-tour.mp4' })).toHaveAttribute('aria-valuenow', '42');
    await expect(status('Retrying after a network error')).toHaveTextContent('Retrying…');
    await expect(status('Waiting for the network')).toHaveTextContent('Waiting for network…');
    await expect(status('Finishing')).toHaveTextContent('Finishing…');
    await expect(section('Finishing').queryByRole('button')).toBeNull();
    await expect(status('Uploaded')).toHaveTextContent('Uploaded');
    await expect(status('Failed: business error')).toHaveTextContent('Failed');
    await expect(section('Failed: business error').getByText(/Upload quota exceeded/)).toBeVisible();
    await expect(section('Failed: business error').getByRole('button', { name: 'Retry quota-report.pdf' })).toBeVisible();
    await expect(section('Failed: storage refused the signature').getByText(/SignatureDoesNotMatch/)).toBeVisible();
    await expect(status('Canceled')).toHaveTextContent('Canceled');
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((r) => r.getAttribute('data-state'))).toEqual([
      'queued',
      'requesting',
      'uploading',
      'uploading',
      'uploading',
      'reporting',
      'done',
      'error',
      'error',
      'canceled',
    ]);
  },
};

/** The same, in the dark theme (the a11y check, colour contrast included, runs here too). */
export const EveryStateDark: Story = {
  name: 'Every state, dark theme',
  render: () => <AllStatesGrid />,
  globals: { theme: 'dark' },
};

/** The buttons act on the file: cancel, then retry, then remove. */
export const Actions: Story = {
  render: () => <SeededList caption="One file" files={[seedItem('uploading', 'listing-photos.zip')]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel listing-photos.zip' }));
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'canceled');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry listing-photos.zip' }));
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'queued');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel listing-photos.zip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove listing-photos.zip' }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** Texts in another language through `labels`. */
export const German: Story = {
  args: {
    files: [seedItem('uploading', 'grundriss.pdf'), seedItem('done', 'exposé.pdf'), seedItem('reporting', 'fotos.zip')],
    locale: 'de-DE',
    onCancelItem: () => {},
    onRemoveItem: () => {},
    labels: {
      list: 'Uploads',
      uploading: (p) => `Wird hochgeladen: ${p} %`,
      reporting: 'Wird abgeschlossen…',
      done: 'Hochgeladen',
      cancel: 'Abbrechen',
      remove: 'Entfernen',
      progressText: (status, loaded, total) => `${status}, ${loaded} von ${total}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wird hochgeladen: 42 %')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen grundriss.pdf' })).toBeVisible();
    // Sizes in the German format.
    await expect(canvas.getAllByText('2,4 MB', { selector: '[data-part="size"]' })).toHaveLength(3);
  },
};

/**
 * A narrow row with a long label: the phase and the speed keep one line each,
 * a label longer than its line ends in an ellipsis, and the whole text stays
 * in the DOM and in the bar's value text.
 */
export const NarrowRow: Story = {
  args: {
    files: [seedItem('uploading', 'floor-plan.pdf', { progress: { loaded: MB, total: 2.4 * MB, percent: 42, bytesPerSecond: 1.5 * MB, etaSeconds: 3 } })],
    onCancelItem: () => {},
    labels: { uploading: (p) => `Sending the file to storage, ${p}% of it so far` },
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const status = canvasElement.querySelector<HTMLElement>('[data-part="status"]')!;
    const speed = canvasElement.querySelector<HTMLElement>('[data-part="speed"]')!;
    const label = 'Sending the file to storage, 42% of it so far';
    await expect(status).toHaveTextContent(label);
    await expect(canvasElement.querySelector('[role="progressbar"]')!.getAttribute('aria-valuetext')).toContain(label);
    // One line, cut: its box is under two lines high and its text wider than its box.
    const fontSize = parseFloat(getComputedStyle(status).fontSize);
    await expect(status.getBoundingClientRect().height).toBeLessThan(2 * fontSize);
    await expect(status.scrollWidth).toBeGreaterThan(status.clientWidth);
    await expect(getComputedStyle(status).textOverflow).toBe('ellipsis');
    // The speed's line is under the phase's, not over it.
    await expect(speed.getBoundingClientRect().top).toBeGreaterThanOrEqual(status.getBoundingClientRect().bottom);
    await expect(speed).toBeVisible();
  },
};

/** Headless: each row's content rendered by `renderItem`, styled by `data-state`. */
export const CustomRows: Story = {
  args: {
    files: [seedItem('uploading', 'a.pdf'), seedItem('done', 'b.pdf'), seedItem('error', 'c.pdf', { error: new BusinessError('ReportUploadSuccess', { code: 500, message: 'Try again later', version: '1.0.0' }) })],
    className: 'my-uploads',
    renderItem: (item, { statusLabel }) => (
      <span>
        <strong>{item.name}</strong> — {statusLabel}
      </span>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('— Uploading 42%', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Uploads' })).toHaveClass('ck-upload-list', 'my-uploads');
  },
};
