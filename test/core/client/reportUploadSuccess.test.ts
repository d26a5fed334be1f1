import { describe, expect, it } from 'vitest';
import { BusinessError, createChatbotClient } from 'chatbot-kit/core';
import { envelope, jsonBody, scriptedFetch } from './helpers/scriptedFetch';

const clientWith = (...steps: Parameters<typeof scriptedFetch>) => {
  const script = scriptedFetch(...steps);
  const client = createChatbotClient({ baseUrl: '/api/chatbot', fetch: script.fetch });
  return { client, calls: script.calls };
};

describe('reportUploadSuccess (docs/SERVICE.md §4.3)', () => {
  it('posts the id as fileStoreID and resolves true when Data is true', async () => {
    const { client, calls } = clientWith(envelope(true));
    await expect(client.reportUploadSuccess({ fileStoreId: '34317' })).resolves.toBe(true);
    expect(jsonBody(calls[0])).toEqual({ fileStoreID: '34317' });
  });

  it('rejects Data: false with a BusinessError, although Success and Code say yes', async () => {
    const { client } = clientWith(envelope(false));
    const error = await client.reportUploadSuccess({ fileStoreId: '34317' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({
      businessCode: 200,
      serviceMessage: 'ReportUploadSuccess answered Data: false',
      operation: 'ReportUploadSuccess',
    });
  });

  it('rejects Data that is not a boolean with a ResponseShapeError on Data', async () => {
    const { client } = clientWith(envelope('yes'));
    await expect(client.reportUploadSuccess({ fileStoreId: '1' })).rejects.toMatchObject({
      code: 'RESPONSE_SHAPE',
      field: 'Data',
    });
  });

  it('refuses a missing fileStoreId before any network call, naming it as the caller spelt it', async () => {
    const { client, calls } = clientWith();
    await expect(client.reportUploadSuccess({} as { fileStoreId: string })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      field: 'fileStoreId',
    });
    expect(calls).toHaveLength(0);
  });
});
