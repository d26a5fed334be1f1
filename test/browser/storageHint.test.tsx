// The storage hint as a developer sees it: <UploadDropzone> in Chromium, in a
// development build (the test build is one), with a bucket whose CORS rules
// leave this origin out. The row shows the error and, under it, the hint.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadDropzone } from 'chatbot-kit';
import { createChatbotClient } from 'chatbot-kit/core';
import { fakeServer, fakeState, storageCors } from './fakeControl';

describe('<UploadDropzone> with storage CORS refusing this origin', () => {
  it('shows the failed file with a hint naming the CORS rule, the origin and checkStorageCors', async () => {
    await storageCors(false);
    // The fake's key on a loopback test server: the browser guard is knowingly lifted.
    const client = createChatbotClient({
      baseUrl: fakeServer.url,
      secretKey: fakeServer.secretKey,
      sessionKey: fakeServer.sessionKey,
      dangerouslyAllowBrowser: true,
    });
    render(<UploadDropzone client={client} retry={{ attempts: 1 }} />);
    const transfer = new DataTransfer();
    // A name no other test uploads: the browser caches a storage preflight for 10 minutes by
    // URL, and another test's first upload after a reset, of the same name in the same second,
    // has the same presigned URL, so its cached 'allowed' would skip this test's refusal.
    transfer.items.add(new File(['# hi'], 'refused-by-cors.md', { type: '' }));
    screen.getByRole('group', { name: 'File upload' }).dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );

    const hint = await screen.findByText(/CORS rules must allow PUT/, { selector: '[data-part="error-hint"]' }, { timeout: 10_000 });
    expect(hint.textContent).toContain(location.origin);
    expect(hint.textContent).toContain('checkStorageCors');
    expect(hint.closest('[data-part="error"]')).toHaveTextContent(/could not reach the server/);
    expect((await fakeState()).objects).toHaveLength(0);
  });
});
