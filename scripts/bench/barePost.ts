// The platform's two API operations with no library, for the benches' bare
// baselines (bulkPage.ts, mainThreadPage.tsx): one fetch, no checks but `Success`.

/** What GetPreUploadUrl answers, as sent. */
export interface BarePreUpload {
  PreUploadUrl: string;
  FileStoreId: string;
}

/** POSTs `operation` to `apiUrl` with `body` and returns its `Data`; throws if `Success` is not true. */
export async function barePost<T>(apiUrl: string, secretKey: string, operation: string, body: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/chat/User/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: secretKey },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { Success: boolean; Data: T };
  if (!json.Success) throw new Error(`${operation} failed`);
  return json.Data;
}
