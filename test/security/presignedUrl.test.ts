// The client checks a PreUploadUrl as a URL into storage before it PUTs the
// user's file there (jsdom: a page with an origin of its own).
import { describe, expect, it } from 'vitest';
import { ChatbotError, UploadUrlRefusedError, createChatbotClient, type ChatbotClientOptions } from 'chatbot-kit/core';
import { envelope, scriptedFetch } from '../core/client/helpers/scriptedFetch';

const SIGNATURE = 'X-Amz-Signature=f00dfeed5ec7e7';

function clientAnswering(preUploadUrl: string, options: Partial<ChatbotClientOptions> = {}) {
  const script = scriptedFetch(envelope({ FileStoreId: '34317', PreUploadUrl: preUploadUrl }), envelope(true));
  const client = createChatbotClient({
    baseUrl: 'https://api.example.com',
    secretKey: 'sk-presign-test',
    dangerouslyAllowBrowser: true,
    fetch: script.fetch,
    XMLHttpRequest: null,
    ...options,
  });
  return { client, calls: script.calls };
}

async function refusal(preUploadUrl: string, options: Partial<ChatbotClientOptions> = {}) {
  const { client, calls } = clientAnswering(preUploadUrl, options);
  const error = await client.uploadFile(new Blob(['secret file']), { fileName: 'a.pdf' }).catch((e: unknown) => e);
  // Only GetPreUploadUrl went out: no PUT to the URL, no report.
  expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/chat/User/GetPreUploadUrl']);
  return error as ChatbotError & { rule?: string };
}

describe('a PreUploadUrl is refused when it does not point into storage', () => {
  it.each([
    ['user credentials', `https://user:pw@s3.example/k?${SIGNATURE}`, 'credentials'],
    ['the page\'s own origin', `${location.origin}/api/account/delete?${SIGNATURE}`, 'page-origin'],
    ['localhost (another port)', `http://localhost:3999/api/account/delete?${SIGNATURE}`, 'private-address'],
    ['the cloud metadata address', `http://169.254.169.254/latest/meta-data?${SIGNATURE}`, 'private-address'],
    ['127.0.0.1 written as a number', `http://2130706433/k?${SIGNATURE}`, 'private-address'],
    ['IPv6 loopback', `http://[::1]:9000/k?${SIGNATURE}`, 'private-address'],
    ['IPv4-mapped loopback', `http://[::ffff:127.0.0.1]/k?${SIGNATURE}`, 'private-address'],
    ['IPv6 link-local', `http://[fe80::1]/k?${SIGNATURE}`, 'private-address'],
    ['localhost with a trailing dot', `http://localhost./api/account/delete?${SIGNATURE}`, 'private-address'],
    ["the page's own host with a trailing dot", `${location.protocol}//${location.hostname}.${location.port ? `:${location.port}` : ''}/api/account/delete?${SIGNATURE}`, 'page-origin'],
    ['the IPv6 cloud metadata address', `http://[fd00:ec2::254]/latest/meta-data?${SIGNATURE}`, 'private-address'],
    ['an IPv6 unique-local address', `http://[fc12:3456::1]:9000/k?${SIGNATURE}`, 'private-address'],
  ])('%s: a typed error that names the rule, without the signature', async (_name, url, rule) => {
    const error = await refusal(url);
    expect(error).toBeInstanceOf(ChatbotError);
    expect(error).toBeInstanceOf(UploadUrlRefusedError);
    expect(error).toMatchObject({ name: 'UploadUrlRefusedError', code: 'UPLOAD_URL_REFUSED', rule });
    expect(error.message).toContain(`(${rule})`);
    expect(JSON.stringify(error) + error.message).not.toContain('f00dfeed');
    expect(error.message).not.toContain('pw');
  });

  it('refuses the same URLs given to putFile directly', async () => {
    const { client, calls } = clientAnswering('https://s3.example/k');
    const error = await client.putFile(`http://169.254.169.254/k?${SIGNATURE}`, new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UPLOAD_URL_REFUSED', rule: 'private-address' });
    expect(calls).toHaveLength(0);
  });

  it('accepts a loopback PreUploadUrl when the client itself talks to a loopback baseUrl (the fake, local development)', async () => {
    const { client } = clientAnswering(`http://127.0.0.1:9000/fake-s3/k?${SIGNATURE}`, { baseUrl: 'http://127.0.0.1:8787' });
    await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ fileStoreId: '34317' });
  });

  it('refuses a unique-local address even to a client on a loopback baseUrl: only storageOrigins lets one through', async () => {
    const error = await refusal(`http://[fd00:ec2::254]/latest/meta-data?${SIGNATURE}`, { baseUrl: 'http://127.0.0.1:8787' });
    expect(error).toMatchObject({ code: 'UPLOAD_URL_REFUSED', rule: 'private-address' });
  });

  it('accepts an ordinary bucket URL', async () => {
    const { client } = clientAnswering(`https://bucket.s3.eu-west-1.amazonaws.com/k?${SIGNATURE}`);
    await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ fileStoreId: '34317' });
  });
});

describe('storageOrigins pins the bucket hosts', () => {
  const bucket = `https://bucket.s3.eu-west-1.amazonaws.com/k?${SIGNATURE}`;

  it('accepts a listed origin, given as a string or a RegExp', async () => {
    for (const storageOrigins of [['https://bucket.s3.eu-west-1.amazonaws.com'], [/^https:\/\/[a-z0-9-]+\.s3\.[a-z0-9-]+\.amazonaws\.com$/]]) {
      const { client } = clientAnswering(bucket, { storageOrigins });
      await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ preUploadUrl: bucket });
    }
  });

  it('refuses any other origin with rule storage-origins', async () => {
    const error = await refusal(`https://evil.example/k?${SIGNATURE}`, { storageOrigins: ['https://bucket.s3.eu-west-1.amazonaws.com'] });
    expect(error).toMatchObject({ code: 'UPLOAD_URL_REFUSED', rule: 'storage-origins' });
    expect(error.message).toContain('https://evil.example');
  });

  it('lets a listed unique-local origin through (storage on a private IPv6 network)', async () => {
    const url = `http://[fd12:3456::9]:9000/k?${SIGNATURE}`;
    const { client } = clientAnswering(url, { storageOrigins: ['http://[fd12:3456::9]:9000'] });
    await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ preUploadUrl: url });
  });

  it('reads a trailing dot as the same host, in the URL and in the list', async () => {
    for (const [url, listed] of [
      [`https://bucket.s3.eu-west-1.amazonaws.com./k?${SIGNATURE}`, 'https://bucket.s3.eu-west-1.amazonaws.com'],
      [`https://bucket.s3.eu-west-1.amazonaws.com/k?${SIGNATURE}`, 'https://bucket.s3.eu-west-1.amazonaws.com./'],
    ] as const) {
      const { client } = clientAnswering(url, { storageOrigins: [listed] });
      await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ preUploadUrl: url });
    }
    expect(await refusal(`https://bucket.s3.eu-west-1.amazonaws.com/k?${SIGNATURE}`, { storageOrigins: ['https://bucket.s3.eu-west-1.amazonaws.com/other-bucket'] })).toMatchObject({
      rule: 'storage-origins',
    });
  });

  it('lets a listed loopback origin through (a local S3 such as MinIO), but never credentials', async () => {
    const local = { storageOrigins: ['http://localhost:9000'] };
    const { client } = clientAnswering(`http://localhost:9000/k?${SIGNATURE}`, local);
    await expect(client.getPreUploadUrl({ fileName: 'a.pdf' })).resolves.toMatchObject({ fileStoreId: '34317' });
    expect(await refusal(`http://me:pw@localhost:9000/k?${SIGNATURE}`, local)).toMatchObject({ rule: 'credentials' });
  });
});
