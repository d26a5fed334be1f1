// Builders for requests sent straight to `service.handle` (no client), so the
// fake's own behaviour is tested apart from the client's.
import type { FakeChatbotService } from 'chatbot-kit/testing';

export const ORIGIN = 'https://api.fake.test';

export interface Envelope<T = unknown> {
  Data: T;
  Version: string;
  Success: boolean;
  Code: number;
  Message: string;
}

export function postJson(
  service: FakeChatbotService,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return service.handle(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export async function envelope<T = unknown>(response: Response | Promise<Response>): Promise<Envelope<T>> {
  return (await (await response).json()) as Envelope<T>;
}

export function getPreUploadUrl(service: FakeChatbotService, fileName = 'photo.jpg', key = service.secretKey) {
  return envelope<{ FileStoreId: string; PreUploadUrl: string }>(
    postJson(service, '/chat/User/GetPreUploadUrl', { fileName }, { authorization: key }),
  );
}

export function report(service: FakeChatbotService, fileStoreID: string, key = service.secretKey) {
  return envelope<boolean>(postJson(service, '/chat/User/ReportUploadSuccess', { fileStoreID }, { authorization: key }));
}

export function list(service: FakeChatbotService, body: Record<string, unknown> = {}, key = service.sessionKey) {
  return envelope<{ List: Record<string, unknown>[]; VirtualCount: number }>(
    postJson(service, '/chat/Chatbot/RealEstateList', { SerialNumber: service.serialNumber, ...body }, { 'chatrobot-sessionkey': key }),
  );
}

export function put(
  service: FakeChatbotService,
  url: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
  method = 'PUT',
): Promise<Response> {
  return service.handle(new Request(url, { method, headers, body }));
}

/** The <Code> and <Message> of an S3 XML error body. */
export async function s3Error(response: Response): Promise<{ status: number; code?: string; message?: string; xml: string }> {
  const xml = await response.text();
  return {
    status: response.status,
    code: /<Code>([^<]*)<\/Code>/.exec(xml)?.[1],
    message: /<Message>([^<]*)<\/Message>/.exec(xml)?.[1],
    xml,
  };
}
