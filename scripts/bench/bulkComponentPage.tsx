// The component round of the bulk bench: what users run, `<UploadDropzone>`
// with its default `<UploadList>`, fed by a drop of the same files, through
// the same servers and latency as the engine round (bulkPage.ts).
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { QueryClient } from '@tanstack/react-query';
import { ChatbotProvider, UploadDropzone, type UploadDropzoneProps } from '../../dist/index.js';
import type { BulkConfig } from './bulkPage';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops `count` files of `bytes` on a fresh `<UploadDropzone>` and waits for
 * every report. Returns the time from the drop to the last report, React's
 * commits (Profiler) and the longest main-thread task (`longtask`) in it.
 */
export async function bulkComponent(config: BulkConfig, count: number, bytes: number, props: Extract<UploadDropzoneProps, { upload?: undefined }> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let commits = 0;
  let commitMs = 0;
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    commits++;
    commitMs += actualDuration;
  };
  let uploaded = 0;
  let failed = 0;
  let lastReportAt = 0;
  const onUploaded = () => {
    uploaded++;
    lastReportAt = performance.now();
  };
  flushSync(() =>
    root.render(
      <ChatbotProvider
        baseUrl={config.apiUrl}
        secretKey={config.secretKey}
        sessionKey={config.sessionKey}
        // The fake's fixed test keys, on loopback.
        dangerouslyAllowBrowser
        queryClient={new QueryClient()}
      >
        <Profiler id="bulk" onRender={onRender}>
          <UploadDropzone {...props} onUploaded={onUploaded} onError={() => failed++} />
        </Profiler>
      </ChatbotProvider>,
    ),
  );
  const zone = container.querySelector('[data-part="dropzone"]');
  if (!zone) throw new Error('UploadDropzone rendered no [data-part="dropzone"]');
  const transfer = new DataTransfer();
  const body = new Uint8Array(bytes);
  for (let i = 0; i < count; i++) transfer.items.add(new File([body], `component-${i}.txt`, { type: 'text/plain' }));
  // The files are made in a task of their own: the long-task watch sees the drop and what follows.
  await sleep(0);
  commits = 0;
  commitMs = 0;
  const longTasks: number[] = [];
  const longTaskStarts: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push(entry.duration);
      longTaskStarts.push(entry.startTime);
    }
  });
  observer.observe({ type: 'longtask' });
  const droppedAt = performance.now();
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  while (uploaded + failed < count) await sleep(20);
  const ms = lastReportAt - droppedAt;
  // Long tasks are reported after they end: give the last one a frame to arrive.
  await sleep(100);
  observer.disconnect();
  flushSync(() => root.unmount());
  container.remove();
  return {
    ms,
    done: uploaded,
    commits,
    commitMs,
    longestTaskMs: Math.max(0, ...longTasks),
    tasksOver100Ms: longTasks.filter((t) => t > 100).length,
    // When each task over 50 ms began, from the drop, and how long it took: tells the drop's own task (at 0) from later ones.
    longTasks: longTasks.map((duration, i) => [Math.round(longTaskStarts[i]! - droppedAt), Math.round(duration)]),
  };
}
