// A client wired to a fake service in-process: no React, no DOM, so server
// (node-environment) tests can use it too. test/support/fake.tsx builds the
// React setup on top of it.
import { createChatbotClient, type ChatbotClient, type ChatbotClientOptions } from 'chatbot-kit/core';
import type { FakeChatbotService } from 'chatbot-kit/testing';

/**
 * The fake answers on any origin; this one says "fake" in every URL a test
 * prints. (`.test` is reserved: it never resolves to a real host.)
 */
const FAKE_BASE_URL = 'https://api.fake.test';

/**
 * A client that talks to `service` in-process: its `fetch` is the fake's
 * handler, and with no XMLHttpRequest the PUT goes through that fetch too
 * (jsdom's XHR cannot send a Blob body, TOOLCHAIN.md). `overrides` win, e.g.
 * a `fetch` that records each request's signal before handing it on.
 *
 * SWITCH POINT: once `chatbot-kit/testing` offers `service.createClient(options?)`
 * (issue 10 §5), this body becomes `return service.createClient(overrides)`,
 * keeping the defaults below where `createClient`'s differ.
 */
export function createFakeClient(service: FakeChatbotService, overrides: Partial<ChatbotClientOptions> = {}): ChatbotClient {
  return createChatbotClient({
    baseUrl: FAKE_BASE_URL,
    secretKey: service.secretKey,
    sessionKey: service.sessionKey,
    // A test page is not a user's browser: the secret key stays in the process.
    dangerouslyAllowBrowser: true,
    fetch: service.fetch,
    XMLHttpRequest: null,
    ...overrides,
  });
}
