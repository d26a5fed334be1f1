/**
 * The one fake service every story talks to. MSW (msw-storybook-addon, set up in
 * .storybook/preview.tsx) hands the page's requests to `fakeService.handle`, so
 * stories run all three upload steps and page through the seeded listings with
 * no network and no real key. `preview.tsx` resets it before every story.
 *
 * In a story, script faults in `beforeEach`:
 * @example
 * export const ServerDown: Story = {
 *   beforeEach: () => fakeService.faults.failNext('realEstateList', { type: 'http', status: 502, html: true }, 10),
 * };
 */
import { createChatbotClient, type ChatbotClient } from 'chatbot-kit/core';
import { createFakeChatbotService } from 'chatbot-kit/testing';

/** Where the fake "lives" in Storybook. `.test` never resolves: only MSW answers it. */
export const STORYBOOK_API_URL = 'https://api.chatbot-kit.test';

export const fakeService = createFakeChatbotService();

/** A new client pointing at the fake (each story gets its own, so caches never leak between stories). */
export function createStoryClient(): ChatbotClient {
  return createChatbotClient({
    baseUrl: STORYBOOK_API_URL,
    secretKey: fakeService.secretKey,
    sessionKey: fakeService.sessionKey,
    // The fake's key in a sandbox that only MSW answers: no real credential is
    // exposed. Real pages use chatbot-kit/server's proxy and no key at all.
    dangerouslyAllowBrowser: true,
  });
}

/** The fake's traditional chatbot, for `useRealEstateList({ serialNumber })`. */
export const storySerialNumber = fakeService.serialNumber;
/** The fake's template-based chatbot: RealEstateList answers it with business Code 4001. */
export const storyTemplateSerialNumber = fakeService.templateSerialNumber;

/** Slows every answer so loading states stay on screen (`0` removes it). */
export function slowFake(ms = 800): void {
  fakeService.faults.latency(ms);
}
