// @vitest-environment node
// Error messages, toJSON() and anything logged never include a
// key value; presigned URLs in errors have X-Amz-Signature, X-Amz-Credential
// and X-Amz-Security-Token redacted. "Logged" is checked the way Node's
// console prints an error: util.inspect, which shows the stack, every own
// property and the cause.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  BusinessError,
  ChatbotError,
  InvalidInputError,
  NetworkError,
  ResponseShapeError,
  StorageError,
  TransportError,
  UploadUrlExpiredError,
} from 'chatbot-kit/core';
// Internal: the one redaction home every error message goes through.
import { redact, registerSecret } from '../../src/core/redact';

const SECRET = 'CANARY-SECRET-7f3a9c';
const SESSION = 'CANARY-SESSION-5e1b2d';
const SIGNATURE = 'f00dfacecafe1234deadbeef';
const CREDENTIAL = 'AKIACANARYCRED%2F20261122%2Fus-east-1%2Fs3%2Faws4_request';
const TOKEN = 'CANARYTOKEN%2Bsession';
const PRESIGNED =
  `https://bucket.s3.amazonaws.com/up/1/a.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${CREDENTIAL}` +
  `&X-Amz-Date=20261122T070000Z&X-Amz-Expires=600&X-Amz-Security-Token=${TOKEN}&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIGNATURE}`;
const CANARIES = [SECRET, SESSION, SIGNATURE, CREDENTIAL, TOKEN, 'AKIACANARYCRED'];

registerSecret(SECRET);
registerSecret(SESSION);

/** Everything a developer or an error reporter could see of an error. */
function everythingOf(error: Error): string {
  return [
    error.message,
    error.stack,
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: 5, showHidden: false }),
  ].join('\n');
}

function expectClean(text: string) {
  for (const canary of CANARIES) expect(text).not.toContain(canary);
}

describe('redact', () => {
  it('replaces the value of X-Amz-Signature, X-Amz-Credential and X-Amz-Security-Token, keeping the rest of the URL', () => {
    expect(redact(PRESIGNED)).toBe(
      'https://bucket.s3.amazonaws.com/up/1/a.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[redacted]' +
        '&X-Amz-Date=20261122T070000Z&X-Amz-Expires=600&X-Amz-Security-Token=[redacted]&X-Amz-SignedHeaders=host&X-Amz-Signature=[redacted]',
    );
  });

  it('matches the parameter names in any case', () => {
    expectClean(redact(`PUT ${PRESIGNED.toLowerCase()}`.replace(SIGNATURE.toLowerCase(), SIGNATURE)));
  });

  it('removes every registered key value wherever it appears', () => {
    expect(redact(`Authorization: ${SECRET}; chatrobot-sessionkey=${SESSION}`)).toBe(
      'Authorization: [redacted]; chatrobot-sessionkey=[redacted]',
    );
  });
});

describe('ChatbotError and its subclasses', () => {
  const leaky = `${PRESIGNED} with ${SECRET} and ${SESSION}`;
  // Messages built from text that may hold a secret (a URL, a service answer).
  // Operation names are the library's own constants, so they are used as such.
  const errors: [string, () => Error][] = [
    ['ChatbotError', () => new ChatbotError('TRANSPORT', leaky)],
    ['TransportError', () => new TransportError('GetPreUploadUrl', 500, { cause: new Error(leaky) })],
    ['ResponseShapeError', () => new ResponseShapeError('GetPreUploadUrl', 'Data.PreUploadUrl', leaky)],
    ['NetworkError', () => new NetworkError('PUT', { cause: new TypeError(leaky) })],
    ['UploadUrlExpiredError', () => new UploadUrlExpiredError(403)],
    ['InvalidInputError', () => new InvalidInputError('GetPreUploadUrl', 'fileName', leaky)],
  ];

  it.each(errors)('%s keeps keys and signing parameters out of message, stack and toJSON', (_name, make) => {
    const error = make();
    expectClean([error.message, error.stack, String(error), JSON.stringify(error)].join('\n'));
  });

  it.each(errors.filter(([, make]) => make().cause === undefined))(
    '%s keeps them out of what console.error prints (util.inspect)',
    (_name, make) => {
      expectClean(everythingOf(make()));
    },
  );

  it('BusinessError keeps a service Message that echoes a key out of message, stack and toJSON', () => {
    const error = new BusinessError('GetPreUploadUrl', { code: 401, message: `bad key ${SECRET}`, version: '1.0.0' });
    expectClean([error.message, error.stack, String(error), JSON.stringify(error)].join('\n'));
    expect(error.message).toContain('bad key [redacted]');
  });

  it('StorageError keeps a signed URL in the S3 message out of message, stack and toJSON', () => {
    const error = new StorageError(403, { code: 'SignatureDoesNotMatch', message: leaky });
    expectClean([error.message, error.stack, String(error), JSON.stringify(error)].join('\n'));
  });

  it('BusinessError.serviceMessage is redacted, so console.error(error) cannot print an echoed key', () => {
    const error = new BusinessError('GetPreUploadUrl', { code: 401, message: `bad key ${SECRET}`, version: '1.0.0' });
    expect(error.serviceMessage).toBe('bad key [redacted]');
    expectClean(everythingOf(error));
  });

  it('StorageError.s3Message is redacted, so console.error(error) cannot print a signed URL', () => {
    const error = new StorageError(403, { code: 'SignatureDoesNotMatch', message: leaky });
    expect(error.s3Message).toContain('[redacted]');
    expectClean(everythingOf(error));
  });

  it('leaves the platform cause out of toJSON (it may quote a signed URL)', () => {
    const cause = new TypeError(`fetch failed for ${PRESIGNED}`);
    const error = new NetworkError('PUT', { cause });
    expect(JSON.stringify(error)).not.toContain('cause');
    expectClean([error.message, error.stack, JSON.stringify(error)].join('\n'));
  });
});

// Last in the file: it fills the registry, forgetting the keys the tests above registered.
describe('the registry of key values', () => {
  it('removes a key whole when another key is the start of it', () => {
    registerSecret('tenant-key-1');
    registerSecret('tenant-key-17');
    expect(redact('sent tenant-key-17 and tenant-key-1')).toBe('sent [redacted] and [redacted]');
  });

  it('keeps the most recent keys of a server that reads one per tenant, and stays bounded', () => {
    for (let i = 0; i < 5000; i++) registerSecret(`per-tenant-key-${i}`);
    expect(redact('a per-tenant-key-4999 b')).toBe('a [redacted] b');
    // Long forgotten: kept only the most recent few hundred.
    expect(redact('per-tenant-key-10 here')).toBe('per-tenant-key-10 here');
  });
});
