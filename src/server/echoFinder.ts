/**
 * Tells whether a string the service answered holds one of the proxy's keys, in any form the proxy can decode back to
 * it; the proxy replaces such a string whole. Searched for: the key as it is (any letter case, also with `+` for its
 * spaces), its UTF-8 bytes in hex (either case), and base64 or base64url of its UTF-8 bytes, UTF-16LE bytes and
 * JSON-escaped form (at each of the three alignments base64 can give it inside a longer value); in the string and in
 * each form {@link decodedLayers} peels from it.
 *
 * Most strings are short or plain, so: a string shorter than the key's shortest form is never searched; only one with
 * `%`, `\` or `&` is decoded (once for all keys); the key as it is is tried only in a string that holds its rarest
 * character, and hex and base64 only in one with a base64-alphabet run as long as the shortest of those forms.
 */

/** Keys shorter than this are not matched: they would match ordinary text. */
const MIN_KEY_LENGTH = 4;

/** What is looked for of one key, made once per key. */
interface KeyForms {
  /** The length of its shortest form: a string shorter cannot hold it. */
  shortest: number;
  /** The key as it is and with `+` for spaces, in any letter case: only in a string that holds `rare` in either case. */
  plain: RegExp;
  rare: string;
  rareOther: string;
  /** Hex (any case) and the base64 forms: only in a string with a base64-alphabet run of `shortestEncoded`. */
  encoded: RegExp;
  shortestEncoded: number;
}

/** Forms by key: a server whose key function reads a key per tenant keeps this many. */
const MAX_CACHED = 256;
const cache = new Map<string, KeyForms>();

/**
 * A test for `keys`: true for a string that holds any of them in one of the
 * forms listed above. A string is decoded once for all keys.
 * @example echoFinder(['sk_live/Ab+cd=='])('next=https%3A%2F%2Fx%2F%3Fk%3Dsk_live%252FAb%252Bcd%253D%253D') // true
 */
export function echoFinder(keys: readonly string[]): (text: string) => boolean {
  const forms = keys.filter((key) => key.length >= MIN_KEY_LENGTH).map(formsOf);
  const shortest = Math.min(...forms.map((key) => key.shortest));
  const longestRunNeeded = Math.max(...forms.map((key) => key.shortestEncoded));
  return (text) => {
    if (text.length < shortest) return false;
    const layers = text.includes('%') || text.includes('\\') || text.includes('&') ? decodedLayers(text) : [text];
    for (const layer of layers) {
      if (layer.length < shortest) continue;
      const run = longestBase64Run(layer, longestRunNeeded);
      for (const key of forms) {
        if (layer.length < key.shortest) continue;
        if ((layer.includes(key.rare) || layer.includes(key.rareOther)) && key.plain.test(layer)) return true;
        if (run >= key.shortestEncoded && key.encoded.test(layer)) return true;
      }
    }
    return false;
  };
}

function formsOf(key: string): KeyForms {
  const cached = cache.get(key);
  if (cached) return cached;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, build(key));
  return cache.get(key)!;
}

function build(key: string): KeyForms {
  const plain = [...new Set([key, key.replace(/ /g, '+')])];
  const utf8 = new TextEncoder().encode(key);
  const hex = Array.from(utf8, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const jsonEscaped = JSON.stringify(key).slice(1, -1);
  const base64 = new Set<string>();
  for (const bytes of [utf8, utf16le(key), new TextEncoder().encode(jsonEscaped), new TextEncoder().encode(jsonEscaped.replace(/\//g, '\\/'))]) {
    for (const form of base64Forms(bytes)) base64.add(form);
  }
  const encodedLengths = [hex.length, ...[...base64].map((form) => form.length)];
  const rare = rarestCharacter(key);
  return {
    shortest: Math.min(key.length, ...encodedLengths),
    plain: new RegExp(plain.map(escapeRegExp).join('|'), 'i'),
    rare,
    rareOther: rare.toUpperCase() === rare ? rare.toLowerCase() : rare.toUpperCase(),
    // Base64 is matched in its own case (a value upper-cased no longer decodes to the key); hex in either.
    encoded: new RegExp([hex.replace(/[a-f]/g, (c) => `[${c}${c.toUpperCase()}]`), ...[...base64].map(escapeRegExp)].join('|')),
    shortestEncoded: Math.min(...encodedLengths),
  };
}

/** The longest run of base64 / base64url alphabet characters in `text` (which a hex form also is), counted up to `cap`. */
function longestBase64Run(text: string, cap: number): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A–Z, a–z, 0–9, + / - _
    const inAlphabet = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 47 && c <= 57) || c === 43 || c === 45 || c === 95;
    run = inAlphabet ? run + 1 : 0;
    if (run > longest) longest = run;
    if (longest >= cap) break;
  }
  return longest;
}

/**
 * Base64 and base64url of `bytes` at the three alignments a value can take inside a longer encoded one (such as
 * `Basic <base64(user:key)>`): the whole 3-byte groups from byte 0, 1 and 2, without padding.
 */
function base64Forms(bytes: Uint8Array): string[] {
  const forms: string[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const whole = bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3);
    if (whole.length < 3) continue;
    const base64 = btoa(String.fromCharCode(...whole));
    forms.push(base64, base64.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

function utf16le(text: string): Uint8Array {
  return Uint8Array.from({ length: text.length * 2 }, (_, i) => (i % 2 ? text.charCodeAt(i >> 1) >> 8 : text.charCodeAt(i >> 1) & 0xff));
}

/** Characters by how often they show up in the text of an answer, rarest first; a character not listed counts as rarest. */
const COMMONNESS = 'qjzxkvbpgwyfmucldrhsnioate9876543210';

/** The key's character least likely to be in a string of an answer: the cheap first test for the key as it is. */
function rarestCharacter(key: string): string {
  const rank = (c: string) => {
    const lower = c.toLowerCase();
    if (' -./:,'.includes(lower)) return COMMONNESS.length + 1;
    const index = COMMONNESS.indexOf(lower);
    return index === -1 ? -1 : index;
  };
  return [...key].reduce((rarest, c) => (rank(c) < rank(rarest) ? c : rarest));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How many times the three decodings are applied in turn: a key URL-encoded twice inside JSON needs three. */
const MAX_PASSES = 3;

/**
 * `text` and each form it takes as the encodings a service can wrap an echoed key in are peeled: one pass of JSON
 * escapes (a string that is itself JSON, such as `ExtensionColumn`), HTML references and percent-encoding at a time,
 * for at most {@link MAX_PASSES} passes, stopping when a pass changes nothing.
 * @example decodedLayers('a%253D') // ['a%253D', 'a%3D', 'a=']
 */
function decodedLayers(text: string): string[] {
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
 * HTML's named references for the printable ASCII characters and the non-breaking space, in every spelling HTML
 * defines: the names a key (a token) can be written in. Other names are left as they are; numeric references decode for
 * every character.
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
