import { Profiler } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type UploadItem } from 'chatbot-kit/core';
import { UploadDropzone, UploadList, type UploadItemState } from 'chatbot-kit';
import { createScriptedClient, fileOf } from '../core/upload/helpers/scriptedClient';

const rowText = (item: UploadItem, { statusLabel }: UploadItemState) => `${item.name}: ${statusLabel}`;
const rowNames = () => within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem').map((li) => li.textContent);

/** Three files at their PUT: each request granted, every notification delivered at once. */
async function threeAtTheirPut(script: ReturnType<typeof createScriptedClient>, add: (files: File[]) => void) {
  act(() => add([fileOf('a.bin', 1000), fileOf('b.bin', 1000), fileOf('c.bin', 1000)]));
  // react-dropzone reads a chosen file list asynchronously.
  await waitFor(() => expect(script.requests()).toHaveLength(3));
  for (const request of script.requests()) await act(async () => void request.grant());
  await waitFor(() => expect(script.puts()).toHaveLength(3));
}

describe('UploadList over a queue', () => {
  it('reads the queue itself: rows follow their files while the parent never re-renders, and a progress event renders its row alone', async () => {
    const script = createScriptedClient();
    const queue = createUploadQueue(script.client, { scheduleFrame: 'sync' });
    const row = vi.fn(rowText);
    // Given once: the parent holds the queue, not its state, so nothing above the list renders again.
    render(<UploadList upload={{ files: [], queue, cancel: queue.cancel, retry: queue.retry, remove: queue.remove }} renderItem={row} />);
    await threeAtTheirPut(script, (files) => queue.add(files));
    expect(rowNames()).toEqual(['a.bin: Uploading 0%', 'b.bin: Uploading 0%', 'c.bin: Uploading 0%']);

    row.mockClear();
    act(() => script.puts()[1]!.progress(500));
    expect(row).toHaveBeenCalledTimes(1);
    expect(row.mock.calls[0]![0].name).toBe('b.bin');
    expect(rowNames()).toEqual(['a.bin: Uploading 0%', 'b.bin: Uploading 50%', 'c.bin: Uploading 0%']);

    // The list itself follows the set of files: a removed file's row goes.
    act(() => void queue.remove(queue.getState().items[0]!.id));
    expect(rowNames()).toEqual(['b.bin: Uploading 50%', 'c.bin: Uploading 0%']);
    queue.destroy();
  });

  it('with the default rows, a progress event writes the bar, its value text and the phase without a render, at most four times a second, and new labels show the current progress', async () => {
    const script = createScriptedClient();
    const queue = createUploadQueue(script.client, { scheduleFrame: 'sync' });
    const upload = { files: [], queue, cancel: queue.cancel, retry: queue.retry, remove: queue.remove };
    const commits = vi.fn();
    const { rerender } = render(
      <Profiler id="list" onRender={commits}>
        <UploadList upload={upload} />
      </Profiler>,
    );
    await threeAtTheirPut(script, (files) => queue.add(files));
    const bar = screen.getByRole('progressbar', { name: 'b.bin' });
    const row = bar.closest('li')!;
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    commits.mockClear();
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(bar, { attributeFilter: ['aria-valuenow'] });
    // The first change is written at once; the next two, within the interval, are written once, when it is up.
    act(() => script.puts()[1]!.progress(420));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    act(() => script.puts()[1]!.progress(450));
    act(() => script.puts()[1]!.progress(500));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toHaveLength(2);
    expect(commits).not.toHaveBeenCalled();
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading 50%, 500 B of 1,000 B');
    expect(bar.style.getPropertyValue('--ck-upload-progress')).toBe('50%');
    expect(within(row).getByText('Uploading 50%')).toBeInTheDocument();
    // The other rows are untouched.
    expect(screen.getByRole('progressbar', { name: 'a.bin' })).toHaveAttribute('aria-valuenow', '0');

    // New labels render the row from the state it last rendered (0 %); the row is then brought to its file's 50 %.
    rerender(
      <Profiler id="list" onRender={commits}>
        <UploadList upload={upload} labels={{ uploading: (percent) => `Hochladen ${percent}%` }} />
      </Profiler>,
    );
    expect(within(row).getByText('Hochladen 50%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuetext', 'Hochladen 50%, 500 B of 1,000 B');

    // A status change renders the row, at the file's current progress.
    await act(async () => script.puts()[1]!.ok());
    expect(row).toHaveAttribute('data-state', 'reporting');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    queue.destroy();
  });

  it('with the default rows, the speed part comes with a render once a speed is known, then follows the next events without one', async () => {
    let clock = 0;
    const script = createScriptedClient({ now: () => clock });
    const queue = createUploadQueue(script.client, { scheduleFrame: 'sync', now: () => clock });
    const commits = vi.fn();
    render(
      <Profiler id="list" onRender={commits}>
        <UploadList upload={{ files: [], queue, cancel: queue.cancel, retry: queue.retry, remove: queue.remove }} />
      </Profiler>,
    );
    await threeAtTheirPut(script, (files) => queue.add(files));
    const row = screen.getByRole('progressbar', { name: 'a.bin' }).closest('li')!;
    const speed = () => row.querySelector('[data-part="speed"]')?.textContent ?? null;
    expect(speed()).toBeNull();

    clock = 500;
    act(() => script.puts()[0]!.progress(500));
    expect(speed()).toBe('1,000 B/s, 1 s left');

    commits.mockClear();
    clock = 1000;
    act(() => script.puts()[0]!.progress(600));
    await waitFor(() => expect(speed()).not.toBe('1,000 B/s, 1 s left'));
    expect(speed()).toMatch(/^[\d,.]+ B\/s, 1 s left$/);
    expect(commits).not.toHaveBeenCalled();
    queue.destroy();
  });

  it('with `files` given, shows those and not the queue', () => {
    const script = createScriptedClient();
    const queue = createUploadQueue(script.client, { scheduleFrame: 'sync', idPrefix: 'q-' });
    act(() => void queue.add([fileOf('in-queue.bin', 10)]));
    render(<UploadList upload={{ files: queue.getState().items, queue, cancel: queue.cancel, retry: queue.retry, remove: queue.remove }} files={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    queue.destroy();
  });
});

describe('UploadDropzone, per-row rendering', () => {
  it('a progress event renders the row of its file, not the other rows; the progress bar and its name stay', async () => {
    const script = createScriptedClient();
    const row = vi.fn(rowText);
    const { container } = render(<UploadDropzone client={script.client} scheduleFrame="sync" persist={false} listProps={{ renderItem: row }} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await threeAtTheirPut(script, (files) => fireEvent.change(input, { target: { files } }));
    expect(rowNames()).toEqual(['a.bin: Uploading 0%', 'b.bin: Uploading 0%', 'c.bin: Uploading 0%']);

    row.mockClear();
    act(() => script.puts()[2]!.progress(250));
    expect(row.mock.calls.map(([item]) => item.name)).toEqual(['c.bin']);
    expect(rowNames()).toEqual(['a.bin: Uploading 0%', 'b.bin: Uploading 0%', 'c.bin: Uploading 25%']);
  });

  it('with the default rows, a progress event updates the bar named after the file, and the list still reaches "Uploaded"', async () => {
    const script = createScriptedClient();
    const { container } = render(<UploadDropzone client={script.client} scheduleFrame="sync" persist={false} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await threeAtTheirPut(script, (files) => fireEvent.change(input, { target: { files } }));
    act(() => script.puts()[0]!.progress(420));
    expect(screen.getByRole('progressbar', { name: 'a.bin' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('list', { name: 'Uploads' })).toHaveAttribute('data-state', 'uploading');
    for (const put of script.puts()) await act(async () => put.ok());
    for (const report of script.reports()) await act(async () => report.ok());
    expect(screen.getByRole('list', { name: 'Uploads' })).toHaveAttribute('data-state', 'idle');
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '100', '100']);
  });
});
