import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadItem } from 'chatbot-kit/core';
import { UploadDropzone, type UploadItemState } from 'chatbot-kit';
import { createScriptedClient, fileOf } from '../core/upload/helpers/scriptedClient';

const rowText = (item: UploadItem, { statusLabel }: UploadItemState) => `${item.name}: ${statusLabel}`;
const rowNames = () => within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem').map((li) => li.textContent);

/** Three files at their PUT, each request granted, and the list showing them there. */
async function threeAtTheirPut(script: ReturnType<typeof createScriptedClient>, add: (files: File[]) => void) {
  act(() => add([fileOf('a.bin', 1000), fileOf('b.bin', 1000), fileOf('c.bin', 1000)]));
  // react-dropzone reads a chosen file list asynchronously.
  await waitFor(() => expect(script.requests()).toHaveLength(3));
  for (const request of script.requests()) await act(async () => void request.grant());
  await waitFor(() => expect(script.puts()).toHaveLength(3));
}

describe('UploadDropzone, per-row rendering', () => {
  it('a progress event renders the row of its file, not the other rows; the progress bar and its name stay', async () => {
    const script = createScriptedClient();
    const row = vi.fn(rowText);
    const { container } = render(<UploadDropzone client={script.client} persist={false} listProps={{ renderItem: row }} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await threeAtTheirPut(script, (files) => fireEvent.change(input, { target: { files } }));
    await waitFor(() => expect(rowNames()).toEqual(['a.bin: Uploading 0%', 'b.bin: Uploading 0%', 'c.bin: Uploading 0%']));

    row.mockClear();
    act(() => script.puts()[2]!.progress(250));
    await waitFor(() => expect(rowNames()).toEqual(['a.bin: Uploading 0%', 'b.bin: Uploading 0%', 'c.bin: Uploading 25%']));
    expect(row.mock.calls.map(([item]) => item.name)).toEqual(['c.bin']);
  });

  it('with the default rows, a progress event updates the bar named after the file, and the list still reaches "Uploaded"', async () => {
    const script = createScriptedClient();
    const { container } = render(<UploadDropzone client={script.client} persist={false} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await threeAtTheirPut(script, (files) => fireEvent.change(input, { target: { files } }));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(3));
    act(() => script.puts()[0]!.progress(420));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'a.bin' })).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByRole('list', { name: 'Uploads' })).toHaveAttribute('data-state', 'uploading');
    for (const put of script.puts()) await act(async () => put.ok());
    for (const report of script.reports()) await act(async () => report.ok());
    await waitFor(() => expect(screen.getByRole('list', { name: 'Uploads' })).toHaveAttribute('data-state', 'idle'));
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '100', '100']);
  });
});
