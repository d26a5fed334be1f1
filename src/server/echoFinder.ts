/**
 * Tells whether a string the service answered holds one of the proxy's keys,
 * in any form the proxy can decode back to it. The proxy replaces such a
 * string whole.
 *
 * A string is searched for the key as it is (in any letter case, also with
 * `+` for its spaces), its UTF-8 bytes in hex (either case), and base64 or base64url of
 * the UTF-8 bytes, the UTF-16LE bytes and the JSON-escaped form of the key
 * (at each of the three alignments base64 can give it inside a longer
 * value); and so is each form {@link decodedLayers} peels from it (percent,
 * JSON and HTML decoding, up to three passes).
 *
 * Most strings of an answer are short or plain: a string shorter than the
 * key's shortest form is never searched; only a string with `%`, `\` or `&`
 * is decoded (once for all keys); and a string, or a decoded layer of one,
 * meets the key's expression for the key as it is only when it holds the
 * key's rarest character, and its expression for hex and base64 only when
 * it has a run of the base64 alphabet as long as the shortest of those.
 */
import { decodedLayers } from './decodeLayers';

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
  let forms = cache.get(key);
  if (!forms) {
    forms = build(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, forms);
  }
  return forms;
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
 * Base64 and base64url of `bytes` at the three alignments a value can take
 * inside a longer encoded one (such as `Basic <base64(user:key)>`): the
 * whole 3-byte groups from byte 0, 1 and 2, without padding.
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
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[i * 2] = code & 0xff;
    bytes[i * 2 + 1] = code >> 8;
  }
  return bytes;
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
