import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, StorageError, type UploadItem } from 'chatbot-kit/core';
import { UploadList, type UploadItemState } from 'chatbot-kit';
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';


const everyState = () => [
  makeUploadItem('queued', { name: 'queued.png' }),
  makeUploadItem('requesting', { name: 'requesting.png' }),
  makeUploadItem('uploading', { name: 'uploading.png', percent: 42 }),
  makeUploadItem('reporting', { name: 'reporting.png' }),
  makeUploadItem('done', { name: 'done.png' }),
  makeUploadItem('error', { name: 'error.png', percent: 30 }),
  makeUploadItem('canceled', { name: 'canceled.png', percent: 10 }),
];

const rowOf = (name: string) => screen.getByText(name, { selector: '[data-part="name"]' }).closest('li')!;

describe('UploadList', () => {
  it('shows one row per file with data-state, name, size and the phase label', () => {
    render(<UploadList files={everyState()} locale="en-US" />);
    const rows = within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual([
      'queued',
      'requesting',
      'uploading',
      'reporting',
      'done',
      'error',
      'canceled',
    ]);
    const status = (name: string) => within(rowOf(name)).getByText(/./, { selector: '[data-part="status"]' }).textContent;
    expect(status('queued.png')).toBe('Waiting…');
    expect(status('requesting.png')).toBe('Getting upload address…');
    expect(status('uploading.png')).toBe('Uploading 42%');
    expect(status('reporting.png')).toBe('Finishing…');
    expect(status('done.png')).toBe('Uploaded');
    expect(status('error.png')).toBe('Failed');
    expect(status('canceled.png')).toBe('Canceled');
    expect(within(rowOf('uploading.png')).getByText('1.91 MB')).toBeInTheDocument();
  });

  it('gives each file a progress bar named after it, with value and value text', () => {
    render(<UploadList files={everyState()} locale="en-US" />);
    const bar = screen.getByRole('progressbar', { name: 'uploading.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading 42%, 820 KB of 1.91 MB');
    expect(screen.getByRole('progressbar', { name: 'done.png' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('offers Cancel while a file can be stopped, Retry and Remove once it stopped, Remove once done', () => {
    render(<UploadList files={everyState()} onCancelItem={() => {}} onRetryItem={() => {}} onRemoveItem={() => {}} />);
    const buttons = (name: string) => within(rowOf(name)).queryAllByRole('button').map((b) => b.textContent);
    expect(buttons('queued.png')).toEqual(['Cancel queued.png']);
    expect(buttons('uploading.png')).toEqual(['Cancel uploading.png']);
    // In storage already: the report is never cut off, so no Cancel.
    expect(buttons('reporting.png')).toEqual([]);
    expect(buttons('done.png')).toEqual(['Remove done.png']);
    expect(buttons('error.png')).toEqual(['Retry error.png', 'Remove error.png']);
    expect(buttons('canceled.png')).toEqual(['Retry canceled.png', 'Remove canceled.png']);
  });

  it("offers exactly the actions the engine's flags allow, whatever the status", () => {
    // A status that would allow Cancel, with the engine saying no (say, stored already): no Cancel.
    const held = makeUploadItem('uploading', { name: 'held.png', canCancel: false, canRemove: true });
    render(<UploadList files={[held]} onCancelItem={() => {}} onRetryItem={() => {}} onRemoveItem={() => {}} />);
    expect(within(rowOf('held.png')).queryAllByRole('button').map((b) => b.textContent)).toEqual(['Remove held.png']);
  });

  it("calls the hook's actions with the file's id", async () => {
    const user = userEvent.setup();
    const files = everyState();
    const upload = { files, cancel: vi.fn(), retry: vi.fn(), remove: vi.fn() };
    render(<UploadList upload={upload} />);
    await user.click(screen.getByRole('button', { name: 'Cancel uploading.png' }));
    await user.click(screen.getByRole('button', { name: 'Retry error.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove done.png' }));
    expect(upload.cancel).toHaveBeenCalledWith(files[2]!.id);
    expect(upload.retry).toHaveBeenCalledWith(files[5]!.id);
    expect(upload.remove).toHaveBeenCalledWith(files[4]!.id);
  });

  it('calls onCancelItem, onRetryItem and onRemoveItem with the file itself, in place of the hook\'s actions', async () => {
    const user = userEvent.setup();
    const files = everyState();
    const upload = { files, cancel: vi.fn(), retry: vi.fn(), remove: vi.fn() };
    const [onCancelItem, onRetryItem, onRemoveItem] = [vi.fn(), vi.fn(), vi.fn()];
    render(<UploadList upload={upload} onCancelItem={onCancelItem} onRetryItem={onRetryItem} onRemoveItem={onRemoveItem} />);
    await user.click(screen.getByRole('button', { name: 'Cancel uploading.png' }));
    await user.click(screen.getByRole('button', { name: 'Retry error.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove done.png' }));
    expect([onCancelItem.mock.calls, onRetryItem.mock.calls, onRemoveItem.mock.calls]).toEqual([[[files[2]]], [[files[5]]], [[files[4]]]]);
    expect([upload.cancel, upload.retry, upload.remove].flatMap((action) => action.mock.calls)).toEqual([]);
  });

  it('shows the error message, never a presigned signature', () => {
    const error = new StorageError(403, {
      code: 'SignatureDoesNotMatch',
      message: 'for https://bucket.test/k?X-Amz-Signature=abcdef0123&X-Amz-Credential=AKID%2Fx',
    });
    render(<UploadList files={[makeUploadItem('error', { name: 'a.png', error })]} />);
    const text = within(rowOf('a.png')).getByText(/SignatureDoesNotMatch/).textContent!;
    expect(text).toContain('Upload to storage failed with HTTP 403 SignatureDoesNotMatch');
    expect(text).not.toContain('abcdef0123');
    expect(text).not.toContain('AKID');
    expect(document.body.innerHTML).not.toContain('abcdef0123');
  });

  it('shows an error hint under the message (hints exist in development builds only), redacted', () => {
    const error = new NetworkError('PUT', {
      hint: 'the bucket CORS rules must allow PUT; seen at https://b.test/k?X-Amz-Signature=abcdef0123',
    });
    render(<UploadList files={[makeUploadItem('error', { name: 'a.png', error })]} />);
    const hint = rowOf('a.png').querySelector('[data-part="error-hint"]')!;
    expect(hint.textContent).toContain('the bucket CORS rules must allow PUT');
    expect(document.body.innerHTML).not.toContain('abcdef0123');
  });

  it('says when a file waits for the network or for a retry', () => {
    render(
      <UploadList
        files={[
          makeUploadItem('uploading', { name: 'offline.png', isWaitingForNetwork: true }),
          makeUploadItem('requesting', { name: 'retry.png', nextRetryAt: 5 }),
        ]}
      />,
    );
    expect(within(rowOf('offline.png')).getByText('Waiting for network…')).toBeInTheDocument();
    expect(within(rowOf('retry.png')).getByText('Retrying…')).toBeInTheDocument();
  });

  it('says "Finishing…" once every byte is sent, while storage has not answered yet', () => {
    const sent = { loaded: 2_000_000, total: 2_000_000, percent: 100, bytesPerSecond: 1_000_000, etaSeconds: 0 };
    render(<UploadList locale="en-US" files={[makeUploadItem('uploading', { name: 'a.png', progress: sent })]} />);
    expect(within(rowOf('a.png')).getByText('Finishing…')).toBeInTheDocument();
    expect(within(rowOf('a.png')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows speed and time left while uploading', () => {
    render(
      <UploadList
        locale="en-US"
        files={[makeUploadItem('uploading', { name: 'a.png', progress: { loaded: 1, total: 2, percent: 50, bytesPerSecond: 1_572_864, etaSeconds: 12 } })]}
      />,
    );
    expect(screen.getByText('1.5 MB/s, 12 s left')).toBeInTheDocument();
  });

  it('takes labels, class names and renderItem for each row', () => {
    const { container } = render(
      <UploadList
        files={[makeUploadItem('uploading', { name: 'a.png', percent: 7 })]}
        labels={{ uploading: (p) => `Envoi ${p} %`, list: 'Envois' }}
        className={({ isUploading }) => (isUploading ? 'busy' : 'calm')}
        itemClassName={(item) => `row-${item.status}`}
      />,
    );
    expect(screen.getByRole('list', { name: 'Envois' })).toHaveClass('ck-upload-list', 'busy');
    expect(container.querySelector('li')).toHaveClass('ck-upload-item', 'row-uploading');
    expect(screen.getByText('Envoi 7 %')).toBeInTheDocument();

    render(
      <UploadList
        files={[makeUploadItem('done', { name: 'b.png' })]}
        renderItem={(item, { statusLabel }) => (
          <span>
            {item.name}: {statusLabel}
          </span>
        )}
      />,
    );
    expect(screen.getByText('b.png: Uploaded')).toBeInTheDocument();
  });

  it('takes children (a function of its state) in place of its rows, inside the named list that keeps data-state', () => {
    render(
      <UploadList files={[makeUploadItem('uploading', { name: 'a.png' }), makeUploadItem('done', { name: 'b.png' })]}>
        {({ files, isUploading }) => (
          <li>
            {files.length} files{isUploading ? ', busy' : ''}
          </li>
        )}
      </UploadList>,
    );
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(list).toHaveAttribute('data-state', 'uploading');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 files, busy']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('renders only the row whose file changed (a thousand files, one progress frame)', async () => {
    const files = Array.from({ length: 1000 }, (_, i) => makeUploadItem('queued', { name: `f${i}.png` }));
    const upload = { files, cancel: vi.fn(), retry: vi.fn(), remove: vi.fn() };
    const row = vi.fn((item: UploadItem, { statusLabel }: UploadItemState) => `${item.name}: ${statusLabel}`);
    // Each row renders once as it mounts.
    const { rerender } = render(<UploadList upload={upload} renderItem={row} />);
    await waitFor(() => expect(row).toHaveBeenCalledTimes(1000));
    row.mockClear();
    const next = [...files];
    next[500] = makeUploadItem('uploading', { name: 'f500.png', id: files[500]!.id, percent: 10 });
    rerender(<UploadList upload={{ ...upload, files: next }} renderItem={row} />);
    expect(row).toHaveBeenCalledTimes(1);
    expect(screen.getByText('f500.png: Uploading 10%')).toBeInTheDocument();
  });

  it('renders nothing when there are no files', () => {
    const { container } = render(<UploadList files={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations, in every state', async () => {
    const { container } = render(<UploadList files={everyState()} onCancelItem={() => {}} onRetryItem={() => {}} onRemoveItem={() => {}} />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
