// A pseudo-language for label tests: with it, any text that reaches the page
// without going through a label shows up as English.

/**
 * Each text of `labels` becomes its key in brackets ("⟦heading⟧"), each
 * function gives its key and its plain arguments ("⟦uploading:42⟧").
 */
export function pseudoLabels<T extends object>(labels: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value === 'string') out[key] = `⟦${key}⟧`;
    else if (typeof value === 'function') out[key] = (...args: unknown[]) => `⟦${key}:${args.filter((a) => typeof a !== 'function' && typeof a !== 'object').join('|')}⟧`;
    else if (value && typeof value === 'object') out[key] = Object.fromEntries(Object.keys(value).map((k) => [k, `⟦${key}.${k}⟧`]));
  }
  return out as T;
}

/** Any value a label function may be given: 7 as text, as a number, as an object of such values, or as a function giving it. */
const ANYTHING: unknown = new Proxy(() => ANYTHING, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 7 : key === 'toString' ? () => '7' : ANYTHING),
});

/** The English texts of `defaults`: each text whole, and the words a function writes around its values. */
function englishTexts(defaults: object): string[] {
  const texts = new Set<string>();
  const add = (text: unknown) => {
    for (const piece of String(text).split(/[\d.,:;!?()|…·—–/%$-]+/)) if (/[A-Za-z]{2,}/.test(piece)) texts.add(piece.trim());
  };
  for (const value of Object.values(defaults)) {
    if (typeof value === 'string') add(value);
    else if (typeof value === 'function') add((value as (...args: unknown[]) => unknown)(ANYTHING, ANYTHING, ANYTHING));
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  }
  return [...texts];
}

/** Every text a user meets in `root`, one per line: its text nodes, and the names and values in its attributes. */
function visibleTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const name of ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder']) texts.push(el.getAttribute(name) ?? '');
  }
  return texts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts of `defaults` found in `root`'s texts, once the app's own
 * data (what the service sent, file names) and the pseudo-language's texts are taken out.
 */
export function englishIn(root: Element, defaults: object, data: readonly string[]): string[] {
  const texts = visibleTexts(root).map((text) => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
    for (const value of data) rest = rest.split(value).join(' ');
    return rest;
  });
  return englishTexts(defaults).filter((english) => {
    const word = new RegExp(`(^|[^A-Za-z])${escapeRegExp(english)}([^A-Za-z]|$)`);
    return texts.some((text) => word.test(text));
  });
}
