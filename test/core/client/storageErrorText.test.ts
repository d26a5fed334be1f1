// The text of storage's XML error as the error shows it: entities decoded,
// numeric character references included (S3-compatible stores write ' as &#39;
// or &#x27;).
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageError, createChatbotClient } from 'chatbot-kit/core';
import { FakeXhr, FakeXhrClass, flush } from './helpers/FakeXhr';
import { PRE_UPLOAD_URL } from './helpers/scriptedFetch';

/** The error of a PUT that storage answered `status` with `<Message>message</Message>`. */
async function storageErrorWith(message: string, status = 400): Promise<StorageError> {
  const client = createChatbotClient({ baseUrl: '/api', XMLHttpRequest: FakeXhrClass });
  const pending = client.putFile(PRE_UPLOAD_URL, new Blob(['x'])).catch((e: unknown) => e);
  await flush();
  FakeXhr.last.respond(status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>EntityTooLarge</Code><Message>${message}</Message></Error>`);
  const error = await pending;
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

beforeEach(() => FakeXhr.reset());

describe("a storage error's message", () => {
  it('decodes numeric character references, decimal and hex', async () => {
    const error = await storageErrorWith('Your proposed upload exceeds the maximum allowed size &#x2014; it&#x27;s &#39;too big&#39;');
    expect(error.s3Message).toBe("Your proposed upload exceeds the maximum allowed size \u2014 it's 'too big'");
    expect(error.message).toContain("it's 'too big'");
    expect(error.message).not.toContain('&#');
  });

  it('decodes the named entities, &amp; last, and gives U+FFFD for a reference that names no character', async () => {
    const error = await storageErrorWith('a &lt;b&gt; &quot;c&quot; &apos;d&apos; &amp;#39; &#0; &#xD800; &#x110000; &#X1F600;');
    expect(error.s3Message).toBe('a <b> "c" \'d\' &#39; \uFFFD \uFFFD \uFFFD \u{1F600}');
  });

  it('is decoded before it is redacted: a reference cannot hide a signing parameter', async () => {
    const error = await storageErrorWith('mismatch for X-Amz-Signature&#61;f00dfeed5ec7e7', 403);
    expect(error.s3Message).toBe('mismatch for X-Amz-Signature=[redacted]');
    expect(JSON.stringify(error.toJSON()) + error.stack).not.toContain('f00dfeed5ec7e7');
  });
});
