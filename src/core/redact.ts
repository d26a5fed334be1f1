// Removes secrets from text that may reach a message, a log or `toJSON()`: presigned-URL signing parameters and every
// key value registered with registerSecret, in every form a service can echo it.
import { redactPresignedParams } from './contract/presignedUrl';

/** The registered key values, least recently registered first, each with its echo pattern, made once. */
const secrets = new Map<string, RegExp>();

/** How many key values are remembered: a server with a key per tenant would otherwise keep every one. */
const MAX_SECRETS = 256;

/**
 * Remembers a key value so that `redact` removes it wherever it shows up (the client and the proxy call this for every
 * key they read). Values shorter than 4 characters are ignored: they would shred ordinary text.
 */
export function registerSecret(value: string | undefined | null): void {
  if (!value || value.length < 4) return;
  const pattern = secrets.get(value) ?? echoPattern(value);
  secrets.delete(value);
  secrets.set(value, pattern);
  if (secrets.size > MAX_SECRETS) secrets.delete(secrets.keys().next().value!);
}

/**
 * `text` with signing parameters, registered key values and the values in `also` (such as the signature of the URL a
 * PUT went to) replaced by `[redacted]`, each in every form of {@link echoPattern}. Longer values go first, so a key
 * that starts with another is removed whole; values shorter than 4 characters are left alone.
 * @example redact('bad key c2stbGl2ZS0x', ['sk-live-1']) // 'bad key [redacted]'
 */
export function redact(text: string, also: readonly string[] = []): string {
  let out = redactPresignedParams(text);
  // A value passed on its own gets its pattern here: one PUT's signature, redacted once.
  const values = [...secrets];
  for (const value of also) if (value.length > 3) values.push([value, echoPattern(value)]);
  for (const [, pattern] of values.sort(([a], [b]) => b.length - a.length)) out = out.replace(pattern, '[redacted]');
  return out;
}

/**
 * One pattern for every form in which a service can echo `secret`, each matched in any letter
 * case: as it is, JSON-escaped (`\/`, `\uXXXX`), URL-encoded (`+` for spaces), its UTF-8 bytes in hex, and base64
 * (standard or URL-safe, at each of the three byte alignments it can take inside a longer encoded value, such as
 * `Basic <base64(user:key)>`). Forms under 4 characters are left out; longer forms are tried first.
 */
function echoPattern(secret: string): RegExp {
  const encoded = encodeURIComponent(secret);
  const bytes = new TextEncoder().encode(secret);
  const forms = [secret, JSON.stringify(secret).slice(1, -1), secret.replace(/\//g, '\\/'), encoded, encoded.replace(/%20/g, '+')];
  forms.push(Array.from(secret, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''));
  forms.push(Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
  for (let skip = 0; skip < 3; skip++) {
    // Whole 3-byte groups only: a tail of one or two bytes encodes differently inside a longer value.
    const base64 = btoa(String.fromCharCode(...bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3)));
    forms.push(base64, base64.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  const alternatives = forms.filter((form) => form.length > 3).sort((a, b) => b.length - a.length);
  return new RegExp(alternatives.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
}
