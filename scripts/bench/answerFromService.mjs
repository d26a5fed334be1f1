// The Node side of the bench's storage servers: one request, already read,
// handed to the fake service as a Fetch Request, and its answer written back.
// Shared by bulkServers (which passes the bytes on) and countingStorage
// (which counts them and passes none).

/**
 * @param {any} service The fake chatbot service (`createFakeChatbotService`).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Uint8Array | undefined} body What the service is given as the body.
 */
export async function answerFromService(service, req, res, body) {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    // The body given may not be the one received: its length is the Request's own.
    if (req.rawHeaders[i].toLowerCase() !== 'content-length') headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  const response = await service.handle(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }));
  const out = {};
  response.headers.forEach((value, name) => (out[name] = value));
  const payload = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, out);
  res.end(payload);
}
