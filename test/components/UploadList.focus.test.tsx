// Where keyboard focus goes when a file row's button goes with focus on it
// (WCAG 2.4.3): Retry gives way to Cancel, Cancel to Retry and Remove, a
// stored file loses Cancel, Remove takes the row away. Never to <body>.
// Keyboard only: Tab to the button, Enter or Space.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusinessError, type UploadItem } from 'chatbot-kit/core';
import { UploadDropzone, UploadList } from 'chatbot-kit';
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';
import { createScriptedClient, fileOf } from '../core/upload/helpers/scriptedClient';

/** Tabs forward until `target` has focus (at most 40 stops). */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
}

const button = (name: string) => screen.getByRole('button', { name });
const rowOf = (name: string) => screen.getByText(name, { selector: '[data-part="name"]' }).closest('li')!;

/** `<UploadDropzone>` on a scripted client, with `names` added. */
async function dropzoneWith(names: string[]) {
  const script = createScriptedClient();
  const { container } = render(<UploadDropzone client={script.client} persist={false} />);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  act(() => void fireEvent.change(input, { target: { files: names.map((name) => fileOf(name, 1000)) } }));
  // react-dropzone reads a chosen file list asynchronously.
  await waitFor(() => expect(script.requests()).toHaveLength(names.length));
  return { script, user: userEvent.setup() };
}

describe('UploadList: focus after a row action', () => {
  it('Retry (Enter) puts focus on the same row\'s Cancel, and Cancel (Space) on its Retry', async () => {
    const { script, user } = await dropzoneWith(['a.bin']);
    await act(async () => script.requests()[0]!.reject(new BusinessError('GetPreUploadUrl', { code: 9, message: 'busy', version: '1' })));
    await tabTo(user, await screen.findByRole('button', { name: 'Retry a.bin' }));
    await user.keyboard('{Enter}');
    expect(button('Cancel a.bin')).toHaveFocus();
    await user.keyboard(' ');
    expect(rowOf('a.bin')).toHaveAttribute('data-state', 'canceled');
    expect(button('Retry a.bin')).toHaveFocus();
  });

  it('a file that reaches storage while its Cancel has focus: the row holds focus until its Remove comes, then Remove has it', async () => {
    const { script, user } = await dropzoneWith(['a.bin']);
    await act(async () => void script.requests()[0]!.grant());
    await waitFor(() => expect(script.puts()).toHaveLength(1));
    await tabTo(user, button('Cancel a.bin'));
    await act(async () => script.puts()[0]!.ok());
    await waitFor(() => expect(script.reports()).toHaveLength(1));
    await waitFor(() => expect(rowOf('a.bin')).toHaveAttribute('data-state', 'reporting'));
    expect(rowOf('a.bin')).toHaveFocus();
    await act(async () => script.reports()[0]!.ok());
    await waitFor(() => expect(rowOf('a.bin')).toHaveAttribute('data-state', 'done'));
    expect(button('Remove a.bin')).toHaveFocus();
    // Held by a script only: the row is not a Tab stop afterwards.
    expect(rowOf('a.bin')).not.toHaveAttribute('tabindex');
  });

  it('Remove (Enter) puts focus on the next row\'s first button, else the previous row\'s, else "Choose files" once the list is gone', async () => {
    const { script, user } = await dropzoneWith(['a.bin', 'b.bin', 'c.bin']);
    for (const request of script.requests()) await act(async () => void request.grant());
    for (const put of script.puts()) await act(async () => put.ok());
    for (const report of script.reports()) await act(async () => report.ok());
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3));
    await tabTo(user, button('Remove b.bin'));
    await user.keyboard('{Enter}');
    expect(screen.queryByText('b.bin')).toBeNull();
    expect(button('Remove c.bin')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Remove a.bin')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
    expect(button('Choose files')).toHaveFocus();
  });

  it('a list fed its files (not a queue): Remove (Space) puts focus on the next row\'s first button', async () => {
    function OwnList() {
      const [files, setFiles] = useState<UploadItem[]>(() => [
        makeUploadItem('done', { name: 'one.png' }),
        makeUploadItem('error', { name: 'two.png' }),
        makeUploadItem('canceled', { name: 'three.png' }),
      ]);
      const remove = ({ id }: UploadItem) => setFiles((list) => list.filter((item) => item.id !== id));
      return <UploadList files={files} onRemoveItem={remove} onRetryItem={() => {}} onCancelItem={() => {}} />;
    }
    const user = userEvent.setup();
    render(<OwnList />);
    await tabTo(user, button('Remove one.png'));
    await user.keyboard(' ');
    expect(button('Retry two.png')).toHaveFocus();
  });
});
