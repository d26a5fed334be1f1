// @vitest-environment node
// SSR: importing any entry touches neither `window` nor
// `document`. Every browser global is replaced by a trap getter that records
// who read it; a read from this repository's src/ fails the test. (Libraries
// under node_modules, such as TanStack Query's `typeof window` check, may
// look: that is their business, and they cope with the answer undefined.)
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const TRAPPED = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator', 'XMLHttpRequest'] as const;

interface Touch {
  name: string;
  frame: string;
}

let touches: Touch[] = [];
const saved = new Map<string, PropertyDescriptor | undefined>();

beforeEach(() => {
  touches = [];
  for (const name of TRAPPED) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Frame 0 is "Error", 1 this getter, 2 the code that read the global.
        const frame = new Error().stack?.split('\n')[2] ?? '';
        touches.push({ name, frame: frame.trim() });
        return undefined;
      },
    });
  }
  vi.resetModules();
});

afterEach(() => {
  for (const name of TRAPPED) {
    const descriptor = saved.get(name);
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

const ourTouches = () => touches.filter((t) => t.frame.includes(SRC) && !t.frame.includes('node_modules'));

describe('importing an entry on a server', () => {
  it('the trap sees a read from src/ (so an empty result below means something)', async () => {
    const { createClientBase } = await import('../../src/core/client/createClientBase');
    // A secret key is refused in a page only: the client looks for window, and finds none here.
    expect(createClientBase({ baseUrl: '/api/chatbot', secretKey: 'sk-server-only' }).baseUrl).toBe('/api/chatbot');
    expect(ourTouches().map((t) => t.name)).toContain('window');
  });

  it.each([
    ['chatbot-kit', () => import('../../src/index')],
    ['chatbot-kit/core', () => import('../../src/core/index')],
    ['chatbot-kit/server', () => import('../../src/server/index')],
    ['chatbot-kit/testing', () => import('../../src/testing/index')],
  ])('%s reads no browser global while it loads', async (_entry, load) => {
    const mod = await load();
    expect(Object.keys(mod).length).toBeGreaterThan(0);
    expect(ourTouches()).toEqual([]);
  });

  it('chatbot-kit/server makes a proxy without reading a browser global', async () => {
    const { createChatbotProxy } = await import('../../src/server/index');
    createChatbotProxy({ baseUrl: 'https://api.chatbot.test', secretKey: 'ssr-secret-1234' });
    expect(ourTouches()).toEqual([]);
  });
});
