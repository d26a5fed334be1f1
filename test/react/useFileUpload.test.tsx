import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFileUpload, type UseFileUploadOptions } from 'chatbot-kit';
import { createScriptedClient, fileOf } from '../core/upload/helpers/scriptedClient';
import { setupFake } from '../support/fake';

/** renderHook that counts renders of the hook's component. */
function renderCounted(options: UseFileUploadOptions, wrapper?: (props: { children: ReactNode }) => ReactNode) {
  let renders = 0;
  const utils = renderHook(
    (props: UseFileUploadOptions) => {
      renders++;
      return useFileUpload(props);
    },
    { initialProps: options, ...(wrapper ? { wrapper } : {}) },
  );
  return { ...utils, renders: () => renders };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useFileUpload', () => {
  it('uploads through the three steps of the fake service and calls onUploaded with the FileStoreId', async () => {
    const { service, client } = setupFake();
    const onUploaded = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useFileUpload({ client, onUploaded, onSettled }));
    const file = fileOf('floorplan.pdf', 2048, 'application/pdf');
    act(() => {
      result.current.add([file]);
    });
    await waitFor(() => expect(result.current.files).toHaveLength(1));
    expect(result.current.files[0]!.name).toBe('floorplan.pdf');
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
    const item = result.current.files[0]!;
    expect(item.fileStoreId).toBe(service.state.reports[0]);
    expect(service.state.objects.get(item.fileStoreId!)!.size).toBe(2048);
    expect(onUploaded).toHaveBeenCalledWith(item);
    expect(item.file).toBe(file);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ isUploading: false, progress: { percent: 100 }, activePuts: 0 });
  });

  it('uses the client of the nearest <ChatbotProvider>', async () => {
    const fake = setupFake();
    const { result } = fake.renderHook(() => useFileUpload());
    act(() => {
      result.current.add([fileOf('a.txt', 5)]);
    });
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
    expect(fake.service.state.reports).toHaveLength(1);
  });

  it('names the fix when there is neither a client nor a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useFileUpload())).toThrow(/ChatbotProvider/);
  });

  it('returns refused files as data and makes no request for them', async () => {
    const { service, client } = setupFake();
    const { result } = renderHook(() => useFileUpload({ client, accept: 'image/*', maxSize: 100 }));
    let added!: ReturnType<typeof result.current.add>;
    act(() => {
      added = result.current.add([fileOf('big.png', 500, 'image/png'), fileOf('notes.txt', 5, 'text/plain')]);
    });
    expect(added.accepted).toHaveLength(0);
    await waitFor(() => expect(result.current.rejections).toHaveLength(2));
    expect(result.current.rejections.map((r) => r.errors[0]!.code)).toEqual(['file-too-large', 'file-invalid-type']);
    expect(result.current.files).toHaveLength(0);
    expect(service.state.requests).toHaveLength(0);
  });

  it('applies changed validation options to the next upload', async () => {
    const { client } = setupFake();
    const { result, rerender } = renderHook((props: UseFileUploadOptions) => useFileUpload(props), {
      initialProps: { client, accept: '.png' },
    });
    rerender({ client, accept: '.pdf' });
    act(() => {
      result.current.add([fileOf('a.png', 5, 'image/png')]);
    });
    await waitFor(() => expect(result.current.rejections).toHaveLength(1));
  });

  it('shows a business error, and retry() uploads the file after it', async () => {
    const { service, client } = setupFake();
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 4001, message: 'Quota exceeded' });
    const onError = vi.fn();
    const { result } = renderHook(() => useFileUpload({ client, onError }));
    act(() => {
      result.current.add([fileOf('a.txt', 5)]);
    });
    await waitFor(() => expect(result.current.files[0]?.status).toBe('error'));
    expect(result.current.files[0]!.error!.message).toContain('Quota exceeded');
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.retry(result.current.files[0]!.id);
    });
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
    expect(service.state.reports).toHaveLength(1);
  });

  it('cancel, remove and clear change the list', async () => {
    const { service, client } = setupFake();
    service.faults.latency(10_000, 'getPreUploadUrl');
    const { result } = renderHook(() => useFileUpload({ client }));
    act(() => {
      result.current.add([fileOf('a', 1), fileOf('b', 1), fileOf('c', 1)]);
    });
    await waitFor(() => expect(result.current.files).toHaveLength(3));
    const [a, b] = result.current.files;
    act(() => {
      result.current.cancel(a!.id);
    });
    await waitFor(() => expect(result.current.files[0]!.status).toBe('canceled'));
    act(() => {
      result.current.remove(b!.id);
    });
    await waitFor(() => expect(result.current.files.map((f) => f.name)).toEqual(['a', 'c']));
    act(() => {
      result.current.clear();
    });
    await waitFor(() => expect(result.current.files).toEqual([]));
    expect(result.current.isUploading).toBe(false);
  });
});

describe('useFileUpload: renders', () => {
  it('returns the added files at once and starts their first requests in the same task', async () => {
    const script = createScriptedClient();
    const { result } = renderHook(() => useFileUpload({ client: script.client, persist: false }));
    let accepted: readonly unknown[] = [];
    act(() => {
      accepted = result.current.add([fileOf('a', 10), fileOf('b', 10)]).accepted;
    });
    expect(accepted).toHaveLength(2);
    expect(script.requests()).toHaveLength(2);
    expect(result.current.files.map((f) => [f.name, f.status])).toEqual([
      ['a', 'requesting'],
      ['b', 'requesting'],
    ]);
  });

  it('renders a burst of progress events once, when the gap is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const script = createScriptedClient();
    const { result, renders } = renderCounted({ client: script.client, persist: false });
    act(() => {
      result.current.add([fileOf('big.bin', 100_000)]);
    });
    await act(async () => {
      script.pending('request').grant();
    });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(result.current.files[0]!.status).toBe('uploading');
    const put = script.pending('put');
    const before = renders();
    act(() => {
      for (let i = 1; i <= 200; i++) put.progress(i * 500);
    });
    expect(renders()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(renders()).toBe(before + 1);
    expect(result.current.files[0]!.progress.percent).toBe(100);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(renders()).toBe(before + 1);
  });

  it('with the default schedule (notifications at least 250 ms apart), 500 progress events in one task cost at most two renders', async () => {
    const script = createScriptedClient();
    const { result, renders } = renderCounted({ client: script.client });
    act(() => {
      result.current.add([fileOf('big.bin', 500_000)]);
    });
    await act(async () => {
      script.pending('request').grant();
    });
    await waitFor(() => expect(result.current.files[0]!.status).toBe('uploading'));
    const put = script.pending('put');
    const before = renders();
    act(() => {
      for (let i = 1; i <= 500; i++) put.progress(i * 1000);
    });
    await waitFor(() => expect(result.current.files[0]!.progress.percent).toBe(100));
    expect(renders() - before).toBeLessThanOrEqual(2);
  });

  it("renders a busy queue's changes at most four times a second", async () => {
    // The clock the gap is measured on is faked with the timers: nothing here waits for real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const script = createScriptedClient();
    const { result, renders } = renderCounted({ client: script.client, persist: false });
    const statuses = () => result.current.files.map((f) => f.status);
    act(() => {
      result.current.add([fileOf('a.bin', 10), fileOf('b.bin', 10)]);
    });
    expect(statuses()).toEqual(['requesting', 'requesting']);
    // Two answers within 250 ms of that render: one render, when the time is up.
    const before = renders();
    await act(async () => {
      script.requests()[0]!.grant();
      script.requests()[1]!.grant();
    });
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(statuses()).toEqual(['requesting', 'requesting']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(statuses()).toEqual(['uploading', 'uploading']);
    expect(renders() - before).toBe(1);
  });

  it('renders what the user does at once, within the gap that holds back the queue\'s own changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const script = createScriptedClient();
    const { result } = renderCounted({ client: script.client, persist: false });
    const statuses = () => result.current.files.map((f) => f.status);
    act(() => {
      result.current.add([fileOf('a.bin', 10), fileOf('b.bin', 10)]);
    });
    expect(statuses()).toEqual(['requesting', 'requesting']);
    // An answer right after that render waits for the gap...
    await act(async () => {
      script.requests()[0]!.grant();
    });
    expect(statuses()).toEqual(['requesting', 'requesting']);
    // ...and the user's Cancel shows in the same task, with it.
    act(() => {
      result.current.cancel(result.current.files[1]!.id);
    });
    expect(statuses()).toEqual(['uploading', 'canceled']);
  });

  it('keeps the actions and the queue stable across renders', async () => {
    const script = createScriptedClient();
    const { result, rerender } = renderHook((props: UseFileUploadOptions) => useFileUpload(props), {
      initialProps: { client: script.client } as UseFileUploadOptions,
    });
    const first = result.current;
    act(() => {
      first.add([fileOf('a', 1)]);
    });
    rerender({ client: script.client, onUploaded: () => {} });
    expect(result.current).not.toBe(first);
    for (const key of ['add', 'cancel', 'retry', 'remove', 'clear', 'queue'] as const) {
      expect(result.current[key]).toBe(first[key]);
    }
  });

  it("under <StrictMode>, the queue of the second mount is live and works through its own methods", async () => {
    const { client } = setupFake();
    const { result } = renderHook(() => useFileUpload({ client }), { wrapper: StrictMode });
    const { queue } = result.current;
    expect(queue.isDestroyed()).toBe(false);
    act(() => {
      queue.add([fileOf('a.txt', 5)]);
    });
    expect(queue.getItem(queue.getState().items[0]!.id)?.name).toBe('a.txt');
    await act(() => queue.whenIdle());
    expect(queue.getState().items[0]?.status).toBe('done');
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
  });

  it('calls the newest callback without recreating the queue', async () => {
    const { client } = setupFake();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook((props: UseFileUploadOptions) => useFileUpload(props), {
      initialProps: { client, onUploaded: first },
    });
    const queue = result.current.queue;
    rerender({ client, onUploaded: second });
    act(() => {
      result.current.add([fileOf('a', 1)]);
    });
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
    expect(result.current.queue).toBe(queue);
  });
});

describe('useFileUpload: options on a live queue', () => {
  it('sends the next request through a new client, keeping the queue and its files', async () => {
    const first = setupFake();
    const second = setupFake();
    const { result, rerender } = renderHook((props: UseFileUploadOptions) => useFileUpload(props), {
      initialProps: { client: first.client },
    });
    act(() => {
      result.current.add([fileOf('a.txt', 5)]);
    });
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
    const queue = result.current.queue;
    rerender({ client: second.client });
    act(() => {
      result.current.add([fileOf('b.txt', 5)]);
    });
    await waitFor(() => expect(result.current.files[1]?.status).toBe('done'));
    expect(first.service.state.reports).toHaveLength(1);
    expect(second.service.state.reports).toHaveLength(1);
    expect(result.current.queue).toBe(queue);
    expect(result.current.files.map((f) => f.name)).toEqual(['a.txt', 'b.txt']);
  });

  it('reports the validation in force, following changed options', () => {
    const { client } = setupFake();
    const { result, rerender } = renderHook((props: UseFileUploadOptions) => useFileUpload(props), {
      initialProps: { client, accept: ['.png'], maxSize: 10 },
    });
    const first = result.current.validation;
    expect(first).toMatchObject({ accept: ['.png'], maxSize: 10 });
    // A new but equal inline array is the same validation.
    rerender({ client, accept: ['.png'], maxSize: 10 });
    expect(result.current.validation).toBe(first);
    rerender({ client, accept: ['.pdf'], maxSize: 10 });
    expect(result.current.validation).toMatchObject({ accept: ['.pdf'] });
  });
});

describe('useFileUpload: unmount', () => {
  it('aborts the uploads on unmount; nothing updates or calls back afterwards', async () => {
    const script = createScriptedClient();
    const onSettled = vi.fn();
    const onError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useFileUpload({ client: script.client, onSettled, onError }));
    act(() => {
      result.current.add([fileOf('a', 10), fileOf('b', 10)]);
    });
    await act(async () => {
      script.pending('request').grant();
    });
    const put = script.pending('put');
    const queue = result.current.queue;
    const listener = vi.fn();
    queue.subscribe(listener);
    unmount();
    expect(put.signal?.aborted).toBe(true);
    expect(script.requests().every((r) => r.signal?.aborted)).toBe(true);
    expect(queue.isDestroyed()).toBe(true);
    // The storage and the service answer late, as a real network might: nothing may follow.
    put.ok();
    await act(async () => {});
    expect(listener).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(script.reports()).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('still uploads under <StrictMode> (mount, unmount, mount)', async () => {
    const { service, client } = setupFake();
    const { result } = renderHook(() => useFileUpload({ client }), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.queue.isDestroyed()).toBe(false));
    act(() => {
      result.current.add([fileOf('a.txt', 5)]);
    });
    await waitFor(() => expect(result.current.files[0]?.status).toBe('done'));
    expect(service.state.reports).toHaveLength(1);
  });

  it('under <StrictMode>, still aborts on the real unmount', async () => {
    const script = createScriptedClient();
    const { result, unmount } = renderHook(() => useFileUpload({ client: script.client }), { wrapper: StrictMode });
    act(() => {
      result.current.add([fileOf('a', 10)]);
    });
    await act(async () => {
      script.pending('request').grant();
    });
    const put = script.pending('put');
    unmount();
    expect(put.signal?.aborted).toBe(true);
    expect(result.current.queue.isDestroyed()).toBe(true);
  });
});
