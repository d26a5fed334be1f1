// Contract: docs/SERVICE.md §4.1 GetPreUploadUrl, §2.2 its result, §8 the URL lifetime.
// Real client → fake service (test/contract/harness.ts).
import { describe, expect, it } from 'vitest';
import { InvalidInputError, UploadUrlExpiredError } from 'chatbot-kit/core';
import { BASE_URL, createHarness, knownFile, rejectionOf } from './harness';

describe('GetPreUploadUrl', () => {
  it('§4.1: POST {base_url}/chat/User/GetPreUploadUrl with Authorization and Content-Type application/json, body { fileName }', async () => {
    const { client, service } = createHarness();
    await client.getPreUploadUrl({ fileName: 'floor plan.pdf' });
    const [request] = service.state.requests;
    expect(request).toMatchObject({ method: 'POST', url: `${BASE_URL}/chat/User/GetPreUploadUrl`, operation: 'getPreUploadUrl' });
    expect(request!.headers.authorization).toBe('[valid key]');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(service.state.uploads.get('34317')?.fileName).toBe('floor plan.pdf');
  });

  it('§4.1 rule 1: a valid request answers Success true, Code 200, empty Message', async () => {
    const { client, responses } = createHarness();
    const result = await client.getPreUploadUrl({ fileName: 'a.txt' });
    expect(responses[0]!.json).toMatchObject({ Success: true, Code: 200, Message: '' });
    expect(result.version).toBe('1.0.0');
  });

  it('§4.1: fileName is required (the client refuses before sending)', async () => {
    const { client, service } = createHarness();
    const error = await rejectionOf(client.getPreUploadUrl({ fileName: '' }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe('fileName');
    expect(service.state.requests).toHaveLength(0);
  });

  it('§4.1: fileName is the name of the file with its extension, as the file has it', async () => {
    const { client, service, sentBodies } = createHarness();
    await client.uploadFile(new File(['%PDF'], 'report.final.PDF', { type: 'application/pdf' }));
    expect(sentBodies[0]).toEqual({ fileName: 'report.final.PDF' });
    expect(service.state.uploads.get('34317')?.fileName).toBe('report.final.PDF');
  });

  it('§2.2: FileStoreId is a string, the value later sent as fileStoreID', async () => {
    const { client, service } = createHarness();
    const { fileStoreId } = await client.uploadFile(knownFile(10));
    expect(typeof fileStoreId).toBe('string');
    expect(service.state.reports).toEqual([fileStoreId]);
  });

  it('§2.2 (fake): FileStoreIds are numeric strings counting up from 34317, as in the sample', async () => {
    const { client } = createHarness();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await client.getPreUploadUrl({ fileName: `f${i}.txt` })).fileStoreId);
    expect(ids).toEqual(['34317', '34318', '34319']);
  });

  it('§2.2: PreUploadUrl is an absolute URL whose query string carries the signing parameters', async () => {
    const { client } = createHarness();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    const url = new URL(preUploadUrl);
    expect(url.protocol).toBe('https:');
    for (const name of ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature']) {
      expect(url.searchParams.get(name), name).toBeTruthy();
    }
  });

  it('§4.1 rule 2: the PreUploadUrl is accepted until 5 minutes after issue', async () => {
    const { client, advance } = createHarness();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    advance(5 * 60_000);
    await expect(client.putFile(preUploadUrl, knownFile(10))).resolves.toMatchObject({ status: 200 });
  });

  it('§4.1 rule 2: the PreUploadUrl expires 5 minutes after issue (a later PUT fails with UploadUrlExpiredError, 403)', async () => {
    const { client, advance } = createHarness();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    advance(5 * 60_000 + 1);
    const error = await rejectionOf(client.putFile(preUploadUrl, knownFile(10)));
    expect(error).toBeInstanceOf(UploadUrlExpiredError);
    expect(error).toMatchObject({ status: 403, s3Code: 'AccessDenied', s3Message: 'Request has expired' });
  });

  it('§8: the 5-minute lifetime holds although the URL advertises X-Amz-Expires=600, like the sample', async () => {
    const { client, advance } = createHarness({ advertisedExpiresSeconds: 600 });
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    expect(new URL(preUploadUrl).searchParams.get('X-Amz-Expires')).toBe('600');
    expect(new URL(preUploadUrl).searchParams.get('X-Amz-Date')).toBe('20261122T070000Z');
    advance(5 * 60_000 + 1);
    expect(await rejectionOf(client.putFile(preUploadUrl, knownFile(10)))).toBeInstanceOf(UploadUrlExpiredError);
  });
});
