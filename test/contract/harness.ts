// The contract tests run the real client against the fake service.
// The client comes from `service.createClient()`, the setup consumers use: its
// fetch is `service.fetch`, which hands each request to `service.handle` and,
// unlike `new Request(input, init)`, reads jsdom's Blob into bytes first (Node's
// Request would send it as "undefined", TOOLCHAIN.md); XMLHttpRequest is null so
// the PUT goes through fetch too. Here a recording fetch sits in front of it.
import type { ChatbotClient, ChatbotClientOptions } from 'chatbot-kit/core';
import { createFakeChatbotService, type FakeChatbotService, type FakeChatbotServiceOptions } from 'chatbot-kit/testing';

export const BASE_URL = 'https://api.fake.test';
/** A whole second, so X-Amz-Date (whole seconds) equals the issue time. */
const T0 = Date.UTC(2026, 10, 22, 7, 0, 0);

/** One answer as the client received it, JSON parsed when it was JSON. */
interface RecordedResponse {
  url: string;
  method: string;
  status: number;
  contentType: string | null;
  json: unknown;
}

export interface Harness {
  service: FakeChatbotService;
  client: ChatbotClient;
  /** Answers in arrival order. */
  responses: RecordedResponse[];
  /** JSON bodies the client sent, parsed, in order (the fake's log keeps headers only). */
  sentBodies: unknown[];
  /** Moves the fake's clock. */
  advance(ms: number): void;
}

export function createHarness(
  serviceOptions: FakeChatbotServiceOptions = {},
  clientOptions: Partial<ChatbotClientOptions> = {},
): Harness {
  let time = T0;
  const service = createFakeChatbotService({ now: () => time, ...serviceOptions });
  const responses: RecordedResponse[] = [];
  const sentBodies: unknown[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string') sentBodies.push(JSON.parse(init.body));
    const response = await service.fetch(input, init);
    const text = await response.clone().text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    responses.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      status: response.status,
      contentType: response.headers.get('content-type'),
      json,
    });
    return response;
  };
  // The public setup (service.createClient), with a recording fetch in front of service.fetch.
  const client = service.createClient({ baseUrl: BASE_URL, fetch: recordingFetch, ...clientOptions });
  return { service, client, responses, sentBodies, advance: (ms) => (time += ms) };
}

/** Resolves with what `promise` rejected with (fails when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the call succeeded');
}

/** A file of known bytes. */
export function knownFile(size = 1000, name = 'report.pdf', type = 'application/pdf'): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 256;
  return new File([bytes], name, { type });
}
