// Contract: docs/SERVICE.md §5 authentication. Business Codes are the fake's (§7: "not shown"; see FAKE_CODES).
// Real client → fake service.
import { describe, expect, it } from 'vitest';
import { BusinessError } from 'chatbot-kit/core';
import { FAKE_CODES } from 'chatbot-kit/testing';
import { createHarness, knownFile, rejectionOf } from './harness';

describe('authentication', () => {
  it('§5: GetPreUploadUrl and ReportUploadSuccess send the secret key in Authorization', async () => {
    const { client, service } = createHarness();
    await client.uploadFile(knownFile(10));
    const json = service.state.requests.filter((r) => r.operation !== 'putFile');
    expect(json.map((r) => [r.operation, r.headers.authorization])).toEqual([
      ['getPreUploadUrl', '[valid key]'],
      ['reportUploadSuccess', '[valid key]'],
    ]);
    expect(json.every((r) => !('chatrobot-sessionkey' in r.headers))).toBe(true);
  });

  it('§5: RealEstateList sends the session key in chatrobot-sessionkey, and no Authorization', async () => {
    const { client, service } = createHarness();
    await client.realEstateList({ serialNumber: service.serialNumber });
    const [request] = service.state.requests;
    expect(request!.headers['chatrobot-sessionkey']).toBe('[valid key]');
    expect(request!.headers).not.toHaveProperty('authorization');
  });

  it('§5: the PUT needs no service header: the presigned URL carries its own signature', async () => {
    const { client, service } = createHarness();
    await client.uploadFile(knownFile(10));
    const put = service.state.requests.find((r) => r.operation === 'putFile')!;
    expect(Object.keys(put.headers).filter((h) => h === 'authorization' || h === 'chatrobot-sessionkey')).toEqual([]);
    expect(put.url).toContain('X-Amz-Signature=');
  });

  it('§5 (fake): a wrong secret key is a business error, Code 401, with a clear Message that never holds the key', async () => {
    const { client } = createHarness({}, { secretKey: 'sk-wrong-key-123' });
    const error = await rejectionOf(client.getPreUploadUrl({ fileName: 'a.txt' }));
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ businessCode: FAKE_CODES.INVALID_SECRET_KEY, serviceMessage: 'Invalid Authorization secret key' });
    expect(JSON.stringify((error as BusinessError).toJSON())).not.toContain('sk-wrong-key-123');
  });

  it('§5 (fake): a missing secret key is a business error, Code 401', async () => {
    const { client } = createHarness({}, { secretKey: undefined });
    expect(await rejectionOf(client.getPreUploadUrl({ fileName: 'a.txt' }))).toMatchObject({
      businessCode: FAKE_CODES.INVALID_SECRET_KEY,
      serviceMessage: 'Missing Authorization secret key',
    });
  });

  it('§5 (fake): a wrong session key is a business error, Code 402', async () => {
    const { client, service } = createHarness({}, { sessionKey: 'ss-wrong-key-456' });
    const error = await rejectionOf(client.realEstateList({ serialNumber: service.serialNumber }));
    expect(error).toMatchObject({ businessCode: FAKE_CODES.INVALID_SESSION_KEY, serviceMessage: 'Invalid chatrobot-sessionkey' });
    expect((error as Error).message).not.toContain('ss-wrong-key-456');
  });

  it('§5 (fake): the secret key does not open RealEstateList, nor the session key the uploads', async () => {
    const { service } = createHarness();
    const swapped = createHarness({}, { secretKey: service.sessionKey, sessionKey: service.secretKey });
    expect(await rejectionOf(swapped.client.getPreUploadUrl({ fileName: 'a.txt' }))).toMatchObject({ businessCode: 401 });
    expect(await rejectionOf(swapped.client.realEstateList({ serialNumber: service.serialNumber }))).toMatchObject({ businessCode: 402 });
  });

  it('§5: keys given as functions are read per request, so a rotated key takes effect at once', async () => {
    let key = 'stale-key';
    const { client, service } = createHarness({}, { secretKey: () => key });
    expect(await rejectionOf(client.getPreUploadUrl({ fileName: 'a.txt' }))).toMatchObject({ businessCode: 401 });
    key = service.secretKey;
    await expect(client.getPreUploadUrl({ fileName: 'a.txt' })).resolves.toMatchObject({ fileStoreId: '34317' });
  });
});
