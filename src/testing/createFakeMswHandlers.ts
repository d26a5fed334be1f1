// The only module of chatbot-kit/testing/msw, the only entry that imports msw (an optional peer).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { FakeConnectionDropped, fakePathPattern } from './fakeInternals';

/**
 * msw 2 handlers that answer the fake's paths (`/chat/…`, `/fake-s3/…`, `/fake-images/…`) on any origin from
 * `service.handle`. A `dropConnection` fault becomes `Response.error()`, msw's network error.
 *
 * @param service - The fake to answer from, made by `createFakeChatbotService`
 *   (any object with its `handle`).
 * @returns One handler; spread it into `setupServer` or `setupWorker`.
 * @example
 * const service = createFakeChatbotService();
 * const server = setupServer(...createFakeMswHandlers(service));
 */
export function createFakeMswHandlers(service: { handle(request: Request): Promise<Response> }): HttpHandler[] {
  return [
    http.all(fakePathPattern(), async ({ request }) => {
      try {
        return await service.handle(request);
      } catch (error) {
        if (error instanceof FakeConnectionDropped) return HttpResponse.error();
        throw error;
      }
    }),
  ];
}
