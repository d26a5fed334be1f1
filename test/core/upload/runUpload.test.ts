import { describe, expect, it, vi } from 'vitest';
import { NetworkError, UploadUrlExpiredError } from 'chatbot-kit/core';
import type { UploadAction } from '../../../src/core/upload/itemReducer';
import { runUpload } from '../../../src/core/upload/runUpload';
import { createScriptedClient, fileOf } from './helpers/scriptedClient';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runUpload (the three steps, in one place)', () => {
  it('bare, as client.uploadFile uses it: request, PUT, report, then the result; no retry', async () => {
    const script = createScriptedClient();
    const onStatusChange = vi.fn();
    const result = runUpload(script.client, fileOf('a.txt', 3), { onStatusChange });
    await tick();
    const grant = script.pending('request').grant();
    await tick();
    script.pending('put').ok();
    await tick();
    script.pending('report').ok();
    await expect(result).resolves.toEqual({ fileStoreId: grant.fileStoreId, fileName: 'a.txt', size: 3 });
    expect(onStatusChange.mock.calls.map((c) => c[0])).toEqual(['requesting', 'uploading', 'reporting', 'done']);

    const failing = runUpload(script.client, fileOf('b.txt', 3));
    await tick();
    script.pending('request').grant();
    await tick();
    script.pending('put').reject(new NetworkError('PUT to storage'));
    await expect(failing).rejects.toBeInstanceOf(NetworkError);
    expect(script.reports()).toHaveLength(1);
  });

  it('with hooks: dispatches every step, retries as told, and refreshes the URL with its id', async () => {
    const script = createScriptedClient();
    const actions: UploadAction['type'][] = [];
    const recover = vi.fn(async (_step: string, error: unknown) => (error instanceof UploadUrlExpiredError ? ('refresh' as const) : ('retry' as const)));
    const result = runUpload(script.client, fileOf('a.txt', 3), { dispatch: (a) => actions.push(a.type), recover });
    await tick();
    script.pending('request').grant();
    await tick();
    script.pending('put').reject(new UploadUrlExpiredError(403));
    await tick();
    const fresh = script.pending('request').grant();
    await tick();
    script.pending('put').reject(new NetworkError('PUT to storage'));
    await tick();
    expect(script.pending('put').url).toBe(fresh.preUploadUrl);
    script.pending('put').ok();
    await tick();
    script.pending('report').ok();
    await expect(result).resolves.toMatchObject({ fileStoreId: fresh.fileStoreId });
    expect(recover.mock.calls.map((c) => c[0])).toEqual(['put', 'put']);
    expect(actions).toEqual(['step', 'granted', 'step', 'put-failed', 'step', 'granted', 'step', 'put-failed', 'step', 'stored', 'step']);
  });

  it('resumes a stored file at its report, and never PUTs to a URL past its deadline', async () => {
    const script = createScriptedClient();
    const resumed = runUpload(script.client, fileOf('a.txt', 3), { storedId: '9' });
    await tick();
    expect(script.calls.map((c) => c.op)).toEqual(['report']);
    script.pending('report').ok();
    await expect(resumed).resolves.toMatchObject({ fileStoreId: '9' });

    const expired = runUpload(script.client, fileOf('b.txt', 3), { urlAge: () => () => true });
    await tick();
    script.pending('request').grant();
    // Judged in the page: the error says no request was sent, with its own code.
    await expect(expired).rejects.toMatchObject({ code: 'UPLOAD_URL_TOO_OLD' });
    expect(script.puts()).toHaveLength(0);
  });
});
