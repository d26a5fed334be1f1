import { describe, expect, expectTypeOf, it } from 'vitest';
import * as core from 'chatbot-kit/core';
import type { ChatbotClient } from 'chatbot-kit/core';

describe('chatbot-kit/core client exports', () => {
  it('exports the client and every error class DESIGN.md names', () => {
    expect(typeof core.createChatbotClient).toBe('function');
    for (const name of [
      'ChatbotError',
      'TransportError',
      'BusinessError',
      'ResponseShapeError',
      'NetworkError',
      'StorageError',
      'UploadUrlExpiredError',
      'InvalidInputError',
    ] as const) {
      expect(core[name].prototype, name).toBeInstanceOf(Error);
    }
    expectTypeOf(core.createChatbotClient).returns.toEqualTypeOf<ChatbotClient>();
  });

  it('keeps the contract internals out of the public surface', () => {
    const names = Object.keys(core);
    // Wire schemas, redaction and the path table are internal (their types stay public).
    for (const internal of ['envelopeSchema', 'realEstateListRequestSchema', 'REAL_ESTATE_ITEM_FIELDS', 'redact', 'registerSecret', 'DEFAULT_PATHS', 'JSON_OPERATIONS']) {
      expect(names, internal).not.toContain(internal);
    }
    expect(names.filter((name) => name.endsWith('Schema'))).toEqual([]);
  });
});
