/** The options of `createChatbotProxy`, and the types they name. */
import type { JsonOperationName } from '../core/contract/operations';
import type { GetPreUploadUrlRequest, RealEstateListRequest, ReportUploadSuccessRequest } from '../core/schemas';
import type { ChatbotPaths } from '../core/types';

/** The service operations the proxy can forward (docs/SERVICE.md §4.1, §4.3, §4.4): the contract table's JSON operations. */
export type ChatbotOperation = JsonOperationName;

/**
 * A key on the server: a string, or a function called with every forwarded request, so a key can depend on who is
 * asking (a per-workspace session key looked up from your own login cookie). A key with surrounding whitespace or a
 * control character (a line end read from a secrets file) is refused, as the client refuses it: trim it where you read
 * it.
 * @example sessionKey: async (request) => lookUpWorkspace(request).sessionKey
 */
export type ProxyKeySupplier = string | ((request: Request) => string | Promise<string>);

/**
 * The validated body of one of the three operations (docs/SERVICE.md §4.1, §4.3, §4.4).
 * Only a RealEstateList body has `SerialNumber`: `'SerialNumber' in body` narrows it.
 */
export type ChatbotRequestBody = GetPreUploadUrlRequest | ReportUploadSuccessRequest | RealEstateListRequest;

/**
 * What `authorize` returns: `true` to send the body as it came, a body to
 * send instead, `false` for a 403 envelope, or a `Response` to answer with.
 */
export type ChatbotAuthorizeVerdict = boolean | Response | ChatbotRequestBody;

/** Options of `createChatbotProxy`. */
export interface ChatbotProxyOptions {
  /**
   * `{base_url}` of docs/SERVICE.md: where the upload operations live upstream.
   * @example 'https://api.example.com'
   */
  baseUrl: string;
  /** `{app_url}` of docs/SERVICE.md: where RealEstateList lives upstream. @default baseUrl */
  appUrl?: string;
  /**
   * The `Authorization` secret key for GetPreUploadUrl and ReportUploadSuccess (docs/SERVICE.md §5).
   * Only the proxy sends it, and no answer carries it. Without it the upload operations are not served.
   */
  secretKey?: ProxyKeySupplier;
  /**
   * The `chatrobot-sessionkey` for RealEstateList (docs/SERVICE.md §5). A session key sent by a
   * browser is never forwarded: without this option RealEstateList is not served.
   */
  sessionKey?: ProxyKeySupplier;
  /**
   * The operations to forward; anything else answers 404. Naming one whose key is missing throws.
   * @default every operation whose key is given
   * @example allow: ['getPreUploadUrl', 'reportUploadSuccess'] // uploads only
   */
  allow?: readonly ChatbotOperation[];
  /**
   * Largest request body read, in bytes (a whole number from 1, as are the other limits). A larger
   * one, or a `Content-Length` that announces more, answers 413 without being forwarded.
   * @default 16384
   */
  maxBodyBytes?: number;
  /**
   * Largest answer read from the service, in bytes after decompression. At the limit the proxy
   * stops reading, drops the connection and answers 502 with an envelope that says why.
   * @default 1048576 (1 MiB)
   */
  maxResponseBytes?: number;
  /**
   * How long the service may take to answer, body included, in milliseconds (at most
   * 2147483647). On expiry the call is aborted and the proxy answers 504 with an envelope.
   * @default 30000
   */
  upstreamTimeoutMs?: number;
  /**
   * Path prefix under which the proxy is mounted, stripped before the operation path is matched.
   * Requests outside it answer 404.
   * @default '' (operation paths are matched at the root)
   * @example basePath: '/api/chatbot' // the browser client then uses baseUrl: '/api/chatbot'
   */
  basePath?: string;
  /** Operation paths, both matched (after `basePath`) and called upstream. @default the client's, see ChatbotPaths */
  paths?: Partial<ChatbotPaths>;
  /**
   * Decides whether a request may use the proxy, and what it sends. It runs after the body was read and validated, with
   * the request, the operation and that body (unknown fields stripped), so an app can check the `SerialNumber` a
   * browser asks for against its signed-in user's chatbots. Return `true` to send the body as it is, a body to send
   * instead (validated again: pin `SerialNumber` this way), `false` (or anything else) for a 403 envelope, or a
   * `Response` to answer with. The service hears nothing of a refused request. Anyone who can reach the proxy can use
   * the allowed operations: put your own login check here.
   * @default every request is allowed, with the body it carries
   * @example
   * authorize: async (request, operation, body) => {
   *   const user = await getUser(request);
   *   if (!user) return false;
   *   return 'SerialNumber' in body ? { ...body, SerialNumber: user.chatbot } : true;
   * }
   */
  authorize?: (request: Request, operation: ChatbotOperation, body: ChatbotRequestBody) => ChatbotAuthorizeVerdict | Promise<ChatbotAuthorizeVerdict>;
  /** The fetch used to call the service; tests point it at a fake service. @default globalThis.fetch */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
}
