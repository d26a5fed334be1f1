// The server half of the bulk bench: one fake service seen
// through two origins, as in production: the API on one port, storage on
// another (so each origin gets its own 6 browser connections), with a latency
// on every request, preflights included. The storage server counts the PUTs
// in flight at storage, which only the server can see.
import { createServer } from 'node:http';
import { answerFromService } from './answerFromService.mjs';

/**
 * @param {{ createFakeChatbotService: Function, startFakeChatbotServer: Function }} testing dist/testing
 * @param {number} latencyMs
 */
export async function startBulkServers(testing, latencyMs) {
  let putsInFlight = 0;
  let maxPutsInFlight = 0;
  /** @type {any} */
  let service;
  const storage = createServer(async (req, res) => {
    const isPut = req.method === 'PUT';
    if (isPut) maxPutsInFlight = Math.max(maxPutsInFlight, ++putsInFlight);
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
      await answerFromService(service, req, res, hasBody ? Buffer.concat(chunks) : undefined);
    } catch {
      res.destroy();
    } finally {
      if (isPut) putsInFlight--;
    }
  });
  await new Promise((resolve) => storage.listen(0, '127.0.0.1', resolve));
  const storageUrl = `http://127.0.0.1:${storage.address().port}`;
  service = testing.createFakeChatbotService({ latencyMs, storageUrl });
  const api = await testing.startFakeChatbotServer({ service });
  return {
    apiUrl: api.url,
    storageUrl,
    secretKey: api.secretKey,
    sessionKey: api.sessionKey,
    service,
    /** The most PUTs in flight at storage since the last call. */
    takeMaxPutsInFlight() {
      const max = maxPutsInFlight;
      maxPutsInFlight = putsInFlight;
      return max;
    },
    async close() {
      storage.closeAllConnections();
      await new Promise((resolve) => storage.close(resolve));
      await api.close();
    },
  };
}
