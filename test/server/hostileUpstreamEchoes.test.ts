// @vitest-environment node
// A hostile service that echoes the key wrapped in the encodings a browser,
// a URL parser or an HTML page would undo: each form reaches the proxy over
// real loopback HTTP, and the browser gets the string replaced whole.
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, hostileUpstream, PROXY_PATH, proxyServer, rawPost } from './hostileServers';

const KEY = 'sk_live/Ab+cd9f41==';
const SESSION = 'sess-7d02ef/Q+x==';

afterEach(closeServers);

const percentAll = (text: string) => Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const htmlNumeric = (text: string) => Array.from(text, (c) => `&#${c.codePointAt(0)};`).join('');
const htmlNamed = (text: string) => text.replace(/\//g, '&sol;').replace(/\+/g, '&plus;').replace(/=/g, '&equals;').replace(/_/g, '&lowbar;');
const base64 = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding).toString('base64');

/** Each echo the service sends, as the JSON text of a string member (so escapes reach the proxy as written). */
const ECHOES: [string, string][] = [
  ['as it is', KEY],
  ['upper-cased', KEY.toUpperCase()],
  ['percent-encoded except /', `key=${KEY.replace(/\+/g, '%2B').replace(/=/g, '%3D')}`],
  ['every byte percent-encoded, in lower case', percentAll(KEY).toLowerCase()],
  ['URL-encoded twice inside a next= URL', `https://app.example/login?next=${encodeURIComponent(`https://app.example/cb?key=${encodeURIComponent(KEY)}`)}`],
  ['inside a JSON-encoded string with \\u002B escapes (as ExtensionColumn is one)', JSON.stringify(JSON.stringify([{ Key: 'token', Value: KEY.replace(/\+/g, '\\u002B') }])).slice(1, -1)],
  ['in JSON \\/ and \\uXXXX escapes', Array.from(KEY, (c) => (c === '/' ? '\\/' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)).join('')],
  ['as numeric HTML character references', htmlNumeric(KEY)],
  ['as hexadecimal HTML character references', Array.from(KEY, (c) => `&#x${c.charCodeAt(0).toString(16)};`).join('')],
  ['as named HTML character references', `<p>key: ${htmlNamed(KEY)}</p>`],
  ['as base64 of its UTF-8 bytes, inside Basic credentials', `Basic ${base64(`user:${KEY}`)}`],
  ['as base64 of its UTF-16LE bytes', base64(`k=${KEY}`, 'utf16le')],
  ['in a base64url token whose JSON escapes / as \\/', Buffer.from(JSON.stringify({ sub: 'u1', key: KEY }).replace(/\//g, '\\/')).toString('base64url')],
  ['in a base64 token of its JSON-escaped form', base64(`{"k":${JSON.stringify(KEY)}}`)],
  ['as its UTF-8 bytes in hex', Buffer.from(KEY).toString('hex').toUpperCase()],
  ['base64 inside percent-encoding', encodeURIComponent(base64(`user:${KEY}`))],
];

/** The answer a browser gets when the service answers an envelope whose Data holds `member` as a raw JSON string. */
async function relayed(member: string, keys: { secretKey: string; sessionKey?: string } = { secretKey: KEY }) {
  const upstream = await hostileUpstream((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(`{"Data":{"Echo":"${member}","FileStoreId":"34317"},"Version":"1.0.0","Success":true,"Code":200,"Message":""}`);
  });
  const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, ...keys }), PROXY_PATH);
  return JSON.parse(answer.body) as { Data: Record<string, unknown> };
}

describe('an echoed key is caught after decoding, and the whole string replaced', () => {
  for (const [form, member] of ECHOES) {
    it(`replaces the key ${form}`, async () => {
      // The member decodes back to the key: the test sends a real echo.
      expect(JSON.parse(`"${member}"`)).toBeTypeOf('string');
      const answer = await relayed(member);
      expect(answer.Data).toEqual({ Echo: '[redacted]', FileStoreId: '34317' });
    });
  }

  it('replaces the other key the proxy holds in the same forms (the session key in an upload answer)', async () => {
    const answer = await relayed(percentAll(encodeURIComponent(SESSION)), { secretKey: KEY, sessionKey: SESSION });
    expect(answer.Data.Echo).toBe('[redacted]');
  });

  it('replaces a property name that holds the key', async () => {
    const answer = await relayed(`x","${htmlNumeric(KEY)}":"y`);
    expect(answer.Data).toEqual({ Echo: 'x', '[redacted]': 'y', FileStoreId: '34317' });
  });

  it('leaves strings that only look encoded', async () => {
    const ordinary = 'Beds &amp; baths: 3 &#43; 2, 100%25 renovated, see https:\\/\\/listings.example.com\\/a?b=c%2Fd \\u00e9t\\u00e9';
    const answer = await relayed(ordinary);
    expect(answer.Data.Echo).toBe(JSON.parse(`"${ordinary}"`));
  });
});
