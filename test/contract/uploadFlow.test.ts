// Contract: docs/SERVICE.md §1 and §3, the three-step upload as one flow (client.uploadFile).
// Real client → fake service.
import { describe, expect, it } from 'vitest';
import { BusinessError, NetworkError } from 'chatbot-kit/core';
import { createHarness, knownFile, rejectionOf } from './harness';

describe('uploadFile', () => {
  it('§1: a file uploads in three steps: pre-signed address, PUT of the content, completion report', async () => {
    const { client, service } = createHarness();
    const file = knownFile(4096, 'contract.pdf');
    const result = await client.uploadFile(file);
    expect(result).toEqual({ fileStoreId: '34317', fileName: 'contract.pdf', size: 4096 });
    expect(service.state.objects.get('34317')!.bytes).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(service.state.reports).toEqual(['34317']);
  });

  it('§3: the three operations are called in order GetPreUploadUrl, PUT, ReportUploadSuccess', async () => {
    const { client, service } = createHarness();
    const steps: string[] = [];
    await client.uploadFile(knownFile(10), { onStatusChange: (step) => steps.push(step) });
    expect(service.state.requests.map((r) => r.operation)).toEqual(['getPreUploadUrl', 'putFile', 'reportUploadSuccess']);
    expect(steps).toEqual(['requesting', 'uploading', 'reporting', 'done']);
  });

  it('§3: a failed step stops the flow, so no later step is sent', async () => {
    const { client, service } = createHarness();
    service.faults.failNext('putFile', { type: 'dropConnection' });
    expect(await rejectionOf(client.uploadFile(knownFile(10)))).toBeInstanceOf(NetworkError);
    expect(service.state.requests.map((r) => r.operation)).toEqual(['getPreUploadUrl', 'putFile']);

    service.reset();
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 4290, message: 'Too many uploads' });
    expect(await rejectionOf(client.uploadFile(knownFile(10)))).toBeInstanceOf(BusinessError);
    expect(service.state.requests.map((r) => r.operation)).toEqual(['getPreUploadUrl']);
  });
});
