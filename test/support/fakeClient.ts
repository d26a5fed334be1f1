// A client wired to a fake service in-process: no React, no DOM, so server
// (node-environment) tests can use it too. test/support/fake.tsx builds the
// React setup on top of it.
import type { ChatbotClient, ChatbotClientOptions } from 'chatbot-kit/core';
import type { FakeChatbotService } from 'chatbot-kit/testing';

/**
 * A client that talks to `service` in-process: `service.createClient()`, the
 * same call a consumer's tests make (its fetch is the fake's handler, and with
 * no XMLHttpRequest the PUT goes through that fetch too: jsdom's XHR cannot
 * send a Blob body, docs/decisions/0008). `overrides` win, e.g. a `fetch` that
 * records each request's signal before handing it on.
 */
export function createFakeClient(service: FakeChatbotService, overrides: Partial<ChatbotClientOptions> = {}): ChatbotClient {
  return service.createClient(overrides);
}
