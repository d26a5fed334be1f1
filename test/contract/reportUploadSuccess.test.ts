// Contract: docs/SERVICE.md §4.3 ReportUploadSuccess, and the client's rules for it.
// Real client → fake service.
import { describe, expect, it } from 'vitest';
import { BusinessError, InvalidInputError } from 'chatbot-kit/core';
import { FAKE_CODES } from 'chatbot-kit/testing';
import { BASE_URL, createHarness, knownFile, rejectionOf } from './harness';

async function uploaded() {
  const harness = createHarness();
  const pre = await harness.client.getPreUploadUrl({ fileName: 'a.txt' });
  await harness.client.putFile(pre.preUploadUrl, knownFile(10));
  return { ...harness, ...pre };
}

describe('ReportUploadSuccess', () => {
  it('§4.3: POST {base_url}/chat/User/ReportUploadSuccess with Authorization, Content-Type application/json and { fileStoreID }', async () => {
    const { client, service, fileStoreId } = await uploaded();
    await client.reportUploadSuccess({ fileStoreId });
    const request = service.state.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: `${BASE_URL}/chat/User/ReportUploadSuccess`, operation: 'reportUploadSuccess' });
    expect(request.headers.authorization).toBe('[valid key]');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(service.state.reports).toEqual([fileStoreId]);
  });

  it('§4.3: Data is a boolean, true on success', async () => {
    const { client, responses, fileStoreId } = await uploaded();
    await expect(client.reportUploadSuccess({ fileStoreId })).resolves.toBe(true);
    expect(responses.at(-1)!.json).toMatchObject({ Data: true, Success: true, Code: 200, Message: '' });
  });

  it('§4.3: fileStoreID is required (the client refuses before sending)', async () => {
    const { client, service } = createHarness();
    const error = await rejectionOf(client.reportUploadSuccess({ fileStoreId: '' }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(service.state.requests).toHaveLength(0);
  });

  it('§4.3 (fake): Data false is a refusal, a BusinessError', async () => {
    const { client, service, fileStoreId } = await uploaded();
    service.faults.failNext('reportUploadSuccess', { type: 'reportFalse' });
    const error = await rejectionOf(client.reportUploadSuccess({ fileStoreId }));
    expect(error).toBeInstanceOf(BusinessError);
    expect(service.state.reports).toEqual([]);
  });

  it('§3 (fake): a report succeeds only for an id whose bytes arrived (Code 409 before the PUT)', async () => {
    const { client, service } = createHarness();
    const { fileStoreId } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    const error = await rejectionOf(client.reportUploadSuccess({ fileStoreId }));
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ businessCode: FAKE_CODES.UPLOAD_INCOMPLETE, serviceMessage: 'No file content has been uploaded for this fileStoreID yet' });
    expect(service.state.reports).toEqual([]);
  });

  it('§4.3 (fake): an id that was never issued is refused with Code 404', async () => {
    const { client } = createHarness();
    const error = await rejectionOf(client.reportUploadSuccess({ fileStoreId: '1' }));
    expect(error).toMatchObject({ businessCode: FAKE_CODES.UNKNOWN_FILE });
  });

  it('§4.3 (fake): a report is idempotent, a repeated one succeeds again', async () => {
    const { client, service, fileStoreId } = await uploaded();
    await client.reportUploadSuccess({ fileStoreId });
    await expect(client.reportUploadSuccess({ fileStoreId })).resolves.toBe(true);
    expect(service.state.reports).toEqual([fileStoreId, fileStoreId]);
  });
});
