import { describe, expect, expectTypeOf, it } from 'vitest';
import * as core from '../../../src/core/index';
import type { ChatbotClient, Listing, SaleType } from '../../../src/core/index';

describe('chatbot-kit/core client exports (issue 2)', () => {
  it('exports the names other layers build on', () => {
    expect(typeof core.createChatbotClient).toBe('function');
    expect(typeof core.normalizeListing).toBe('function');
    expect(typeof core.isSafeHttpUrl).toBe('function');
    expect(typeof core.toSaleType).toBe('function');
    expect(typeof core.toSaleTypeLabel).toBe('function');
    expect(core.DEFAULT_PATHS.realEstateList).toBe('/chat/Chatbot/RealEstateList');
  });

  it('types them as the contract says', () => {
    expectTypeOf(core.createChatbotClient).returns.toEqualTypeOf<ChatbotClient>();
    expectTypeOf(core.normalizeListing).returns.toEqualTypeOf<Listing | null>();
    expectTypeOf(core.toSaleType).returns.toEqualTypeOf<SaleType | null>();
    const value: unknown = 'https://example.com';
    if (core.isSafeHttpUrl(value)) expectTypeOf(value).toEqualTypeOf<string>();
  });

  it('freezes DEFAULT_PATHS so no caller can change them for everyone', () => {
    expect(Object.isFrozen(core.DEFAULT_PATHS)).toBe(true);
  });
});
