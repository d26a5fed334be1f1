// The server half of the main-thread bench: the fake's API on
// one port and, on another, a storage that counts the bytes of each PUT as
// they stream in and keeps none. A GiB per round then costs the fake neither
// a GiB of memory nor a SHA-256 over it (seconds on a loaded machine, spent
// while the browser only waits). The fake still judges each PUT: once the
// body is counted, it gets the same method, URL and headers with an empty
// body, so it checks the presigned signature and expiry and records the
// object that ReportUploadSuccess asks for.
import { createServer } from 'node:http';
import { answerFromService } from './answerFromService.mjs';

/** `/…/<fileStoreId>/<fileName>` → fileStoreId (the fake's storage paths, docs/SERVICE.md §4.2). */
const fileStoreIdOf = (path) => path.split('?')[0].split('/').at(-2) ?? '';

/** @param {{ createFakeChatbotService: Function, startFakeChatbotServer: Function }} testing dist/testing */
export async function startCountingStorage(testing) {
  /** @type {Map<string, number>} bytes received per fileStoreId */
  const received = new Map();
  /** @type {any} */
  let service;
  const storage = createServer(async (req, res) => {
    try {
      let bytes = 0;
      for await (const chunk of req) bytes += chunk.byteLength;
      if (req.method === 'PUT') received.set(fileStoreIdOf(req.url ?? ''), bytes);
      // The fake checks the signature and expiry and records the object; it is given no bytes to hold.
      await answerFromService(service, req, res, req.method === 'PUT' ? new Uint8Array(0) : undefined);
    } catch {
      res.destroy();
    }
  });
  await new Promise((resolve) => storage.listen(0, '127.0.0.1', resolve));
  service = testing.createFakeChatbotService({ storageUrl: `http://127.0.0.1:${storage.address().port}` });
  const api = await testing.startFakeChatbotServer({ service });
  return {
    config: { url: api.url, secretKey: api.secretKey, sessionKey: api.sessionKey },
    /** Bytes that reached storage for `fileStoreId` (0 if none), forgotten once read, like the fake's record. */
    takeBytes(fileStoreId) {
      const bytes = received.get(fileStoreId) ?? 0;
      received.delete(fileStoreId);
      service.state.objects.delete(fileStoreId);
      return bytes;
    },
    /** Whether the fake accepted ReportUploadSuccess for `fileStoreId`. */
    wasReported: (fileStoreId) => service.state.reports.includes(fileStoreId),
    async close() {
      storage.closeAllConnections();
      await new Promise((resolve) => storage.close(resolve));
      await api.close();
    },
  };
}
