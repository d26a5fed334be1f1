// While files upload, leaving the page asks first (beforeunload);
// `confirmLeave: false` turns it off, and an idle page never asks.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFileUpload } from 'chatbot-kit';
import { createScriptedClient, fileOf } from '../core/upload/helpers/scriptedClient';

/** True when a `beforeunload` now would make the browser ask. */
function wouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useFileUpload confirmLeave', () => {
  it('asks before leaving only while a file is uploading', async () => {
    const script = createScriptedClient();
    const { result } = renderHook(() => useFileUpload({ client: script.client }));
    expect(wouldAsk()).toBe(false);
    act(() => void result.current.add([fileOf('a.pdf', 10)]));
    await waitFor(() => expect(result.current.isUploading).toBe(true));
    expect(wouldAsk()).toBe(true);
    act(() => void result.current.cancel(result.current.files[0]!.id));
    await waitFor(() => expect(result.current.isUploading).toBe(false));
    expect(wouldAsk()).toBe(false);
  });

  it('never asks with confirmLeave: false', async () => {
    const script = createScriptedClient();
    const { result } = renderHook(() => useFileUpload({ client: script.client, confirmLeave: false }));
    act(() => void result.current.add([fileOf('a.pdf', 10)]));
    await waitFor(() => expect(result.current.isUploading).toBe(true));
    expect(wouldAsk()).toBe(false);
  });
});
