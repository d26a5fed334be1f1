// A plain Node script, importing the BUILT package by its
// own name (Node resolves `chatbot-kit/*` through package.json "exports" from
// inside the package), starts the fake server, uploads a file through all three
// steps, and sees S3-style 403s for a tampered signature and an expired URL.
// Run after `npm run build`: node scripts/smoke-node.mjs   (exit 0 = all good)
import { createChatbotClient, StorageError, UploadUrlExpiredError } from 'chatbot-kit/core';
import { startFakeChatbotServer } from 'chatbot-kit/testing';

const failures = [];
function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok' : 'FAIL'} - ${name}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(name);
}
const describe = (e) => (e instanceof Error ? `${e.name} ${e.status ?? ''} ${e.s3Code ?? ''}`.trim() : String(e));

// The server's clock can be moved forward to expire a URL it already issued.
let clockOffset = 0;
const server = await startFakeChatbotServer({ now: () => Date.now() + clockOffset });
try {
  check('server listens on 127.0.0.1', /^http:\/\/127\.0\.0\.1:\d+$/.test(server.url), server.url);
  // Node has no XMLHttpRequest: the client PUTs with fetch.
  const client = createChatbotClient({ baseUrl: server.url, secretKey: server.secretKey, sessionKey: server.sessionKey });

  // 1. Three steps.
  const bytes = new Uint8Array(256 * 1024).map((_, i) => (i * 31 + 7) % 256);
  const blob = new Blob([bytes], { type: 'application/octet-stream' });
  const steps = [];
  const progress = [];
  const result = await client.uploadFile(blob, {
    fileName: 'smoke.bin',
    onStatusChange: (step) => steps.push(step),
    onProgress: (p) => progress.push(p.loaded),
  });
  check('uploadFile ran GetPreUploadUrl, PUT, ReportUploadSuccess', steps.join(',') === 'requesting,uploading,reporting,done', steps.join(','));
  const stored = server.service.state.objects.get(result.fileStoreId);
  check('the bytes arrived intact', !!stored && stored.size === bytes.length && Buffer.compare(Buffer.from(stored.bytes), Buffer.from(bytes)) === 0);
  check('the upload was reported once', server.service.state.reports.join(',') === result.fileStoreId, server.service.state.reports.join(','));
  check('progress ended at all bytes', progress.at(-1) === blob.size, String(progress.at(-1)));

  // 2. Tampered signature.
  const tampered = await client.getPreUploadUrl({ fileName: 'tampered.txt' });
  const url = new URL(tampered.preUploadUrl);
  url.searchParams.set('X-Amz-Signature', '0'.repeat(64));
  const signatureError = await client.putFile(url.toString(), new Blob(['x'])).then(() => null, (e) => e);
  check(
    'a tampered signature gets 403 SignatureDoesNotMatch (StorageError)',
    signatureError instanceof StorageError &&
      !(signatureError instanceof UploadUrlExpiredError) &&
      signatureError.status === 403 &&
      signatureError.s3Code === 'SignatureDoesNotMatch',
    describe(signatureError),
  );

  // 3. Expired URL: issued now, PUT 5 minutes and 1 second later by the server's clock.
  const late = await client.getPreUploadUrl({ fileName: 'late.txt' });
  clockOffset = 5 * 60_000 + 1_000;
  const expiredError = await client.putFile(late.preUploadUrl, new Blob(['x'])).then(() => null, (e) => e);
  check(
    'an expired URL gets 403 AccessDenied "Request has expired" (UploadUrlExpiredError)',
    expiredError instanceof UploadUrlExpiredError && expiredError.status === 403 && expiredError.s3Code === 'AccessDenied',
    describe(expiredError),
  );
  const raw = await fetch(late.preUploadUrl, { method: 'PUT', body: 'x' });
  const xml = await raw.text();
  check(
    'the expired answer is S3 XML',
    raw.status === 403 && xml.includes('<Code>AccessDenied</Code><Message>Request has expired</Message>'),
    `${raw.status} ${xml.slice(0, 60)}`,
  );

  // 4. The listing operation answers too.
  const page = await client.realEstateList({ serialNumber: server.serialNumber });
  check('RealEstateList answers page 1 of 20', page.items.length === 20 && page.pageNumber === 1, String(page.items.length));
} catch (error) {
  check('no unexpected error', false, describe(error));
} finally {
  await server.close();
}

if (failures.length) {
  console.error(`smoke-node: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('smoke-node: all checks passed');
