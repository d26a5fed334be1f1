// useUploadDropzone: the prop getters a user builds their own drop area from.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type DragEvent, type MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useUploadDropzone, type UseUploadDropzoneOptions } from 'chatbot-kit';
import { setupFake } from '../support/fake';

const png = (name = 'photo.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
const transfer = (files: File[]) => ({
  files,
  items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  types: ['Files'],
});

interface Handlers {
  onRootDrop?: (event: DragEvent<HTMLDivElement>) => void;
  onTriggerClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A drop area built only from the getters, with a second trigger outside it. */
function Custom({ options, onRootDrop, onTriggerClick }: { options: UseUploadDropzoneOptions } & Handlers) {
  const dropzone = useUploadDropzone(options);
  return (
    <>
      <div {...dropzone.getRootProps({ 'aria-label': 'Zone', role: 'group', onDrop: onRootDrop })}>
        <input {...dropzone.getInputProps({ 'aria-hidden': true })} />
        <button {...dropzone.getTriggerProps({ onClick: onTriggerClick })}>Inside</button>
      </div>
      <button {...dropzone.getTriggerProps()}>Outside</button>
      <p>
        {dropzone.files.map((f) => `${f.name}:${f.status}`).join(',') || 'empty'} {dropzone.isDragReject ? 'reject' : ''}
      </p>
    </>
  );
}

const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('useUploadDropzone', () => {
  it("sets the caller's refs on the zone and the input, and still takes drops and opens the picker", async () => {
    const user = userEvent.setup();
    const { client } = setupFake();
    const zoneRef = createRef<HTMLDivElement>();
    const inputNodes: (HTMLInputElement | null)[] = [];
    function WithRefs() {
      const dropzone = useUploadDropzone({ client });
      return (
        <div {...dropzone.getRootProps({ ref: zoneRef, 'aria-label': 'Zone', role: 'group', className: 'mine' })}>
          <input {...dropzone.getInputProps({ ref: (node: HTMLInputElement | null) => void inputNodes.push(node) })} />
          <button {...dropzone.getTriggerProps()}>Browse</button>
          <p>{dropzone.files.map((f) => `${f.name}:${f.status}`).join(',') || 'empty'}</p>
        </div>
      );
    }
    const { container } = render(<WithRefs />);
    const zone = screen.getByRole('group', { name: 'Zone' });
    expect(zoneRef.current).toBe(zone);
    expect(zone).toHaveClass('mine');
    expect(inputNodes).toContain(input(container));
    fireEvent.drop(zone, { dataTransfer: transfer([png('ref.png')]) });
    await waitFor(() => expect(screen.getByText('ref.png:done')).toBeInTheDocument());
    const click = vi.spyOn(input(container), 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('opens the picker once from a trigger inside the zone, and from one anywhere else', async () => {
    const user = userEvent.setup();
    const { client } = setupFake();
    const { container } = render(<Custom options={{ client }} />);
    const click = vi.spyOn(input(container), 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(click).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(click).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveAttribute('type', 'button');
  });

  it("calls the user's handlers first; preventDefault in the trigger's keeps the picker closed", async () => {
    const user = userEvent.setup();
    const { client } = setupFake();
    const onTriggerClick = vi.fn((event: MouseEvent<HTMLButtonElement>) => event.preventDefault());
    const { container } = render(<Custom options={{ client }} onTriggerClick={onTriggerClick} />);
    const click = vi.spyOn(input(container), 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onTriggerClick).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });

  it("uploads dropped files and returns the upload's state; the user's onDrop runs too", async () => {
    const { service, client } = setupFake();
    const onRootDrop = vi.fn();
    render(<Custom options={{ client }} onRootDrop={onRootDrop} />);
    fireEvent.drop(screen.getByRole('group', { name: 'Zone' }), { dataTransfer: transfer([png('a.png')]) });
    await waitFor(() => expect(screen.getByText(/a\.png:done/)).toBeInTheDocument());
    expect(onRootDrop).toHaveBeenCalledTimes(1);
    expect(service.state.reports).toHaveLength(1);
  });

  it('skips its own drop handling when the user stops propagation (react-dropzone composition)', async () => {
    const { service, client } = setupFake();
    const onRootDrop = (event: DragEvent<HTMLDivElement>) => event.stopPropagation();
    render(<Custom options={{ client }} onRootDrop={onRootDrop} />);
    const zone = screen.getByRole('group', { name: 'Zone' });
    fireEvent.drop(zone, { dataTransfer: transfer([png('kept-out.png')]) });
    // A second drop through the input (not vetoed) arrives after it: the first was never taken.
    fireEvent.change(input(document.body), { target: { files: [png('chosen.png')] } });
    await waitFor(() => expect(screen.getByText(/chosen\.png:done/)).toBeInTheDocument());
    expect(screen.queryByText(/kept-out/)).not.toBeInTheDocument();
    expect(service.state.reports).toHaveLength(1);
  });

  it('says a drag will be refused when a MIME type misses accept, and not otherwise', async () => {
    const { client } = setupFake();
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    render(<Custom options={{ client, accept: 'image/*' }} />);
    const zone = screen.getByRole('group', { name: 'Zone' });
    fireEvent.dragEnter(zone, { dataTransfer: transfer([text]) });
    await waitFor(() => expect(screen.getByText(/reject/)).toBeInTheDocument());
    expect(zone).toHaveAttribute('data-state', 'drag-reject');
    fireEvent.dragLeave(zone, { dataTransfer: transfer([]) });
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
    fireEvent.dragEnter(zone, { dataTransfer: transfer([png()]) });
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'drag-active'));
  });

  it("passes the caller's key and focus handlers on the area, and every handler of theirs while disabled", () => {
    const { client } = setupFake();
    const calls: string[] = [];
    const note = (name: string) => () => void calls.push(name);
    function Handled({ disabled }: { disabled: boolean }) {
      const dropzone = useUploadDropzone({ client, disabled });
      return (
        <div {...dropzone.getRootProps({ 'aria-label': 'Zone', role: 'group', onKeyDown: note('keydown'), onFocus: note('focus'), onBlur: note('blur'),
          onDrop: note('drop'), onPaste: note('paste'), onDragEnter: note('dragenter'), onClick: note('click') })}>
          <input {...dropzone.getInputProps({ 'aria-label': 'Input', onChange: note('change'), onClick: note('input click') })} />
        </div>
      );
    }
    const { rerender } = render(<Handled disabled={false} />);
    const zone = screen.getByRole('group', { name: 'Zone' });
    fireEvent.keyDown(zone, { key: 'a' });
    fireEvent.focus(zone);
    fireEvent.blur(zone);
    expect(calls).toEqual(['keydown', 'focus', 'blur']);
    calls.length = 0;
    rerender(<Handled disabled />);
    const click = vi.spyOn(screen.getByLabelText('Input'), 'click').mockImplementation(() => {});
    fireEvent.keyDown(zone, { key: 'a' });
    fireEvent.dragEnter(zone, { dataTransfer: transfer([png()]) });
    fireEvent.drop(zone, { dataTransfer: transfer([png()]) });
    fireEvent.paste(zone);
    fireEvent.click(zone);
    fireEvent.change(screen.getByLabelText('Input'), { target: { files: [png()] } });
    expect(calls).toEqual(['keydown', 'dragenter', 'drop', 'paste', 'click', 'change']);
    expect(click).not.toHaveBeenCalled();
    expect(zone).toHaveAttribute('aria-disabled', 'true');
  });

  it('disabled: the triggers are off and open() does nothing', () => {
    const { client } = setupFake();
    const { container } = render(<Custom options={{ client, disabled: true }} />);
    const click = vi.spyOn(input(container), 'click').mockImplementation(() => {});
    expect(screen.getByRole('button', { name: 'Inside' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Outside' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Zone' })).toHaveAttribute('data-state', 'disabled');
    fireEvent.click(screen.getByRole('group', { name: 'Zone' }));
    expect(click).not.toHaveBeenCalled();
  });
});

describe('useUploadDropzone, beyond the zone', () => {
  it('keeps the browser from opening a file dropped beside the zone, and leaves drops elsewhere unhandled while unmounted', () => {
    const { client } = setupFake();
    const { unmount } = render(<Custom options={{ client }} />);
    const beside = new Event('drop', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(beside);
    expect(beside.defaultPrevented).toBe(true);
    unmount();
    const later = new Event('drop', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('lets a paste of text through, untouched', () => {
    const { client } = setupFake();
    render(<Custom options={{ client }} />);
    const pasted = fireEvent.paste(screen.getByRole('group', { name: 'Zone' }), {
      clipboardData: { files: [], items: [{ kind: 'string', type: 'text/plain' }], types: ['text/plain'] },
    });
    expect(pasted).toBe(true);
    expect(screen.getByText(/empty/)).toBeInTheDocument();
  });
});
