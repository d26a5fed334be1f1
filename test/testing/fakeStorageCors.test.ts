// faults.storageCors: the fake plays a bucket whose CORS rules
// leave the page's origin out, so browser tests can see a PUT refused by CORS.
import { describe, expect, it } from 'vitest';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { getPreUploadUrl, put } from './fakeRequests';

const preflight = (url: string) =>
  new Request(url, { method: 'OPTIONS', headers: { origin: 'http://app.test', 'access-control-request-method': 'PUT' } });

describe('faults.storageCors', () => {
  it('false: the storage preflight answers 403 without CORS headers, and storage answers carry none', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service, 'a.txt');
    service.faults.storageCors(false);

    const refused = await service.handle(preflight(Data.PreUploadUrl));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await put(service, Data.PreUploadUrl, new Uint8Array([1]), { 'content-type': 'text/plain' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    // Only storage: the service's own operations keep their CORS.
    const own = await service.handle(preflight('https://fake-chatbot.test/chat/User/GetPreUploadUrl'));
    expect(own.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is on at start and again after reset', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service, 'a.txt');
    expect((await service.handle(preflight(Data.PreUploadUrl))).headers.get('access-control-allow-origin')).toBe('*');
    service.faults.storageCors(false);
    service.reset();
    expect((await service.handle(preflight(Data.PreUploadUrl))).status).toBe(204);
  });
});
