/**
 * Removes secrets from text that may reach a message, a log or `toJSON()`:
 * presigned-URL signing parameters (SERVICE.md §5: the PreUploadUrl query
 * string carries them) and any key value registered with {@link registerSecret}.
 */
import { redactPresignedParams } from './contract/presignedUrl';

const secrets = new Set<string>();

/**
 * Remembers a key value so that {@link redact} removes it wherever it shows up.
 * The client calls this for every key it reads; values shorter than 4
 * characters are ignored (they would shred ordinary text).
 */
export function registerSecret(value: string | undefined | null): void {
  if (value && value.length >= 4) secrets.add(value);
}

/** Returns `text` with signing parameters and registered key values replaced by `[redacted]`. */
export function redact(text: string): string {
  let out = redactPresignedParams(text);
  for (const secret of secrets) {
    if (out.includes(secret)) out = out.split(secret).join('[redacted]');
  }
  return out;
}
