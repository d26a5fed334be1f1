// The fake service on its own: requests go straight to `service.handle`.
// The contract through the real client lives in test/contract/.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeChatbotService, FAKE_CODES, FAKE_DEFAULTS } from 'chatbot-kit/testing';
import { FIRST_FILE_STORE_ID } from '../../src/testing/fakeCodes';
import { onFakeClock } from '../support/onFakeClock';
import { envelope, getPreUploadUrl, list, ORIGIN, postJson, put, report } from './fakeRequests';

afterEach(() => vi.useRealTimers());

describe('envelope', () => {
  it('answers success as Data, Version 1.0.0, Success true, Code 200, empty Message', async () => {
    const service = createFakeChatbotService();
    const body = await getPreUploadUrl(service);
    expect(body).toMatchObject({ Version: '1.0.0', Success: true, Code: 200, Message: '' });
    expect(Object.keys(body).sort()).toEqual(['Code', 'Data', 'Message', 'Success', 'Version']);
  });

  it('answers business errors with HTTP 200, Success false and a Message', async () => {
    const service = createFakeChatbotService();
    const response = await postJson(service, '/chat/User/GetPreUploadUrl', { fileName: 'a.txt' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ Success: false, Code: FAKE_CODES.INVALID_SECRET_KEY, Message: 'Missing Authorization secret key' });
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    const service = createFakeChatbotService();
    expect((await service.handle(new Request(`${ORIGIN}/chat/User/Nope`, { method: 'POST' }))).status).toBe(404);
    expect((await service.handle(new Request(`${ORIGIN}/chat/User/GetPreUploadUrl`))).status).toBe(405);
  });

  it('answers the operations under a path prefix too (a proxy mount)', async () => {
    const service = createFakeChatbotService();
    const body = await envelope(postJson(service, '/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a.txt' }, { authorization: service.secretKey }));
    expect(body.Success).toBe(true);
  });
});

describe('keys', () => {
  it('refuses a wrong secret key with Code 401 without echoing it', async () => {
    const service = createFakeChatbotService();
    const body = await getPreUploadUrl(service, 'a.txt', 'not-the-key');
    expect(body).toMatchObject({ Success: false, Code: 401, Message: 'Invalid Authorization secret key' });
    expect(JSON.stringify(body)).not.toContain('not-the-key');
  });

  it('refuses a wrong or missing session key with Code 402', async () => {
    const service = createFakeChatbotService();
    expect(await list(service, {}, 'wrong-session')).toMatchObject({ Success: false, Code: 402, Message: 'Invalid chatrobot-sessionkey' });
    const missing = await envelope(postJson(service, '/chat/Chatbot/RealEstateList', { SerialNumber: service.serialNumber }));
    expect(missing).toMatchObject({ Success: false, Code: 402, Message: 'Missing chatrobot-sessionkey header' });
  });

  it('does not take the session key for the upload operations, nor the secret key for listings', async () => {
    const service = createFakeChatbotService();
    expect((await getPreUploadUrl(service, 'a.txt', service.sessionKey)).Code).toBe(401);
    const body = await envelope(
      postJson(service, '/chat/Chatbot/RealEstateList', { SerialNumber: service.serialNumber }, { authorization: service.secretKey }),
    );
    expect(body.Code).toBe(402);
  });

  it('uses the keys it is given', async () => {
    const service = createFakeChatbotService({ secretKey: 'sk-custom', sessionKey: 'ss-custom' });
    expect((await getPreUploadUrl(service, 'a.txt', 'sk-custom')).Success).toBe(true);
    expect((await getPreUploadUrl(service, 'a.txt', FAKE_DEFAULTS.secretKey)).Success).toBe(false);
    expect((await list(service, {}, 'ss-custom')).Success).toBe(true);
  });
});

describe('GetPreUploadUrl', () => {
  it('issues numeric FileStoreIds counting up from 34317', async () => {
    const service = createFakeChatbotService();
    const ids = [(await getPreUploadUrl(service)).Data.FileStoreId, (await getPreUploadUrl(service)).Data.FileStoreId];
    expect(ids).toEqual([String(FIRST_FILE_STORE_ID), String(FIRST_FILE_STORE_ID + 1)]);
  });

  it('signs an S3-style URL outside /chat/ on an origin of its own, as a bucket has', async () => {
    const service = createFakeChatbotService({ now: () => Date.UTC(2026, 10, 22, 7, 11, 0) });
    const { Data } = await getPreUploadUrl(service, 'floor plan.pdf');
    const url = new URL(Data.PreUploadUrl);
    expect(url.origin).toBe(FAKE_DEFAULTS.storageOrigin);
    expect(url.origin).not.toBe(ORIGIN);
    expect(url.pathname).toBe(`/fake-s3/chatbot-uploads/${Data.FileStoreId}/floor%20plan.pdf`);
    expect(url.pathname).not.toContain('/chat/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'FAKEKEY/20261122/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20261122T071100Z',
      'X-Amz-Expires': '300',
      'X-Amz-SignedHeaders': 'host',
    });
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the URL on storageUrl when given, and advertises advertisedExpiresSeconds', async () => {
    const service = createFakeChatbotService({ storageUrl: 'http://127.0.0.1:9000/', advertisedExpiresSeconds: 600 });
    const url = new URL((await getPreUploadUrl(service)).Data.PreUploadUrl);
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('names the missing field, and refuses a body that is not JSON or not application/json', async () => {
    const service = createFakeChatbotService();
    const headers = { authorization: service.secretKey };
    expect(await envelope(postJson(service, '/chat/User/GetPreUploadUrl', {}, headers))).toMatchObject({ Code: 400, Message: 'fileName is missing' });
    expect((await envelope(postJson(service, '/chat/User/GetPreUploadUrl', { fileName: 7 }, headers))).Message).toBe('fileName should be of type string');
    expect(await envelope(postJson(service, '/chat/User/GetPreUploadUrl', '{oops', headers))).toMatchObject({ Code: 400, Message: 'Request body is not valid JSON' });
    const textPlain = await envelope(
      service.handle(new Request(`${ORIGIN}/chat/User/GetPreUploadUrl`, { method: 'POST', headers, body: '{"fileName":"a"}' })),
    );
    expect(textPlain).toMatchObject({ Code: 400, Message: 'Content-Type must be application/json' });
  });
});

describe('ReportUploadSuccess', () => {
  async function uploaded(service = createFakeChatbotService()) {
    const { Data } = await getPreUploadUrl(service, 'a.txt');
    expect((await put(service, Data.PreUploadUrl, 'hello')).status).toBe(200);
    return { service, id: Data.FileStoreId };
  }

  it('succeeds with Data true for an id whose bytes arrived, and records it', async () => {
    const { service, id } = await uploaded();
    expect(await report(service, id)).toMatchObject({ Success: true, Data: true, Code: 200 });
    expect(service.state.reports).toEqual([id]);
  });

  it('is idempotent: a second report succeeds again and is recorded again', async () => {
    const { service, id } = await uploaded();
    await report(service, id);
    expect(await report(service, id)).toMatchObject({ Success: true, Data: true });
    expect(service.state.reports).toEqual([id, id]);
  });

  it('refuses an id that was never issued (404) and one whose bytes have not arrived (409)', async () => {
    const service = createFakeChatbotService();
    expect(await report(service, '99999')).toMatchObject({ Success: false, Code: 404, Message: 'Unknown fileStoreID: 99999' });
    const { Data } = await getPreUploadUrl(service);
    expect(await report(service, Data.FileStoreId)).toMatchObject({ Success: false, Code: 409 });
    expect(service.state.reports).toEqual([]);
  });

  it('needs fileStoreID and the secret key', async () => {
    const service = createFakeChatbotService();
    expect(await envelope(postJson(service, '/chat/User/ReportUploadSuccess', {}, { authorization: service.secretKey }))).toMatchObject({
      Code: 400,
      Message: 'fileStoreID is missing',
    });
    expect((await report(service, '34317', 'nope')).Code).toBe(401);
  });
});

describe('RealEstateList', () => {
  it('answers page 1 of 20 items and VirtualCount equal to all matches when paging is omitted', async () => {
    const service = createFakeChatbotService();
    const { Data } = await list(service);
    expect(Data.List).toHaveLength(20);
    expect(Data.VirtualCount).toBe(240);
    expect(Data.List.map((i) => i.ID)).toEqual(service.allListings(ORIGIN).slice(0, 20).map((i) => i.ID));
  });

  it('pages with PageNumber and PageSize, and answers an empty List past the end', async () => {
    const service = createFakeChatbotService({ listingCount: 45 });
    const all = service.allListings(ORIGIN).map((i) => i.ID);
    expect((await list(service, { PageNumber: 3, PageSize: 20 })).Data.List.map((i) => i.ID)).toEqual(all.slice(40, 45));
    expect((await list(service, { PageNumber: 2, PageSize: 7 })).Data.List.map((i) => i.ID)).toEqual(all.slice(7, 14));
    expect((await list(service, { PageNumber: 9 })).Data).toEqual({ List: [], VirtualCount: 45 });
  });

  it('filters CityName case-insensitively, SaleType by its request form, and MLSNumber exactly', async () => {
    const service = createFakeChatbotService();
    const all = service.allListings(ORIGIN);
    const sdRent = all.filter((i) => i.City === 'San Diego' && i.SaleType === 'For Rent');
    const { Data } = await list(service, { CityName: 'san DIEGO', SaleType: 'for_rent', PageSize: 100 });
    expect(Data.VirtualCount).toBe(sdRent.length);
    expect(Data.List.map((i) => i.ID)).toEqual(sdRent.map((i) => i.ID));
    const target = all[17]!;
    expect((await list(service, { MLSNumber: target.MLSNumber })).Data).toEqual({ List: [target], VirtualCount: 1 });
  });

  it('answers List [] and VirtualCount 0 when nothing matches', async () => {
    const service = createFakeChatbotService();
    expect((await list(service, { CityName: 'Atlantis' })).Data).toEqual({ List: [], VirtualCount: 0 });
  });

  it('answers a template-based chatbot with business Code 4001, and an unknown one with 4004', async () => {
    const service = createFakeChatbotService();
    expect(await list(service, { SerialNumber: service.templateSerialNumber })).toMatchObject({
      Success: false,
      Code: FAKE_CODES.TEMPLATE_CHATBOT,
      Message: 'RealEstateList supports only traditional chatbots; this chatbot is template-based',
    });
    expect((await list(service, { SerialNumber: 'who-knows' })).Code).toBe(FAKE_CODES.UNKNOWN_CHATBOT);
  });

  it('does not need a Content-Type header (docs/SERVICE.md §4.4)', async () => {
    const service = createFakeChatbotService();
    const body = await envelope(
      service.handle(
        new Request(`${ORIGIN}/chat/Chatbot/RealEstateList`, {
          method: 'POST',
          headers: { 'chatrobot-sessionkey': service.sessionKey },
          body: JSON.stringify({ SerialNumber: service.serialNumber }),
        }),
      ),
    );
    expect(body.Success).toBe(true);
  });

  it('names a bad field: SaleType outside for_sale/for_rent, PageSize 0', async () => {
    const service = createFakeChatbotService();
    expect((await list(service, { SaleType: 'For Sale' })).Message).toBe('SaleType should be one of "for_sale", "for_rent"');
    expect((await list(service, { PageSize: 0 })).Message).toBe('PageSize is smaller than 1');
    expect((await list(service, { SerialNumber: undefined })).Message).toBe('SerialNumber is missing');
  });

  it('puts image URLs on the request origin, or on publicUrl', async () => {
    const service = createFakeChatbotService({ publicUrl: 'https://cdn.example.test' });
    const { Data } = await list(service, { PageSize: 50 });
    const withImages = Data.List.filter((i) => i.Images !== '');
    expect(withImages.length).toBeGreaterThan(0);
    for (const item of withImages) expect(item.Images).toContain('https://cdn.example.test/fake-images/');
  });
});

describe('images', () => {
  it('serves a generated SVG for every image URL in the dataset', async () => {
    const service = createFakeChatbotService();
    const item = service.allListings(ORIGIN).find((i) => i.Images.startsWith('http'))!;
    const response = await service.handle(new Request(item.Images.split(',')[0]!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg[^>]*>[\s\S]*<title>Listing photo \d+<\/title>/);
  });
});

describe('faults', () => {
  it('business: the next call answers Success false with the given Code and Message, then recovers', async () => {
    const service = createFakeChatbotService();
    service.faults.failNext('getPreUploadUrl', { type: 'business', code: 4242, message: 'Quota exceeded' });
    expect(await getPreUploadUrl(service)).toMatchObject({ Success: false, Code: 4242, Message: 'Quota exceeded' });
    expect((await getPreUploadUrl(service)).Success).toBe(true);
  });

  it('http: answers the status, an HTML page when html is set, and Retry-After', async () => {
    const service = createFakeChatbotService();
    service.faults.failNext('realEstateList', { type: 'http', status: 502, html: true, retryAfter: 7 }, 2);
    for (let i = 0; i < 2; i++) {
      const response = await postJson(service, '/chat/Chatbot/RealEstateList', { SerialNumber: service.serialNumber }, { 'chatrobot-sessionkey': service.sessionKey });
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('retry-after')).toBe('7');
      expect(await response.text()).toContain('<h1>502 Bad Gateway</h1>');
    }
    expect((await list(service)).Success).toBe(true);
  });

  it('reportFalse: ReportUploadSuccess answers Success true with Data false and records nothing', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service);
    await put(service, Data.PreUploadUrl, 'x');
    service.faults.failNext('reportUploadSuccess', { type: 'reportFalse' });
    expect(await report(service, Data.FileStoreId)).toMatchObject({ Success: true, Code: 200, Data: false });
    expect(service.state.reports).toEqual([]);
  });

  it('malformed: the page starts with items that are not valid listings', async () => {
    const service = createFakeChatbotService();
    service.faults.failNext('realEstateList', { type: 'malformed' });
    const { Data } = await list(service);
    expect(Data.List).toHaveLength(20);
    expect(Data.List[0]).toBeNull();
    expect(Data.List[1]).toBe('not a listing');
    expect(Data.List[2]).toMatchObject({ ID: 'not-a-number', Images: 42 });
    expect(Data.VirtualCount).toBe(240);
  });

  it('dropConnection: handle and service.fetch reject with a TypeError like a lost connection', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service);
    service.faults.failNext('putFile', { type: 'dropConnection' });
    await expect(service.fetch(Data.PreUploadUrl, { method: 'PUT', body: 'x' })).rejects.toBeInstanceOf(TypeError);
    expect(service.state.objects.size).toBe(0);
  });

  it('latency: delays the answer, per operation, and an abort ends the wait', async () => {
    const service = createFakeChatbotService();
    service.faults.latency(80, 'realEstateList');
    expect((await onFakeClock(() => list(service))).ms).toBe(80);
    expect((await onFakeClock(() => getPreUploadUrl(service))).ms).toBe(0);

    const controller = new AbortController();
    const pending = service.handle(
      new Request(`${ORIGIN}/chat/Chatbot/RealEstateList`, { method: 'POST', body: '{}', signal: controller.signal }),
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('business with success true: sends the inconsistent envelope Success true with a Code other than 200', async () => {
    const service = createFakeChatbotService();
    service.faults.failNext('realEstateList', { type: 'business', code: 201, message: 'Partial', success: true });
    expect(await list(service)).toMatchObject({ Success: true, Code: 201, Message: 'Partial', Data: null });
  });

  it('bandwidth: storage reads PUT bodies no faster than the limit', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service);
    service.faults.bandwidth(100_000);
    const chunks = Array.from({ length: 10 }, () => new Uint8Array(2_000).fill(5));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const paced = await onFakeClock(() => service.handle(new Request(Data.PreUploadUrl, { method: 'PUT', body, duplex: 'half' } as RequestInit)));
    expect(paced.value.status).toBe(200);
    // 20 000 bytes at 100 000 B/s: 0.2 s on the fake clock.
    expect(paced.ms).toBe(200);
    expect(service.state.objects.get(Data.FileStoreId)!.size).toBe(20_000);
    service.faults.reset();
    expect((await onFakeClock(() => put(service, Data.PreUploadUrl, new Uint8Array(20_000)))).ms).toBe(0);
  });

  it('refuses a fault that cannot apply to the operation', () => {
    const service = createFakeChatbotService();
    expect(() => service.faults.failNext('realEstateList', { type: 'reportFalse' })).toThrow(RangeError);
    expect(() => service.faults.failNext('putFile', { type: 'business' })).toThrow(RangeError);
    expect(() => service.faults.failNext('getPreUploadUrl', { type: 'http', status: 200 })).toThrow(RangeError);
  });

  it('latencyMs delays preflights too, as every round trip of a real network', async () => {
    const service = createFakeChatbotService({ latencyMs: 80 });
    const preflight = await onFakeClock(() => service.handle(new Request(`${ORIGIN}/chat/Chatbot/GetPreUploadUrl`, { method: 'OPTIONS' })));
    expect(preflight.value.status).toBe(204);
    expect(preflight.ms).toBe(80);
  });

  it('reset() clears queued faults and latency', async () => {
    const service = createFakeChatbotService();
    service.faults.failNext('getPreUploadUrl', { type: 'business' }, 3);
    expect(service.faults.pending()).toBe(3);
    service.faults.reset();
    expect(service.faults.pending()).toBe(0);
    expect((await getPreUploadUrl(service)).Success).toBe(true);
  });
});

describe('inspection', () => {
  it('logs every request with its operation, and never a key or a signature', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service);
    await put(service, Data.PreUploadUrl, 'abc', { 'content-type': 'text/plain' });
    await list(service, {}, 'wrong-session-key');
    expect(service.state.requests.map((r) => [r.method, r.operation])).toEqual([
      ['POST', 'getPreUploadUrl'],
      ['PUT', 'putFile'],
      ['POST', 'realEstateList'],
    ]);
    expect(service.state.requests[0]!.headers.authorization).toBe('[valid key]');
    expect(service.state.requests[1]!.url).toContain('X-Amz-Signature=[redacted]');
    expect(service.state.requests[2]!.headers['chatrobot-sessionkey']).toBe('[wrong key]');
    const log = JSON.stringify(service.state.requests);
    expect(log).not.toContain(service.secretKey);
    expect(log).not.toContain('wrong-session-key');
    expect(log).not.toContain(new URL(Data.PreUploadUrl).searchParams.get('X-Amz-Signature'));
  });

  it('reset() clears state in place and restarts FileStoreIds', async () => {
    const service = createFakeChatbotService();
    const { objects, requests } = service.state;
    const { Data } = await getPreUploadUrl(service);
    await put(service, Data.PreUploadUrl, 'abc');
    service.reset();
    expect(objects.size).toBe(0);
    expect(requests).toEqual([]);
    expect(service.state.uploads.size).toBe(0);
    expect((await getPreUploadUrl(service)).Data.FileStoreId).toBe('34317');
  });
});

describe('fetch', () => {
  it('sends a Blob body intact even where Request cannot read the Blob (jsdom), with its type', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service, 'notes.txt');
    const response = await service.fetch(Data.PreUploadUrl, { method: 'PUT', body: new Blob(['hello world'], { type: 'text/plain' }) });
    expect(response.status).toBe(200);
    const stored = service.state.objects.get(Data.FileStoreId)!;
    expect(new TextDecoder().decode(stored.bytes)).toBe('hello world');
    expect(stored.contentType).toBe('text/plain');
  });
});

describe('createClient', () => {
  it('gives a client wired to the fake: its fetch, its keys, its origin', async () => {
    const service = createFakeChatbotService();
    const client = service.createClient();
    const result = await client.uploadFile(new File(['hi there'], 'hi.txt', { type: 'text/plain' }));
    expect(service.state.reports).toEqual([result.fileStoreId]);
    const page = await client.realEstateList({ serialNumber: service.serialNumber, pageSize: 2 });
    expect(page.items.map((item) => item.raw)).toEqual(service.allListings(FAKE_DEFAULTS.origin).slice(0, 2));
    // Every request carried the matching key; the operations stayed on the fake's origin, the PUT on its storage's.
    const json = service.state.requests.filter((r) => r.operation !== 'putFile');
    expect(json.map((r) => r.headers.authorization ?? r.headers['chatrobot-sessionkey'])).toEqual(['[valid key]', '[valid key]', '[valid key]']);
    expect(json.every((r) => r.url.startsWith(FAKE_DEFAULTS.origin))).toBe(true);
    const puts = service.state.requests.filter((r) => r.operation === 'putFile');
    expect(puts.map((r) => new URL(r.url).origin)).toEqual([FAKE_DEFAULTS.storageOrigin]);
  });

  it('lets any client option be replaced', async () => {
    const service = createFakeChatbotService();
    const client = service.createClient({ baseUrl: 'https://elsewhere.test/api', sessionKey: 'not-the-key' });
    await expect(client.realEstateList({ serialNumber: service.serialNumber })).rejects.toMatchObject({
      businessCode: FAKE_CODES.INVALID_SESSION_KEY,
    });
    expect(service.state.requests[0]!.url).toBe('https://elsewhere.test/api/chat/Chatbot/RealEstateList');
  });
});
