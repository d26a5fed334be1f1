import { describe, expect, it } from 'vitest';
import { ChatbotError, NetworkError, TransportError, createChatbotClient } from 'chatbot-kit/core';
import { parseRetryAfter } from '../../../src/core/client/parseRetryAfter';
import { scriptedFetch } from './helpers/scriptedFetch';

const listWith = (...steps: Parameters<typeof scriptedFetch>) => {
  const script = scriptedFetch(...steps);
  const client = createChatbotClient({ baseUrl: '/api/chatbot', fetch: script.fetch });
  return client.realEstateList({ serialNumber: 'bot-1' }).catch((e: unknown) => e);
};

describe('network and transport failures (docs/SERVICE.md §7 rule 1)', () => {
  it('turns a fetch TypeError into a NetworkError that names CORS and being offline', async () => {
    const error = await listWith(new TypeError('Failed to fetch'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ChatbotError);
    expect(error).toMatchObject({ code: 'NETWORK', operation: 'RealEstateList' });
    expect((error as Error).message).toMatch(/offline/);
    expect((error as Error).message).toMatch(/CORS/);
  });

  it('turns a status-0 (opaque) response into a NetworkError', async () => {
    const opaque = { status: 0, ok: false, headers: new Headers(), body: null } as unknown as Response;
    await expect(listWith(opaque)).resolves.toBeInstanceOf(NetworkError);
  });

  it.each([200, 400, 502])('turns an HTTP %i answer whose body is cut off into a NetworkError: no answer arrived whole', async (status) => {
    // The connection drops after the headers: fetch's body stream errors as the platform's does, with a TypeError.
    const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    await expect(listWith(new Response(body, { status }))).resolves.toBeInstanceOf(NetworkError);
  });

  it.each([400, 401, 403, 404, 429, 500, 503])('turns HTTP %i into a TransportError with that status', async (status) => {
    const error = await listWith(Response.json({ Success: false, Code: status, Message: 'x', Version: '1.0.0' }, { status }));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'TRANSPORT', status });
  });

  it('checks the HTTP status before the envelope, so a well-formed error envelope on 500 is still a TransportError', async () => {
    const error = await listWith(
      Response.json({ Data: null, Success: false, Code: 123, Message: 'boom', Version: '1.0.0' }, { status: 500 }),
    );
    expect(error).toBeInstanceOf(TransportError);
  });

  it('reads Retry-After seconds into retryAfterSeconds', async () => {
    const error = await listWith(new Response('slow down', { status: 429, headers: { 'Retry-After': '120' } }));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it('reads a Retry-After HTTP date into seconds from now', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const error = (await listWith(new Response('', { status: 503, headers: { 'Retry-After': at } }))) as TransportError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(31);
  });

  it('leaves retryAfterSeconds undefined without a Retry-After header', async () => {
    const error = await listWith(new Response('', { status: 503 }));
    expect(error).toMatchObject({ retryAfterSeconds: undefined });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T00:00:00Z');
  it.each([
    ['0', 0],
    ['  42 ', 42],
    ['Sun, 22 Nov 2026 00:01:00 GMT', 60],
    ['Sat, 21 Nov 2026 23:00:00 GMT', 0],
    ['soon', undefined],
    ['1.5', undefined],
    ['-3', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as %j seconds', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});

describe('what the service answered with an error status', () => {
  it('keeps a JSON body of a 502 in error.body, out of the message', async () => {
    const answer = { Success: false, Code: 502, Message: 'upstream chatbot engine unavailable', Version: '1.0.0' };
    const error = (await listWith(Response.json(answer, { status: 502 }))) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(JSON.parse(error.body)).toEqual(answer);
    expect(error.message).toBe('RealEstateList failed with HTTP 502');
    expect(error.toJSON()).toMatchObject({ status: 502, body: error.body });
  });

  it('keeps a text body of a 502', async () => {
    const error = (await listWith(new Response('Bad Gateway: no healthy upstream', { status: 502 }))) as TransportError;
    expect(error.body).toBe('Bad Gateway: no healthy upstream');
  });

  it('redacts a key the service echoes in the body', async () => {
    const script = scriptedFetch(new Response('invalid key sk_live_Transport42 for this bot', { status: 401 }));
    const client = createChatbotClient({ baseUrl: 'https://chat.example', sessionKey: 'sk_live_Transport42', dangerouslyAllowBrowser: true, fetch: script.fetch });
    const error = (await client.realEstateList({ serialNumber: 'bot-1' }).catch((e: unknown) => e)) as TransportError;
    expect(error.status).toBe(401);
    expect(error.body).toBe('invalid key [redacted] for this bot');
    expect(JSON.stringify(error.toJSON())).not.toContain('sk_live_Transport42');
  });

  it('keeps the first 1,000 characters of a huge error page and marks the cut', async () => {
    const page = `<html>${'x'.repeat(5_000_000)}</html>`;
    const error = (await listWith(new Response(page, { status: 500 }))) as TransportError;
    expect(error.body).toHaveLength(1001);
    expect(error.body.startsWith('<html>xxx')).toBe(true);
    expect(error.body.endsWith('…')).toBe(true);
  });

  it('gives an empty body as an empty string', async () => {
    const error = (await listWith(new Response(null, { status: 503 }))) as TransportError;
    expect(error.body).toBe('');
  });
});
