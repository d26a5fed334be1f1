// Every text the upload components show or announce comes from their labels:
// with a label set in another language, no English default is left in the
// drop area, the refused files and their reasons, a row in any state, or the
// live region, in text or in an accessible name.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultUploadLabels, UploadDropzone } from 'chatbot-kit';
import { setupFake } from '../support/fake';
import { englishIn, pseudoLabels } from '../support/pseudoLanguage';

const png = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const row = (name: string) => screen.getByText(name, { selector: '[data-part="name"]' }).closest('li')!;
// The app's own data: the names of its files.
const DATA = ['slow.png', 'notes.txt', 'huge.png', 'empty.png', 'bad.png', 'ok.png', 'two.png', 'three.png'];

describe('UploadDropzone in another language', () => {
  it('leaves no English in any state: refused, uploading, canceled, failed, done, and what the live region says', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { service, client } = setupFake();
    const { container } = render(
      <UploadDropzone client={client} accept=".png" minSize={1} maxSize={1000} maxFiles={3} persist={false} labels={pseudoLabels(defaultUploadLabels)} />,
    );
    const region = screen.getByRole('status');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const expectNoEnglish = (where: string) => expect(englishIn(document.body, defaultUploadLabels, DATA), where).toEqual([]);
    expectNoEnglish('idle');

    // Refused for type, size and emptiness; one file held mid-upload.
    service.faults.latency(60_000, 'putFile');
    await user.upload(input, [png('slow.png'), new File(['x'], 'notes.txt', { type: 'text/plain' }), png('huge.png', 2000), png('empty.png', 0)]);
    await waitFor(() => expect(row('slow.png')).toHaveAttribute('data-state', 'uploading'));
    const refused = () => [...container.querySelectorAll('[data-part="rejection"]')].map((li) => li.getAttribute('data-state'));
    expect(refused()).toEqual(['file-invalid-type', 'file-too-large', 'file-too-small']);
    await waitFor(() => expect(region).toHaveTextContent('⟦announcement'));
    expectNoEnglish('refused and uploading');

    await user.click(within(row('slow.png')).getByRole('button', { name: '⟦cancel⟧ slow.png' }));
    await waitFor(() => expect(row('slow.png')).toHaveAttribute('data-state', 'canceled'));
    expectNoEnglish('canceled');
    await user.click(within(row('slow.png')).getByRole('button', { name: '⟦remove⟧ slow.png' }));

    service.faults.reset();
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 4001, message: 'Quota exceeded' });
    await user.upload(input, [png('bad.png')]);
    await waitFor(() => expect(row('bad.png')).toHaveAttribute('data-state', 'error'));
    // The error's own message is English (or the service's): the errorMessage label writes it instead.
    expect(row('bad.png').querySelector('[data-part="error"]')).toHaveTextContent(/^⟦errorMessage:⟧$/);
    expectNoEnglish('failed');

    // With bad.png held, maxFiles leaves room for two: the third is refused for the count.
    await user.upload(input, [png('ok.png'), png('two.png'), png('three.png')]);
    expect(refused()).toEqual(['too-many-files']);
    await waitFor(() => expect(row('ok.png')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(row('two.png')).toHaveAttribute('data-state', 'done'));
    expectNoEnglish('done');
  });
});
