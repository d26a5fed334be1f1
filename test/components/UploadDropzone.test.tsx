import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { UploadDropzone, UploadList, useFileUpload } from 'chatbot-kit';
import { setupFake } from '../support/fake';

const png = (name = 'photo.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const row = (name: string) => screen.getByText(name, { selector: '[data-part="name"]' }).closest('li')!;

/** The DataTransfer-like object the dropzone reads from drop and paste events. */
function transfer(files: File[]) {
  return {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
}

describe('UploadDropzone', () => {
  it("has a real 'Choose files' button and a multiple file input", () => {
    const { client } = setupFake();
    const { container } = render(<UploadDropzone client={client} accept={{ 'image/*': ['.png', '.jpg'] }} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAttribute('type', 'button');
    const input = fileInput(container);
    expect(input).toHaveAttribute('multiple');
    // react-dropzone's reading: a wildcard listed with extensions stands for those extensions.
    expect(input).toHaveAttribute('accept', '.png,.jpg');
    // Screen readers meet one 'Choose files' control, the button, not the input as well.
    expect(screen.getAllByRole('button', { name: 'Choose files' })).toHaveLength(1);
    expect(screen.queryByLabelText('Choose files', { selector: 'input:not([aria-hidden="true"])' })).toBeNull();
    expect(screen.getByRole('group', { name: 'File upload' })).toHaveClass('ck-dropzone');
    expect(screen.getByText('Up to 5 GB each')).toBeInTheDocument();
  });

  it('opens the file picker from the button, by click or by keyboard', async () => {
    const user = userEvent.setup();
    const { client } = setupFake();
    const { container } = render(<UploadDropzone client={client} />);
    const click = vi.spyOn(fileInput(container), 'click').mockImplementation(() => {});
    // The button is the one tab stop of the zone (the zone itself is not a second one).
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Choose files' }));
    expect(click).toHaveBeenCalledTimes(3);
  });

  it('uploads chosen files through the three steps and lists them until "Uploaded"', async () => {
    const user = userEvent.setup();
    const { service, client } = setupFake();
    const onUploaded = vi.fn();
    const { container } = render(<UploadDropzone client={client} onUploaded={onUploaded} />);
    await user.upload(fileInput(container), [png('a.png', 3000), png('b.png', 10)]);
    await waitFor(() => expect(within(row('a.png')).getByText('Uploaded')).toBeInTheDocument());
    await waitFor(() => expect(row('b.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(2);
    expect([...service.state.objects.values()].map((o) => o.size).sort((x, y) => x - y)).toEqual([10, 3000]);
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar', { name: 'a.png' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('uploads dropped files', async () => {
    const { service, client } = setupFake();
    render(<UploadDropzone client={client} />);
    const zone = screen.getByRole('group', { name: 'File upload' });
    fireEvent.drop(zone, { dataTransfer: transfer([png('dropped.png')]) });
    await waitFor(() => expect(row('dropped.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(1);
  });

  /**
   * Drops `name` on `zone()` and unmounts through `unmount` at once, while
   * the drop is still being read (file-selector reads it in promises).
   */
  async function dropThenUnmount(zone: () => HTMLElement, name: string, unmount: () => void) {
    fireEvent.drop(zone(), { dataTransfer: transfer([png(name)]) });
    unmount();
    await act(async () => {});
  }
  const dropArea = () => screen.getByRole('group', { name: 'File upload' });

  it('drops, without an error, the files read after its own area and queue unmounted', async () => {
    const { service, client } = setupFake();
    const { unmount } = render(<UploadDropzone client={client} />);
    await dropThenUnmount(dropArea, 'late.png', unmount);
    // A second area takes a drop: the first one's files have had every chance to arrive by then.
    render(<UploadDropzone client={client} />);
    fireEvent.drop(dropArea(), { dataTransfer: transfer([png('next.png')]) });
    await waitFor(() => expect(row('next.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(1);
    expect(screen.queryByText('late.png')).toBeNull();
  });

  it('uploads, in a shared queue, the files of a drop whose area unmounted while they were read', async () => {
    const { service, render: renderInProvider } = setupFake();
    function Page({ withArea }: { withArea: boolean }) {
      const upload = useFileUpload();
      return (
        <>
          {withArea ? <UploadDropzone upload={upload} list={false} /> : null}
          <UploadList upload={upload} />
        </>
      );
    }
    const { rerender } = renderInProvider(<Page withArea />);
    await dropThenUnmount(dropArea, 'kept.png', () => rerender(<Page withArea={false} />));
    await waitFor(() => expect(row('kept.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(1);
  });

  it('uploads pasted files (a screenshot pasted with the button focused)', async () => {
    const { service, client } = setupFake();
    render(<UploadDropzone client={client} />);
    const button = screen.getByRole('button', { name: 'Choose files' });
    button.focus();
    fireEvent.paste(button, { clipboardData: transfer([png('screenshot.png')]) });
    await waitFor(() => expect(row('screenshot.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(1);
  });

  it('shows refused files with their reasons and sends nothing for them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { service, client } = setupFake();
    const { container } = render(<UploadDropzone client={client} accept="image/*" maxSize={2000} />);
    await user.upload(fileInput(container), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      png('huge.png', 5000),
    ]);
    await waitFor(() => expect(screen.getByText('Not added')).toBeInTheDocument());
    const rejections = screen.getByText('Not added').parentElement!;
    expect(within(rejections).getByText('notes.txt').closest('li')).toHaveTextContent('notes.txt File type must be image/*');
    expect(within(rejections).getByText('huge.png').closest('li')).toHaveTextContent('huge.png File is larger than 1.95 KB');
    expect(service.state.requests).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('announces added, refused and uploaded files in a polite live region', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { client } = setupFake();
    const { container } = render(<UploadDropzone client={client} accept=".png" />);
    const region = screen.getByRole('status');
    await user.upload(fileInput(container), [png('a.png'), new File(['x'], 'b.txt')]);
    await waitFor(() => expect(region).toHaveTextContent('a.png added. b.txt not added.'));
    await waitFor(() => expect(region).toHaveTextContent('a.png uploaded.'));
  });

  it('cancels a file mid-upload: no report is made', async () => {
    const user = userEvent.setup();
    const { service, client } = setupFake();
    service.faults.latency(60_000, 'putFile');
    const { container } = render(<UploadDropzone client={client} />);
    await user.upload(fileInput(container), [png('slow.png')]);
    await waitFor(() => expect(row('slow.png')).toHaveAttribute('data-state', 'uploading'));
    await user.click(screen.getByRole('button', { name: 'Cancel slow.png' }));
    await waitFor(() => expect(row('slow.png')).toHaveAttribute('data-state', 'canceled'));
    expect(service.state.reports).toEqual([]);
    // Retried without the delay, the file is reported once: the canceled try never reported.
    service.faults.reset();
    await user.click(within(row('slow.png')).getByRole('button', { name: 'Retry slow.png' }));
    await waitFor(() => expect(row('slow.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(1);
  });

  it('shows a business error and retries it on request', async () => {
    const user = userEvent.setup();
    const { service, client } = setupFake();
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 4001, message: 'Quota exceeded' });
    const { container } = render(<UploadDropzone client={client} />);
    await user.upload(fileInput(container), [png('a.png')]);
    await waitFor(() => expect(row('a.png')).toHaveAttribute('data-state', 'error'));
    expect(within(row('a.png')).getByText(/Quota exceeded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry a.png' }));
    await waitFor(() => expect(row('a.png')).toHaveAttribute('data-state', 'done'));
  });

  it('uses the client of <ChatbotProvider>, and shares a queue given as `upload`', async () => {
    const user = userEvent.setup();
    const { service, render: renderInProvider } = setupFake();
    function Page() {
      const upload = useFileUpload();
      return (
        <>
          <UploadDropzone upload={upload} list={false} />
          <p>{upload.files.length} in my list</p>
          <UploadList upload={upload} className="mine" />
        </>
      );
    }
    const { container } = renderInProvider(<Page />);
    await user.upload(fileInput(container), [png('shared.png')]);
    await waitFor(() => expect(screen.getByText('1 in my list')).toBeInTheDocument());
    expect(screen.getAllByRole('list', { name: 'Uploads' })).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Uploads' })).toHaveClass('mine');
    await waitFor(() => expect(row('shared.png')).toHaveAttribute('data-state', 'done'));
    expect(service.state.reports).toHaveLength(1);
  });

  it('takes a render-prop, a className function and labels', () => {
    const { client } = setupFake();
    render(
      <UploadDropzone
        client={client}
        className={({ isDragActive }) => (isDragActive ? 'hover' : 'rest')}
        labels={{ dropzone: 'Téléversement' }}
      >
        {({ open }) => (
          <button type="button" onClick={open}>
            Parcourir
          </button>
        )}
      </UploadDropzone>,
    );
    const zone = screen.getByRole('group', { name: 'Téléversement' });
    // The class is the root's; the drop area inside keeps its own.
    expect(zone.parentElement).toHaveClass('ck-upload', 'rest');
    expect(zone).toHaveClass('ck-dropzone');
    expect(within(zone).getByRole('button', { name: 'Parcourir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });

  it("keeps its upload options off its root element: there, onError is a file's failure, not the DOM's error event", () => {
    const { client } = setupFake();
    const onError = vi.fn();
    render(<UploadDropzone client={client} accept="image/*" maxSize={100} onError={onError} persist={false} data-testid="root" />);
    expect(screen.getByTestId('root').getAttributeNames().sort()).toEqual(['class', 'data-part', 'data-state', 'data-testid']);
  });

  it("gives its children and className functions the upload's current state as files move on", async () => {
    const user = userEvent.setup();
    const { client } = setupFake();
    const { container } = render(
      <UploadDropzone client={client} className={({ upload }) => `files-${upload.files.length}`}>
        {({ upload }) => (
          <button {...upload.getTriggerProps()}>{upload.files.map((item) => `${item.name}: ${item.status}`).join(', ') || 'Nothing yet'}</button>
        )}
      </UploadDropzone>,
    );
    const zone = screen.getByRole('group', { name: 'File upload' });
    expect(zone.parentElement).toHaveClass('files-0');
    expect(within(zone).getByRole('button', { name: 'Nothing yet' })).toBeInTheDocument();
    await user.upload(fileInput(container), [png('a.png', 3000)]);
    await waitFor(() => expect(within(zone).getByRole('button', { name: 'a.png: done' })).toBeInTheDocument());
    expect(zone.parentElement).toHaveClass('files-1');
  });

  it('renders the list slot as a function of its state, which also says disabled', async () => {
    const user = userEvent.setup();
    const { client } = setupFake();
    const { container, rerender } = render(
      <UploadDropzone client={client} list={({ upload, disabled }) => <p>{upload.files.length} files{disabled ? ', off' : ''}</p>} />,
    );
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
    await user.upload(fileInput(container), [png('one.png')]);
    await waitFor(() => expect(screen.getByText('1 files')).toBeInTheDocument());
    rerender(<UploadDropzone client={client} disabled list={({ upload, disabled }) => <p>{upload.files.length} files{disabled ? ', off' : ''}</p>} />);
    expect(screen.getByText('1 files, off')).toBeInTheDocument();
  });

  it('ignores drops and disables the button when disabled', async () => {
    const { service, client } = setupFake();
    const { rerender } = render(<UploadDropzone client={client} disabled />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    const zone = screen.getByRole('group', { name: 'File upload' });
    expect(zone).toHaveAttribute('data-state', 'disabled');
    fireEvent.drop(zone, { dataTransfer: transfer([png('ignored.png')]) });
    // Enabled again, a later drop arrives: the earlier one, handled first if at all, was dropped.
    rerender(<UploadDropzone client={client} />);
    fireEvent.drop(zone, { dataTransfer: transfer([png('later.png')]) });
    await waitFor(() => expect(row('later.png')).toHaveAttribute('data-state', 'done'));
    expect(screen.queryByText('ignored.png')).not.toBeInTheDocument();
    expect(service.state.reports).toHaveLength(1);
  });

  it('takes the limits of a shared queue for its picker and its hint', () => {
    const { client } = setupFake();
    function Page() {
      const upload = useFileUpload({ client, accept: '.pdf', maxSize: 2048, maxFiles: 3 });
      return <UploadDropzone upload={upload} />;
    }
    const { container } = render(<Page />);
    expect(fileInput(container)).toHaveAttribute('accept', '.pdf');
    expect(screen.getByText('Up to 3 files, 2 KB each')).toBeInTheDocument();
  });

  it('refuses, at compile time, upload options next to a shared `upload`', () => {
    const { client } = setupFake();
    function Page() {
      const upload = useFileUpload({ client });
      // @ts-expect-error the shared queue's options are its hook's; these would be ignored
      return <UploadDropzone upload={upload} accept=".png" onUploaded={() => {}} />;
    }
    render(<Page />);
    expect(screen.getByRole('group', { name: 'File upload' })).toBeInTheDocument();
  });

  it('marks a drag of files it will refuse by type (data-state drag-reject)', async () => {
    const { client } = setupFake();
    render(<UploadDropzone client={client} accept="image/*" className={({ isDragReject }) => (isDragReject ? 'nope' : '')} />);
    const zone = screen.getByRole('group', { name: 'File upload' });
    fireEvent.dragEnter(zone, { dataTransfer: transfer([new File(['x'], 'notes.txt', { type: 'text/plain' })]) });
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-reject'));
    expect(zone.parentElement).toHaveClass('nope');
    expect(zone.parentElement).toHaveAttribute('data-state', 'drag-reject');
    fireEvent.dragLeave(zone, { dataTransfer: transfer([]) });
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
    fireEvent.dragEnter(zone, { dataTransfer: transfer([png()]) });
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-active'));
    expect(screen.getByText('Drop the files to upload them')).toBeInTheDocument();
  });

  it('has no axe violations, empty and with files and refusals', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { service, client } = setupFake();
    service.faults.failNext('getPreUploadUrl', { type: 'business', message: 'Quota exceeded' });
    const { container } = render(<UploadDropzone client={client} accept="image/*" />);
    expect((await axe.run(container)).violations).toEqual([]);
    await user.upload(fileInput(container), [png('a.png'), png('b.png'), new File(['x'], 'c.txt')]);
    await waitFor(() => expect(row('a.png')).toHaveAttribute('data-state', 'error'));
    await waitFor(() => expect(row('b.png')).toHaveAttribute('data-state', 'done'));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
