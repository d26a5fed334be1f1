/**
 * Peels the text encodings a service can wrap an echoed key in, so the proxy
 * matches the key in what a browser, a URL parser or an HTML page would read:
 * percent-encoding, JSON string escapes (a string that is itself JSON, such
 * as `ExtensionColumn`) and HTML character references. Each step is bounded.
 */

/** How many times the three decodings are applied in turn: a key URL-encoded twice inside JSON needs three. */
const MAX_PASSES = 3;

/**
 * `text` and each form it takes as its encodings are peeled, one pass of
 * JSON escapes, HTML references and percent-encoding at a time, for at most
 * {@link MAX_PASSES} passes; it stops early when a pass changes nothing.
 * Only text holding `%`, `\` or `&` can change.
 * @example decodedLayers('a%253D') // ['a%253D', 'a%3D', 'a=']
 */
export function decodedLayers(text: string): string[] {
  const layers = [text];
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let next = current;
    if (next.includes('\\')) next = unescapeJson(next);
    if (next.includes('&')) next = decodeHtmlReferences(next);
    if (next.includes('%')) next = decodePercent(next);
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

const JSON_ESCAPE = /\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))/g;
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** JSON string escapes (`\u002B`, `\/`, `\"`…) decoded; anything else left as it is. */
function unescapeJson(text: string): string {
  return text.replace(JSON_ESCAPE, (_, hex: string | undefined, simple: string | undefined) =>
    hex === undefined ? SIMPLE_ESCAPES[simple!]! : String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * The named references of HTML for the printable ASCII characters (and the
 * non-breaking space), in every spelling HTML defines. A key is a token, so
 * these are the names it can be written in; a name outside the list (a
 * reference to a non-ASCII character) is left as it is, while numeric
 * references decode for every character.
 */
const NAMED_REFERENCES: Record<string, string> = {
  Tab: '\t', NewLine: '\n', excl: '!', quot: '"', QUOT: '"', num: '#', dollar: '$', percnt: '%', amp: '&', AMP: '&',
  apos: "'", lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',', period: '.', sol: '/', colon: ':',
  semi: ';', lt: '<', LT: '<', equals: '=', gt: '>', GT: '>', quest: '?', commat: '@', lsqb: '[', lbrack: '[',
  bsol: '\\', rsqb: ']', rbrack: ']', Hat: '^', lowbar: '_', UnderBar: '_', grave: '`', DiacriticalGrave: '`',
  lcub: '{', lbrace: '{', verbar: '|', vert: '|', VerticalLine: '|', rcub: '}', rbrace: '}', nbsp: '\u00a0',
  NonBreakingSpace: '\u00a0',
};

const HTML_REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

/** HTML character references decoded: numeric ones (`&#43;`, `&#x2B;`) and the named ones of {@link NAMED_REFERENCES}. */
function decodeHtmlReferences(text: string): string {
  return text.replace(HTML_REFERENCE, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return Object.hasOwn(NAMED_REFERENCES, name) ? NAMED_REFERENCES[name]! : whole;
    const code = decimal === undefined ? parseInt(hex!, 16) : parseInt(decimal, 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const PERCENT_RUN = /(?:%[0-9a-fA-F]{2})+/g;
const utf8 = new TextDecoder();

/** Runs of `%XX` decoded as UTF-8 (a stray `%` left as it is, an invalid sequence as U+FFFD): never throws, unlike decodeURIComponent. */
function decodePercent(text: string): string {
  return text.replace(PERCENT_RUN, (run) => {
    let ascii = '';
    for (let i = 0; i < run.length; i += 3) {
      const byte = parseInt(run.slice(i + 1, i + 3), 16);
      // Past ASCII the run is UTF-8: decoded whole.
      if (byte > 0x7f) return utf8.decode(Uint8Array.from({ length: run.length / 3 }, (_, j) => parseInt(run.slice(j * 3 + 1, j * 3 + 3), 16)));
      ascii += String.fromCharCode(byte);
    }
    return ascii;
  });
}
