import type { CapturedConsoleMessage } from './consoleCommands.mjs';

/**
 * Errors and warnings in the page's console, less Chromium's network log: a
 * `Failed to load resource` line for each error status or cut connection the
 * test scripted is the browser reporting the network, not page code.
 */
export function pageConsoleProblems(messages: CapturedConsoleMessage[]): string[] {
  return messages
    .filter(({ type }) => type === 'error' || type === 'warning' || type === 'pageerror')
    .filter(({ text }) => !/^Failed to load resource: (the server responded with a status of \d+|net::ERR_[A-Z_]+)/.test(text))
    .map(({ type, text }) => `${type}: ${text}`);
}
