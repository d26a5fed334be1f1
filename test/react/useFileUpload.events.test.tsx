// useUploadEvents: the engine's events, subscribed once, with the newest listener.
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFileUpload, useUploadEvents } from 'chatbot-kit';
import type { UploadQueueEvent } from 'chatbot-kit/core';
import { fileOf } from '../core/upload/helpers/scriptedClient';
import { setupFake } from '../support/fake';

/** A source that counts subscriptions and lets the test emit. */
function source() {
  const listeners = new Set<(event: UploadQueueEvent) => void>();
  const subscribeEvents = vi.fn((listener: (event: UploadQueueEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  const emit = (event: UploadQueueEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  return { subscribeEvents, emit, listening: () => listeners.size };
}

const canceled = (name: string): UploadQueueEvent => ({ type: 'canceled', item: { name } as never });

describe('useUploadEvents', () => {
  it('subscribes once and calls the newest listener; unsubscribes on unmount', () => {
    const events = source();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ listener }) => useUploadEvents(events, listener), {
      initialProps: { listener: first },
    });
    rerender({ listener: second });
    rerender({ listener: second });
    events.emit(canceled('a'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(events.subscribeEvents).toHaveBeenCalledTimes(1);
    unmount();
    expect(events.listening()).toBe(0);
  });

  it('listens to nothing when given null', () => {
    expect(() => renderHook(() => useUploadEvents(null, () => {}))).not.toThrow();
  });

  it("hears a useFileUpload queue's events once each, under StrictMode too", async () => {
    const { client } = setupFake();
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const upload = useFileUpload({ client, accept: '.txt' });
        useUploadEvents(upload, (event) => {
          if (event.type === 'added') seen.push(...event.items.map((item) => `added ${item.name}`));
          if (event.type === 'rejected') seen.push(...event.rejections.map((r) => `rejected ${r.file.name}`));
          if (event.type === 'uploaded') seen.push(`uploaded ${event.item.name}`);
        });
        return upload;
      },
      { wrapper: StrictMode },
    );
    act(() => {
      result.current.add([fileOf('a.txt', 5), fileOf('b.png', 5, 'image/png')]);
    });
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
    await act(() => result.current.queue.whenIdle());
    expect(seen).toEqual(['added a.txt', 'rejected b.png', 'uploaded a.txt']);
  });
});
