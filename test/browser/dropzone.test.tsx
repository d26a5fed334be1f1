// The drop area in real Chromium, over real HTTP against the fake server of
// globalSetup.ts: folders (a real one through the picker, an Entries-API drop),
// accept and validator refusals, paste, the picker and the caller's vetoes.
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ClipboardEvent, DragEvent, MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { rejectionReason, UploadList, UploadLiveRegion, useUploadDropzone, type UseUploadDropzoneOptions } from 'chatbot-kit';
import { browserClient, fakeState } from './fakeControl';

const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });
const text = (name: string, body = 'x') => new File([body], name, { type: 'text/plain' });

interface Vetoes {
  onRootClick?: (event: MouseEvent<HTMLDivElement>) => void;
  onRootDrop?: (event: DragEvent<HTMLDivElement>) => void;
  onRootPaste?: (event: ClipboardEvent<HTMLDivElement>) => void;
  onTriggerClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  folders?: boolean;
}

/** A drop area built from the getters, as an app builds its own, with the list and the announcements. */
function Zone({ options = {}, onRootClick, onRootDrop, onRootPaste, onTriggerClick, folders }: { options?: UseUploadDropzoneOptions } & Vetoes) {
  const dropzone = useUploadDropzone({ client: browserClient(), persist: false, ...options });
  return (
    <>
      <div {...dropzone.getRootProps({ role: 'group', 'aria-label': 'Zone', onClick: onRootClick, onDrop: onRootDrop, onPaste: onRootPaste })}>
        {/* webkitdirectory: the picker chooses a folder, and every file in it. */}
        <input {...dropzone.getInputProps({ 'aria-label': 'Files', ...(folders ? { webkitdirectory: '' } : {}) })} />
        <button {...dropzone.getTriggerProps({ onClick: onTriggerClick })}>Choose</button>
        <p>Drop here</p>
      </div>
      <ul aria-label="Refused">
        {dropzone.rejections.map((rejection, i) => (
          <li key={i}>{`${rejection.file.name}: ${rejection.errors.map((error) => rejectionReason(error)).join('; ')}`}</li>
        ))}
      </ul>
      <UploadList upload={dropzone} />
      <UploadLiveRegion upload={dropzone} />
    </>
  );
}

const zone = () => screen.getByRole('group', { name: 'Zone' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Files');
const row = (name: string) => screen.getByText(name, { selector: '[data-part="name"]' }).closest('li')!;
const refused = () => screen.getByRole('list', { name: 'Refused' });

/** Dispatches a drop as the browser would, carrying `dataTransfer`; returns whether it was canceled. */
function drop(target: Element, dataTransfer: unknown): boolean {
  const event = new DragEvent('drop', { bubbles: true, cancelable: true });
  // A DragEvent's own DataTransfer cannot hold folders made by script: the drop carries this one instead.
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A real DataTransfer of plain files, as Chromium builds it for a drop or a paste. */
function transferOf(files: File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/**
 * A drop of folders through the File and Directory Entries API, the way
 * Chromium hands one over: items whose `webkitGetAsEntry()` is a directory
 * entry with a reader, read in batches until an empty one.
 */
function folderDrop(tree: Record<string, File[]>) {
  const fileEntry = (file: File, fullPath: string) => ({ isFile: true, isDirectory: false, name: file.name, fullPath, file: (ok: (f: File) => void) => setTimeout(() => ok(file)) });
  const folder = (name: string, files: File[]) => {
    let read = false;
    return {
      isFile: false,
      isDirectory: true,
      name,
      fullPath: `/${name}`,
      createReader: () => ({
        // Chromium answers each read later, never within the call.
        readEntries: (ok: (entries: unknown[]) => void) => {
          const batch = read ? [] : files.map((file) => fileEntry(file, `/${name}/${file.name}`));
          read = true;
          setTimeout(() => ok(batch));
        },
      }),
    };
  };
  const items = Object.entries(tree).map(([name, files]) => ({ kind: 'file', type: '', getAsFile: () => null, webkitGetAsEntry: () => folder(name, files) }));
  return { items, files: [], types: ['Files'] };
}

describe('useUploadDropzone in Chromium', () => {
  it('keeps the folder path of each file in a folder chosen with the picker, and sends the base name', async () => {
    render(<Zone folders />);
    // Playwright chooses the folder for the webkitdirectory input; Chromium sets each file's webkitRelativePath.
    await userEvent.upload(fileInput(), ['test/browser/fixtures/folder']);
    await waitFor(() => expect(row('folder/docs/README.md')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(row('folder/src/README.md')).toHaveAttribute('data-state', 'done'));
    expect(screen.getByRole('progressbar', { name: 'folder/docs/README.md' })).toBeInTheDocument();
    const { objects } = await fakeState();
    expect(objects.map((o) => o.fileName)).toEqual(['README.md', 'README.md']);
  });

  it('keeps the folder path of each file in a dropped folder', async () => {
    render(<Zone />);
    const canceled = drop(zone(), folderDrop({ docs: [text('README.md', 'docs')], src: [text('README.md', 'src'), png('logo.png')] }));
    expect(canceled).toBe(true);
    await waitFor(() => expect(row('src/logo.png')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(row('docs/README.md')).toHaveAttribute('data-state', 'done'));
    expect(row('src/README.md')).toHaveAttribute('data-state', 'done');
    expect((await fakeState()).objects.map((o) => o.fileName).sort()).toEqual(['README.md', 'README.md', 'logo.png']);
  });

  it('lists and announces accept and validator refusals with their messages, and sends nothing for them', async () => {
    const validator = (file: { name: string }) => (file.name.startsWith('~$') ? { code: 'temp-file', message: 'Office temp files are not uploaded' } : null);
    render(<Zone options={{ accept: 'image/*', validator }} />);
    // Everything the live region says, in order: a later announcement replaces an earlier one.
    const region = screen.getByRole('status');
    const heard: string[] = [];
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { subtree: true, childList: true, characterData: true });
    await userEvent.upload(fileInput(), [text('notes.txt'), png('~$draft.png'), png('ok.png')]);
    await waitFor(() => expect(within(refused()).getByText('notes.txt: File type must be image/*')).toBeInTheDocument());
    expect(within(refused()).getByText('~$draft.png: Office temp files are not uploaded')).toBeInTheDocument();
    await waitFor(() => expect(heard.join(' ')).toMatch(/notes\.txt.*~\$draft\.png not added/));
    await waitFor(() => expect(row('ok.png')).toHaveAttribute('data-state', 'done'));
    expect((await fakeState()).objects.map((o) => o.fileName)).toEqual(['ok.png']);
  });

  it('refuses a dropped file by type and a dropped file by validator alike', async () => {
    render(<Zone options={{ accept: ['image/*'], validator: (file) => (file.size > 32 ? { code: 'too-big', message: 'Over 32 bytes' } : null) }} />);
    drop(zone(), transferOf([text('a.txt'), png('big.png')]));
    await waitFor(() => expect(within(refused()).getByText('a.txt: File type must be image/*')).toBeInTheDocument());
    expect(within(refused()).getByText('big.png: Over 32 bytes')).toBeInTheDocument();
  });

  it('takes extensions in accept: the picker lists every token, a dropped PDF goes up, a text file is refused, and nothing is logged', async () => {
    await commands.startConsoleCapture();
    const pdf = new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' });
    const { unmount } = render(<Zone options={{ accept: 'image/*,.pdf' }} />);
    expect(fileInput()).toHaveAttribute('accept', 'image/*,.pdf');
    drop(zone(), transferOf([pdf, png('plan.png'), text('notes.txt')]));
    await waitFor(() => expect(within(refused()).getByText('notes.txt: File type must be one of image/*, .pdf')).toBeInTheDocument());
    await waitFor(() => expect(row('terms.pdf')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(row('plan.png')).toHaveAttribute('data-state', 'done'));
    unmount();

    render(<Zone options={{ accept: ['.CSV'] }} />);
    expect(fileInput()).toHaveAttribute('accept', '.csv');
    // Console messages arrive in order: once this one is in, any warning from the renders above is too.
    console.info('accept test done');
    const logged: string[] = [];
    await expect
      .poll(async () => {
        logged.push(...(await commands.takeConsoleMessages()).filter((m) => m.type !== 'log').map((m) => `${m.type}: ${m.text}`));
        return logged.at(-1);
      })
      .toBe('info: accept test done');
    expect(logged.filter((m) => !m.startsWith('info:'))).toEqual([]);
  });

  it('uploads a pasted file, and leaves a paste of text alone', async () => {
    render(<Zone />);
    const pasted = new ClipboardEvent('paste', { clipboardData: transferOf([png('screenshot.png')]), bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Choose' }).dispatchEvent(pasted);
    expect(pasted.defaultPrevented).toBe(true);
    await waitFor(() => expect(row('screenshot.png')).toHaveAttribute('data-state', 'done'));
    const words = new DataTransfer();
    words.setData('text/plain', 'hello');
    const textPaste = new ClipboardEvent('paste', { clipboardData: words, bubbles: true, cancelable: true });
    zone().dispatchEvent(textPaste);
    expect(textPaste.defaultPrevented).toBe(false);
  });

  it('opens the picker from the trigger and from a click on the area, and uploads what is chosen', async () => {
    render(<Zone />);
    let opened = 0;
    // input.click() is how the picker opens: the input receives the click.
    fileInput().addEventListener('click', (event) => {
      opened++;
      event.preventDefault();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(opened).toBe(1);
    await userEvent.click(screen.getByText('Drop here'));
    expect(opened).toBe(2);
    await userEvent.upload(fileInput(), [png('chosen.png')]);
    await waitFor(() => expect(row('chosen.png')).toHaveAttribute('data-state', 'done'));
  });

  it("lets the caller's handlers veto: preventDefault on clicks, stopPropagation on drops and pastes", async () => {
    render(
      <Zone
        onRootClick={(event) => event.preventDefault()}
        onTriggerClick={(event) => event.preventDefault()}
        onRootDrop={(event) => event.stopPropagation()}
        onRootPaste={(event) => event.stopPropagation()}
      />,
    );
    let opened = 0;
    fileInput().addEventListener('click', (event) => {
      opened++;
      event.preventDefault();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await userEvent.click(screen.getByText('Drop here'));
    drop(zone(), transferOf([png('dropped.png')]));
    zone().dispatchEvent(new ClipboardEvent('paste', { clipboardData: transferOf([png('pasted.png')]), bubbles: true, cancelable: true }));
    // The picker, not vetoed, still takes files; they arrive after the vetoed drop and paste would have.
    await userEvent.upload(fileInput(), [png('picked.png')]);
    await waitFor(() => expect(row('picked.png')).toHaveAttribute('data-state', 'done'));
    expect(opened).toBe(0);
    expect(screen.queryByText('dropped.png')).toBeNull();
    expect(screen.queryByText('pasted.png')).toBeNull();
    expect((await fakeState()).objects.map((o) => o.fileName)).toEqual(['picked.png']);
  });
});
