import { describe, expect, it } from 'vitest';
import { createChatbotClient, StorageError } from 'chatbot-kit/core';
import { FakeXhr, FakeXhrClass, flush } from './helpers/FakeXhr';
import { envelope, PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const SECRET = 'sk-live-9f8e7d6c5b4a';
const SESSION = 'sess-live-0a1b2c3d4e';
const SIGNATURE = 'deadbeefcafef00d1234567890abcdef';

/** Every place an error's text can leak from. */
function everyText(error: unknown): string {
  const e = error as Error;
  return [e.message, e.stack ?? '', JSON.stringify(error), String(error)].join('\n');
}

describe('secrets never reach an error', () => {
  it('keeps the secret key out of a BusinessError whose Message echoes it', async () => {
    const { fetch } = scriptedFetch(envelope(null, { Success: false, Code: 401, Message: `Invalid key ${SECRET}` }));
    const client = createChatbotClient({ baseUrl: '/api', secretKey: SECRET, dangerouslyAllowBrowser: true, fetch });
    const error = await client.getPreUploadUrl({ fileName: 'a.pdf' }).catch((e: unknown) => e);
    expect(everyText(error)).toContain('[redacted]');
    expect(everyText(error)).not.toContain(SECRET);
  });

  it('keeps a session key read from a function out of a BusinessError', async () => {
    const { fetch } = scriptedFetch(envelope(null, { Success: false, Code: 403, Message: `bad session ${SESSION}` }));
    const client = createChatbotClient({ baseUrl: '/api', sessionKey: async () => SESSION, fetch });
    const error = await client.realEstateList({ serialNumber: 'b' }).catch((e: unknown) => e);
    expect(everyText(error)).not.toContain(SESSION);
  });

  it('keeps the X-Amz-Signature and credential of the presigned URL out of storage errors', async () => {
    FakeXhr.reset();
    const client = createChatbotClient({ baseUrl: '/api', XMLHttpRequest: FakeXhrClass });
    const pending = client.putFile(PRE_UPLOAD_URL, new Blob(['x'])).catch((e: unknown) => e);
    await flush();
    FakeXhr.last.respond(
      403,
      `<Error><Code>SignatureDoesNotMatch</Code><Message>Bad ${PRE_UPLOAD_URL}</Message></Error>`,
    );
    const error = await pending;
    expect(everyText(error)).toContain('SignatureDoesNotMatch');
    expect(everyText(error)).not.toContain(SIGNATURE);
    expect(everyText(error)).not.toContain('AKIAEXAMPLE');
  });

  it('keeps the signature of the URL being PUT out of a storage error that echoes it bare', async () => {
    FakeXhr.reset();
    const client = createChatbotClient({ baseUrl: '/api', XMLHttpRequest: FakeXhrClass });
    const pending = client.putFile(PRE_UPLOAD_URL, new Blob(['x'])).catch((e: unknown) => e);
    await flush();
    FakeXhr.last.respond(
      403,
      `<Error><Code>SignatureDoesNotMatch</Code><Message>Signature mismatch for X-Amz-Signature=${SIGNATURE} (${SIGNATURE})</Message></Error>`,
    );
    const error = (await pending) as StorageError;
    expect(error).toBeInstanceOf(StorageError);
    expect(error.s3Message).toBe('Signature mismatch for X-Amz-Signature=[redacted] ([redacted])');
    expect(everyText(error)).toContain('Signature mismatch');
    expect(everyText(error)).not.toContain(SIGNATURE);
    expect(JSON.stringify(error.toJSON())).not.toContain(SIGNATURE);
  });

  it('does not quote the URL in the error for a non-http(s) PreUploadUrl', async () => {
    const client = createChatbotClient({ baseUrl: '/api' });
    const error = await client.putFile(`javascript:alert('${SIGNATURE}')`, new Blob(['x'])).catch((e: unknown) => e);
    expect(everyText(error)).not.toContain(SIGNATURE);
  });
});
