import type { ListingExtension } from '../types';
import { parseJsonList } from './parseJsonList';

/**
 * The `ExtensionColumn` of a listing item (docs/SERVICE.md §2.4: "text holding a
 * serialised list of objects with a key and a value") as `{ key, value }[]`.
 *
 * Never throws: text that is not JSON, JSON that is not a list, and entries
 * without a key all give nothing. Both `{Key, Value}` (what the platform
 * sends, docs/UPSTREAM.md) and `{key, value}` are accepted; values become strings.
 */
export function parseExtensionColumn(value: unknown): ListingExtension[] {
  // Text that is not a JSON list ('' and blanks included) gives nothing.
  const list = typeof value === 'string' ? parseJsonList(value) : value;
  if (!Array.isArray(list)) return [];
  const out: ListingExtension[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const record = entry as Record<string, unknown>;
    const key = 'Key' in record ? record.Key : record.key;
    if ((typeof key !== 'string' && typeof key !== 'number') || String(key).trim() === '') continue;
    out.push({ key: String(key), value: toText('Value' in record ? record.Value : record.value) });
  }
  return out;
}

/**
 * A value as text: null and missing as `''`, objects and lists as JSON
 * (never "[object Object]"). The values come from JSON (the response body,
 * or the column's own JSON), so `JSON.stringify` cannot throw here.
 */
function toText(value: unknown): string {
  return value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}
