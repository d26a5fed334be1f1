import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type FileRejection, type UploadQueueEvent } from 'chatbot-kit/core';
import { defaultUploadLabels, UploadLiveRegion, type UploadLabels } from 'chatbot-kit';

type UploadAnnouncementValues = Parameters<UploadLabels['announcement']>[0];
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';
import { setupFake } from '../support/fake';

const a = (status: Parameters<typeof makeUploadItem>[0]) => makeUploadItem(status, { name: 'a.png' });
const b = (status: Parameters<typeof makeUploadItem>[0]) => makeUploadItem(status, { name: 'b.pdf' });
const rejection = (name: string): FileRejection => ({
  file: new File([], name),
  errors: [{ code: 'file-invalid-type', message: 'File type must be image/*' }],
});

/** An event source the test drives by hand, counting its subscriptions. */
function emitter() {
  const listeners = new Set<(event: UploadQueueEvent) => void>();
  let subscriptions = 0;
  return {
    subscribeEvents(listener: (event: UploadQueueEvent) => void) {
      subscriptions++;
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Emits the events in one task, as one `add()` call does, and lets the task end. */
    async emit(...events: UploadQueueEvent[]) {
      await act(async () => {
        for (const event of events) for (const listener of [...listeners]) listener(event);
      });
    },
    listening: () => listeners.size,
    subscriptions: () => subscriptions,
  };
}

/** An `announcement` label that records what it was asked to say. */
function recorder() {
  const calls: UploadAnnouncementValues[] = [];
  const announcement = (values: UploadAnnouncementValues) => {
    calls.push(values);
    return defaultUploadLabels.announcement(values);
  };
  const all = (key: keyof UploadAnnouncementValues) => calls.flatMap((c) => c[key]);
  return { announcement, calls, all };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UploadLiveRegion', () => {
  it('is a polite status region that starts silent', () => {
    render(<UploadLiveRegion upload={emitter()} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('takes children and a className, functions of the message, inside the region that keeps its role', async () => {
    const source = emitter();
    render(
      <UploadLiveRegion upload={source} className={({ message }) => (message ? 'toast' : undefined)}>
        {({ message }) => <strong>{message || 'Nothing yet'}</strong>}
      </UploadLiveRegion>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Nothing yet');
    expect(region).not.toHaveClass('toast');
    await source.emit({ type: 'added', items: [a('queued')] });
    expect(region.querySelector('strong')).toHaveTextContent('a.png added.');
    expect(region).toHaveClass('ck-visually-hidden', 'toast');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('announces each engine event once: added, refused, uploaded, failed, however often it re-renders', async () => {
    vi.useFakeTimers();
    const source = emitter();
    const said = recorder();
    const { rerender } = render(<UploadLiveRegion upload={source} labels={{ announcement: said.announcement }} />);
    const region = screen.getByRole('status');
    await source.emit({ type: 'added', items: [a('queued')] }, { type: 'rejected', rejections: [rejection('virus.exe')] });
    expect(region).toHaveTextContent('a.png added. virus.exe not added.');
    act(() => void vi.advanceTimersByTime(1000));
    await source.emit({ type: 'uploaded', item: a('done'), fileStoreId: '34317' }, { type: 'settled', item: a('done') });
    expect(region).toHaveTextContent('a.png uploaded.');
    act(() => void vi.advanceTimersByTime(1000));
    await source.emit({ type: 'added', items: [b('queued')] });
    act(() => void vi.advanceTimersByTime(1000));
    await source.emit({ type: 'failed', item: b('error'), error: b('error').error! });
    expect(region).toHaveTextContent('b.pdf failed.');
    // Progress frames re-render the region with new props; nothing is said again.
    for (let i = 0; i < 20; i++) rerender(<UploadLiveRegion upload={source} labels={{ announcement: said.announcement }} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(said.all('added')).toEqual(['a.png', 'b.pdf']);
    expect(said.all('rejected')).toEqual(['virus.exe']);
    expect(said.all('uploaded')).toEqual(['a.png']);
    expect(said.all('failed')).toEqual(['b.pdf']);
    // One subscription for the region's life, although every render passed a new listener.
    expect(source.subscriptions()).toBe(1);
  });

  it('throttles: events within a second are merged into one later announcement', async () => {
    vi.useFakeTimers();
    const source = emitter();
    render(<UploadLiveRegion upload={source} />);
    const region = screen.getByRole('status');
    await source.emit({ type: 'added', items: [a('queued')] });
    expect(region).toHaveTextContent('a.png added.');
    await source.emit({ type: 'added', items: [b('queued')] });
    await source.emit({ type: 'uploaded', item: a('done'), fileStoreId: '1' }, { type: 'failed', item: b('error'), error: b('error').error! });
    expect(region).toHaveTextContent('a.png added.');
    act(() => void vi.advanceTimersByTime(999));
    expect(region).toHaveTextContent('a.png added.');
    act(() => void vi.advanceTimersByTime(1));
    expect(region).toHaveTextContent('b.pdf added. a.png uploaded. b.pdf failed.');
  });

  it('never announces steps, retries, URL refreshes, waits, cancels or settling', async () => {
    vi.useFakeTimers();
    const source = emitter();
    render(<UploadLiveRegion upload={source} />);
    const error = a('error').error!;
    await source.emit(
      { type: 'step', item: a('requesting'), step: 'request' },
      { type: 'retrying', item: a('requesting'), step: 'request', error, delayMs: 1000 },
      { type: 'url-refreshed', item: a('requesting'), error },
      { type: 'waiting-for-network', item: a('requesting') },
      { type: 'restarted', item: a('requesting') },
      { type: 'canceled', item: a('canceled') },
      { type: 'settled', item: a('canceled') },
    );
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('under StrictMode listens once and says each outcome once; unsubscribes on unmount', async () => {
    const source = emitter();
    const said = recorder();
    const { unmount } = render(
      <StrictMode>
        <UploadLiveRegion upload={source} labels={{ announcement: said.announcement }} throttleMs={0} />
      </StrictMode>,
    );
    expect(source.listening()).toBe(1);
    await source.emit({ type: 'added', items: [a('queued')] });
    await source.emit({ type: 'uploaded', item: a('done'), fileStoreId: '1' });
    expect(said.all('added')).toEqual(['a.png']);
    expect(said.all('uploaded')).toEqual(['a.png']);
    unmount();
    expect(source.listening()).toBe(0);
  });

  it("announces a real queue's outcomes once each (fake service, one business error)", async () => {
    const { service, client } = setupFake();
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 4001, message: 'Quota exceeded' });
    const queue = createUploadQueue(client, { accept: '.png', concurrency: 1 });
    const said = recorder();
    render(<UploadLiveRegion upload={queue} labels={{ announcement: said.announcement }} throttleMs={0} />);
    act(() => {
      queue.add([new File(['1'], 'first.png'), new File(['2'], 'second.png'), new File(['3'], 'notes.txt')]);
    });
    await act(() => queue.whenIdle());
    expect(said.all('added')).toEqual(['first.png', 'second.png']);
    expect(said.all('rejected')).toEqual(['notes.txt']);
    expect(said.all('failed')).toEqual(['first.png']);
    expect(said.all('uploaded')).toEqual(['second.png']);
    queue.destroy();
  });
});

describe('defaultUploadLabels.announcement', () => {
  it('counts instead of naming when many files are involved', () => {
    expect(
      defaultUploadLabels.announcement({
        added: ['1', '2', '3', '4', '5'],
        rejected: [],
        uploaded: ['1', '2', '3', '4'],
        failed: ['x', 'y'],
      }),
    ).toBe('5 files added. 4 files uploaded. x, y failed.');
  });
});
