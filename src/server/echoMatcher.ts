/**
 * Tells whether a string the service answered holds one of the proxy's keys,
 * in any form the proxy can decode back to it. The proxy replaces such a
 * string whole.
 *
 * A string is searched, in any letter case, for the key as it is (also with
 * `+` for its spaces), its UTF-8 bytes in hex, and base64 or base64url of
 * the UTF-8 bytes, the UTF-16LE bytes and the JSON-escaped form of the key
 * (at each of the three alignments base64 can give it inside a longer
 * value); and so is each form {@link decodedLayers} peels from it (percent,
 * JSON and HTML decoding, up to three passes).
 *
 * Most strings of an answer are short or plain: a string shorter than the
 * key's shortest form is never searched, nor is one that holds no `%`, `\`
 * or `&` (nothing to decode), not the key's rarest character, and no run of
 * the base64 alphabet as long as the key's shortest base64 or hex form.
 */
import { decodedLayers } from './decodeLayers';

/** Keys shorter than this are not matched: they would match ordinary text. */
const MIN_KEY_LENGTH = 4;

/** Matchers by key: a server whose key function reads a key per tenant keeps this many. */
const MAX_CACHED = 256;
const cache = new Map<string, EchoMatcher>();

/** A key's matcher: true for a string that holds the key; `shortest` is the length below which none can. */
export interface EchoMatcher {
  (text: string): boolean;
  readonly shortest: number;
}

/**
 * The matcher of `key`: true for a string that holds the key in one of the
 * forms listed above. Made once per key and cached.
 * @example echoMatcher('sk_live/Ab+cd==')('next=https%3A%2F%2Fx%2F%3Fk%3Dsk_live%252FAb%252Bcd%253D%253D') // true
 */
export function echoMatcher(key: string): EchoMatcher {
  let matcher = cache.get(key);
  if (!matcher) {
    matcher = key.length < MIN_KEY_LENGTH ? Object.assign(() => false, { shortest: Infinity }) : build(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, matcher);
  }
  return matcher;
}

function build(key: string): EchoMatcher {
  const literal = new Set([key, key.replace(/ /g, '+')]);
  const utf8 = new TextEncoder().encode(key);
  const encoded = new Set([Array.from(utf8, (byte) => byte.toString(16).padStart(2, '0')).join('')]);
  const jsonEscaped = JSON.stringify(key).slice(1, -1);
  for (const bytes of [utf8, utf16le(key), new TextEncoder().encode(jsonEscaped), new TextEncoder().encode(jsonEscaped.replace(/\//g, '\\/'))]) {
    for (const form of base64Forms(bytes)) encoded.add(form);
  }
  const forms = [...literal, ...encoded].filter((form) => form.length >= MIN_KEY_LENGTH);
  const shortest = Math.min(...forms.map((form) => form.length));
  const shortestEncoded = Math.min(...[...encoded].map((form) => form.length));
  const combined = new RegExp(forms.map(escapeRegExp).join('|'), 'i');
  const rare = rarestCharacter(key);
  const rareOther = rare.toUpperCase() === rare ? rare.toLowerCase() : rare.toUpperCase();

  const matches = (text: string) => {
    if (text.length < shortest) return false;
    if (!text.includes('%') && !text.includes('\\') && !text.includes('&')) {
      // Nothing to decode: the key as it is needs its rarest character, an encoded form a long run.
      if (!text.includes(rare) && !text.includes(rareOther) && !hasBase64Run(text, shortestEncoded)) return false;
      return combined.test(text);
    }
    return decodedLayers(text).some((layer) => layer.length >= shortest && combined.test(layer));
  };
  return Object.assign(matches, { shortest });
}

/** True when `text` has `length` characters of the base64 / base64url alphabet in a row (which a hex form also is). */
function hasBase64Run(text: string, length: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A–Z, a–z, 0–9, + / - _
    const inAlphabet = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 47 && c <= 57) || c === 43 || c === 45 || c === 95;
    run = inAlphabet ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
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
