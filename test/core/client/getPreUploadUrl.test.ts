import { describe, expect, it } from 'vitest';
import { BusinessError, InvalidInputError, ResponseShapeError, TransportError, createChatbotClient } from 'chatbot-kit/core';
import { envelope, jsonBody, preUploadData, PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const clientWith = (...steps: Parameters<typeof scriptedFetch>) => {
  const script = scriptedFetch(...steps);
  const client = createChatbotClient({
    baseUrl: 'https://api.example.com',
    secretKey: 'sk-test-secret',
    dangerouslyAllowBrowser: true,
    fetch: script.fetch,
  });
  return { client, calls: script.calls };
};

describe('getPreUploadUrl (docs/SERVICE.md §4.1)', () => {
  it('posts { fileName } and returns the FileStoreId, the PreUploadUrl and the Version', async () => {
    const { client, calls } = clientWith(envelope(preUploadData()));
    await expect(client.getPreUploadUrl({ fileName: 'report.pdf' })).resolves.toEqual({
      fileStoreId: '34317',
      preUploadUrl: PRE_UPLOAD_URL,
      version: '1.0.0',
    });
    expect(jsonBody(calls[0])).toEqual({ fileName: 'report.pdf' });
  });

  it('accepts unknown envelope fields and another Version, and exposes that Version', async () => {
    const { client } = clientWith(envelope(preUploadData({ Extra: 1 }), { Version: '2.0.0', TraceId: 'abc', Meta: {} }));
    await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ version: '2.0.0' });
  });

  it('refuses an empty fileName before any network call', async () => {
    const { client, calls } = clientWith();
    const error = await client.getPreUploadUrl({ fileName: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field: 'fileName' });
    expect(calls).toHaveLength(0);
  });

  describe('bad answers', () => {
    it('turns an HTML 502 page into a TransportError that does not quote the page', async () => {
      const page = '<html><body><h1>502 Bad Gateway</h1>nginx internals here</body></html>';
      const { client } = clientWith(new Response(page, { status: 502, headers: { 'Content-Type': 'text/html' } }));
      const error = await client.getPreUploadUrl({ fileName: 'a.pdf' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ code: 'TRANSPORT', status: 502, operation: 'GetPreUploadUrl' });
      expect((error as Error).message).not.toContain('nginx');
      expect((error as Error).message).not.toContain('<html>');
    });

    it('turns Success: true with Code 500 into a BusinessError, even on HTTP 200', async () => {
      const { client } = clientWith(envelope(preUploadData(), { Code: 500, Message: 'Server busy' }));
      const error = await client.getPreUploadUrl({ fileName: 'a.pdf' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BusinessError);
      expect(error).toMatchObject({ code: 'BUSINESS', businessCode: 500, serviceMessage: 'Server busy', version: '1.0.0' });
    });

    it('turns Success: false into a BusinessError carrying Code, Message and Version', async () => {
      const { client } = clientWith(envelope(null, { Success: false, Code: 401, Message: 'Invalid key', Version: '1.0.1' }));
      await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).rejects.toMatchObject({
        businessCode: 401,
        serviceMessage: 'Invalid key',
        version: '1.0.1',
        operation: 'GetPreUploadUrl',
      });
    });

    it.each([
      ['Data: null', null, 'Data', 'is null'],
      ['Data: a list', [], 'Data', 'should be of type object'],
      ['a missing FileStoreId', { PreUploadUrl: PRE_UPLOAD_URL }, 'Data.FileStoreId', 'is missing'],
      ['a numeric FileStoreId', { FileStoreId: 34317, PreUploadUrl: PRE_UPLOAD_URL }, 'Data.FileStoreId', 'should be of type string'],
      ['an empty FileStoreId', { FileStoreId: '', PreUploadUrl: PRE_UPLOAD_URL }, 'Data.FileStoreId', 'is empty'],
      ['a javascript: PreUploadUrl', { FileStoreId: '1', PreUploadUrl: 'javascript:alert(1)' }, 'Data.PreUploadUrl', 'is not an http(s) URL'],
      ['an ftp PreUploadUrl', { FileStoreId: '1', PreUploadUrl: 'ftp://bucket/a.pdf' }, 'Data.PreUploadUrl', 'is not an http(s) URL'],
      ['a relative PreUploadUrl', { FileStoreId: '1', PreUploadUrl: '/upload/a.pdf' }, 'Data.PreUploadUrl', 'is not an http(s) URL'],
    ])('turns %s into a ResponseShapeError naming %s', async (_, data, field, problem) => {
      const { client } = clientWith(envelope(data));
      const error = await client.getPreUploadUrl({ fileName: 'a.pdf' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect(error).toMatchObject({ code: 'RESPONSE_SHAPE', field, operation: 'GetPreUploadUrl' });
      expect((error as Error).message).toBe(`GetPreUploadUrl returned an unexpected response: ${field} ${problem}`);
    });

    it('turns a body that is not JSON into a ResponseShapeError on (body)', async () => {
      const { client } = clientWith(new Response('OK', { status: 200 }));
      await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).rejects.toMatchObject({
        code: 'RESPONSE_SHAPE',
        field: '(body)',
      });
    });

    it.each([
      ['Success is a string', { Data: {}, Version: '1.0.0', Success: 'true', Code: 200, Message: '' }, 'Success', 'should be of type boolean'],
      ['Code is text', { Data: {}, Version: '1.0.0', Success: true, Code: '200', Message: '' }, 'Code', 'should be of type number'],
      ['Code is missing', { Data: {}, Version: '1.0.0', Success: true, Message: '' }, 'Code', 'is missing'],
      ['Message is null', { Data: {}, Version: '1.0.0', Success: true, Code: 200, Message: null }, 'Message', 'is null'],
      ['Version is missing', { Data: {}, Success: true, Code: 200, Message: '' }, 'Version', 'is missing'],
      ['the body is an array', [], '(body)', 'should be of type object'],
      ['the body is null', null, '(body)', 'is null'],
    ])('turns an envelope where %s into a ResponseShapeError naming %s', async (_, body, field, problem) => {
      const { client } = clientWith(Response.json(body));
      await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).rejects.toMatchObject({
        code: 'RESPONSE_SHAPE',
        field,
        message: `GetPreUploadUrl returned an unexpected response: ${field} ${problem}`,
      });
    });
  });
});
