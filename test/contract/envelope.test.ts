// Contract: docs/SERVICE.md §2.1 the envelope, §7 errors, §9 versioning — for every operation.
// Real client → fake service.
import { describe, expect, it } from 'vitest';
import { BusinessError, ResponseShapeError, TransportError } from 'chatbot-kit/core';
import type { FakeOperation } from 'chatbot-kit/testing';
import { createHarness, knownFile, rejectionOf, type Harness } from './harness';

/** Calls each JSON operation once through the client. */
const CALLS: Record<Exclude<FakeOperation, 'putFile'>, (h: Harness) => Promise<unknown>> = {
  getPreUploadUrl: (h) => h.client.getPreUploadUrl({ fileName: 'a.txt' }),
  reportUploadSuccess: async (h) => {
    const { preUploadUrl, fileStoreId } = await h.client.getPreUploadUrl({ fileName: 'a.txt' });
    await h.client.putFile(preUploadUrl, knownFile(10));
    return h.client.reportUploadSuccess({ fileStoreId });
  },
  realEstateList: (h) => h.client.realEstateList({ serialNumber: h.service.serialNumber }),
};
const OPERATIONS = Object.keys(CALLS) as (keyof typeof CALLS)[];

describe('envelope', () => {
  it('§2.1: every operation answers Data, Version (string), Success (boolean), Code (integer), Message (string)', async () => {
    for (const op of OPERATIONS) {
      const harness = createHarness();
      await CALLS[op](harness);
      const json = harness.responses.at(-1)!.json as Record<string, unknown>;
      expect(Object.keys(json).sort(), op).toEqual(['Code', 'Data', 'Message', 'Success', 'Version']);
      expect(typeof json.Version).toBe('string');
      expect(typeof json.Success).toBe('boolean');
      expect(Number.isInteger(json.Code)).toBe(true);
      expect(typeof json.Message).toBe('string');
    }
  });

  it('§2.1: Data is an object, an array-holding object or a boolean, depending on the operation', async () => {
    const harness = createHarness();
    for (const op of OPERATIONS) await CALLS[op](harness);
    const data = harness.responses.filter((r) => r.json).map((r) => (r.json as { Data: unknown }).Data);
    const [pre, , report, list] = data;
    expect(pre).toEqual({ FileStoreId: expect.any(String), PreUploadUrl: expect.any(String) });
    expect(report).toBe(true);
    expect(Array.isArray((list as { List: unknown }).List)).toBe(true);
  });

  it('§7 rule 3: on success Success is true, Code is 200 and Message is an empty string', async () => {
    const harness = createHarness();
    for (const op of OPERATIONS) await CALLS[op](harness);
    for (const response of harness.responses.filter((r) => r.json)) {
      expect(response.json).toMatchObject({ Success: true, Code: 200, Message: '' });
    }
  });

  it('§7 rule 2: Success false is a business failure: a BusinessError with the Code and the Message', async () => {
    for (const op of OPERATIONS) {
      const harness = createHarness();
      harness.service.faults.failNext(op, { type: 'business', code: 4300, message: 'Workspace is suspended' });
      const error = await rejectionOf(CALLS[op](harness));
      expect(error, op).toBeInstanceOf(BusinessError);
      expect(error).toMatchObject({ businessCode: 4300, serviceMessage: 'Workspace is suspended', version: '1.0.0' });
      expect(harness.responses.at(-1)!.status).toBe(200);
    }
  });

  it('§7 rule 2: Success false is a business failure even when Code is 200', async () => {
    const harness = createHarness();
    harness.service.faults.failNext('getPreUploadUrl', { type: 'business', code: 200, message: 'Quota reached', success: false });
    const error = await rejectionOf(CALLS.getPreUploadUrl(harness));
    expect(harness.responses.at(-1)!.json).toMatchObject({ Success: false, Code: 200 });
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ businessCode: 200, serviceMessage: 'Quota reached' });
  });

  it('§7 rule 2: Code other than 200 is a business failure even when Success is true', async () => {
    const harness = createHarness();
    harness.service.faults.failNext('realEstateList', { type: 'business', code: 207, message: 'Partial', success: true });
    const error = await rejectionOf(CALLS.realEstateList(harness));
    expect(harness.responses.at(-1)!.json).toMatchObject({ Success: true, Code: 207 });
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ businessCode: 207 });
  });

  it('§7 rule 1: a transport failure is identified by the HTTP status: a TransportError, HTML body not quoted', async () => {
    for (const op of OPERATIONS) {
      const harness = createHarness();
      harness.service.faults.failNext(op, { type: 'http', status: 502, html: true, retryAfter: 5 });
      const error = await rejectionOf(CALLS[op](harness));
      expect(error, op).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ status: 502, retryAfterSeconds: 5 });
      expect((error as Error).message).not.toMatch(/html|Bad Gateway/i);
    }
  });

  it('§7 rule 1: a 5xx with a plain-text body is a TransportError too', async () => {
    const harness = createHarness();
    harness.service.faults.failNext('getPreUploadUrl', { type: 'http', status: 503 });
    expect(await rejectionOf(CALLS.getPreUploadUrl(harness))).toMatchObject({ status: 503, code: 'TRANSPORT' });
  });

  it('§2.1: a body that is not the envelope is a ResponseShapeError, not a crash', async () => {
    const harness = createHarness({}, {
      fetch: async () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    expect(await rejectionOf(harness.client.getPreUploadUrl({ fileName: 'a.txt' }))).toBeInstanceOf(ResponseShapeError);
  });

  it('§9: every response carries a Version string, 1.0.0 like the samples', async () => {
    const harness = createHarness();
    const pre = await harness.client.getPreUploadUrl({ fileName: 'a.txt' });
    const list = await harness.client.realEstateList({ serialNumber: harness.service.serialNumber });
    expect([pre.version, list.version]).toEqual(['1.0.0', '1.0.0']);
    harness.service.faults.failNext('realEstateList', { type: 'business' });
    expect(await rejectionOf(CALLS.realEstateList(harness))).toMatchObject({ version: '1.0.0' });
  });
});
