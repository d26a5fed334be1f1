import { describe, expect, it } from 'vitest';
import { BusinessError, createChatbotClient, StorageError } from 'chatbot-kit/core';
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

/** What `putFile` to the presigned URL rejects with when storage answers 403 with `xml`. */
async function storageErrorFor(xml: string): Promise<unknown> {
  FakeXhr.reset();
  const client = createChatbotClient({ baseUrl: '/api', XMLHttpRequest: FakeXhrClass });
  const pending = client.putFile(PRE_UPLOAD_URL, new Blob(['x'])).catch((e: unknown) => e);
  await flush();
  FakeXhr.last.respond(403, xml);
  return pending;
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

  const KEY = 'Sk/Sess+Key=Secret_0123456789';
  const hex = (text: string) => Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');
  it.each([
    ['URL-encoded', encodeURIComponent(KEY)],
    ['lower-cased', KEY.toLowerCase()],
    ['upper-cased', KEY.toUpperCase()],
    ['in hex', hex(KEY)],
    ['in base64', btoa(KEY)],
  ])('keeps a session key the service echoes %s out of a BusinessError', async (_form, echo) => {
    const { fetch } = scriptedFetch(envelope(null, { Success: false, Code: 402, Message: `Invalid key ${echo}` }));
    const client = createChatbotClient({ baseUrl: '/api', sessionKey: KEY, fetch });
    const error = (await client.realEstateList({ serialNumber: 'b' }).catch((e: unknown) => e)) as BusinessError;
    expect(error).toBeInstanceOf(BusinessError);
    // base64 is matched by whole 3-byte groups: a tail of the last one or two bytes may stay.
    expect(error.serviceMessage).toMatch(/^Invalid key \[redacted\]/);
    expect(error.message).toContain('Invalid key [redacted]');
    expect(everyText(error)).not.toContain(echo);
    expect(JSON.stringify(error.toJSON())).not.toContain(echo);
  });

  it('keeps the X-Amz-Signature and credential of the presigned URL out of storage errors', async () => {
    const error = await storageErrorFor(`<Error><Code>SignatureDoesNotMatch</Code><Message>Bad ${PRE_UPLOAD_URL}</Message></Error>`);
    expect(everyText(error)).toContain('SignatureDoesNotMatch');
    expect(everyText(error)).not.toContain(SIGNATURE);
    expect(everyText(error)).not.toContain('AKIAEXAMPLE');
  });

  it('keeps the signature of the URL being PUT out of a storage error that echoes it bare', async () => {
    const error = (await storageErrorFor(
      `<Error><Code>SignatureDoesNotMatch</Code><Message>Signature mismatch for X-Amz-Signature=${SIGNATURE} (${SIGNATURE})</Message></Error>`,
    )) as StorageError;
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
