/**
 * msw 2 handlers around the fake's `handle`. msw is an optional peer: it is
 * loaded here with a guarded dynamic import, so `chatbot-kit/testing` still
 * imports in Node without msw (for `startFakeChatbotServer`), and only
 * `mswHandlers` needs it.
 */
import type { HttpHandler } from 'msw';
import type * as Msw from 'msw';
import { FakeConnectionDropped, fakePathPattern } from './fakeInternals';

let msw: typeof Msw | undefined;
try {
  msw = await import('msw');
} catch {
  msw = undefined;
}

/**
 * msw handlers that hand every request on the fake's paths to `handle`.
 * A dropConnection fault becomes `Response.error()`, msw's network error.
 * @throws Error when the optional peer `msw` is not installed.
 */
export function createFakeMswHandlers(handle: (request: Request) => Promise<Response>): HttpHandler[] {
  if (!msw) {
    throw new Error('mswHandlers needs the optional peer dependency msw 2: npm install --save-dev msw');
  }
  const { http, HttpResponse } = msw;
  return [
    http.all(fakePathPattern(), async ({ request }) => {
      try {
        return await handle(request);
      } catch (error) {
        if (error instanceof FakeConnectionDropped) return HttpResponse.error();
        throw error;
      }
    }),
  ];
}
