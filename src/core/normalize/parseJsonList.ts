/** `text` parsed as a JSON list, or `null` when it is not JSON or not a list. */
export function parseJsonList(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
