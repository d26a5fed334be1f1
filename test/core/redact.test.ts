// The redaction every error message goes through (src/core/redact.ts) and the
// presigned-URL rule it applies (src/core/contract/presignedUrl.ts).
import { describe, expect, it } from 'vitest';
import { presignedSecrets } from '../../src/core/contract/presignedUrl';
import { redact } from '../../src/core/redact';

const SIGNATURE = '9c1e2f00ddba11ad5ec7e7';
const URL_WITH_SECRETS =
  'https://bucket.s3.amazonaws.test/up/1/a.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  '&X-Amz-Credential=AKIDQUOTED%2F20261122%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261122T070000Z' +
  `&X-Amz-Expires=600&X-Amz-Security-Token=TOKEN%2Bquoted%3D&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIGNATURE}#frag`;

describe('signing parameters in text', () => {
  it('are redacted after any character, not only in a query', () => {
    expect(redact(`Signature mismatch for X-Amz-Signature=${SIGNATURE} (see docs)`)).toBe(
      'Signature mismatch for X-Amz-Signature=[redacted] (see docs)',
    );
    expect(redact(`(x-amz-signature=${SIGNATURE})`)).not.toContain(SIGNATURE);
    expect(redact(`"X-Amz-Security-Token=abcd1234" and ;X-Amz-Credential=AKID/x`)).toBe(
      '"X-Amz-Security-Token=[redacted]" and ;X-Amz-Credential=[redacted]',
    );
  });

  it('of a URL are read as values, decoded, so that a bare quote of one can be redacted', () => {
    expect(presignedSecrets(URL_WITH_SECRETS)).toEqual([
      'AKIDQUOTED/20261122/us-east-1/s3/aws4_request',
      'TOKEN+quoted=',
      SIGNATURE,
    ]);
    expect(presignedSecrets('https://bucket.test/k?a=1')).toEqual([]);
    const text = `mismatch: ${SIGNATURE}, token TOKEN+quoted=, credential AKIDQUOTED/20261122/us-east-1/s3/aws4_request`;
    expect(redact(text, presignedSecrets(URL_WITH_SECRETS))).toBe('mismatch: [redacted], token [redacted], credential [redacted]');
  });
});
