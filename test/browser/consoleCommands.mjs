/**
 * Browser commands (run in Node, called from tests through `commands` of
 * `vitest/browser`) that record what the page's console shows. A spy on
 * `console` sees only console calls made by JavaScript; Chromium's own
 * messages, such as `Refused to get unsafe header`, reach DevTools without
 * one, and Playwright's `console` event carries both. Plain JavaScript so
 * vite.config.ts can import it with its extension.
 */

/** @type {WeakMap<import('playwright').Page, import('./consoleCommands.mjs').CapturedConsoleMessage[]>} */
const captures = new WeakMap();

/** @param {import('playwright').Page} page */
function captureOf(page) {
  let messages = captures.get(page);
  if (!messages) {
    /** @type {import('./consoleCommands.mjs').CapturedConsoleMessage[]} */
    const list = [];
    messages = list;
    captures.set(page, list);
    page.on('console', (message) => {
      list.push({ type: message.type(), text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => list.push({ type: 'pageerror', text: `${error.name}: ${error.message}`, url: '' }));
  }
  return messages;
}

/** Starts recording the page's console (once per page) and forgets what was recorded so far. */
export const startConsoleCapture = (context) => {
  captureOf(context.page).length = 0;
};

/** What the page's console showed since `startConsoleCapture`. */
export const takeConsoleMessages = (context) => {
  const messages = captureOf(context.page);
  return messages.splice(0, messages.length);
};
