// chatbot-kit/server — keeps the secret key on the server.
// Fetch-API only at import time: runs on Node, Deno, Bun and edge runtimes.
export { createChatbotProxy, type ChatbotProxyHandler } from './createChatbotProxy';
export type {
  ChatbotAuthorizeVerdict, ChatbotOperation, ChatbotProxyOptions, ChatbotRequestBody, ProxyKeySupplier,
} from './ChatbotProxyOptions';
export { toNodeHandler, type NodeHandler } from './toNodeHandler';
export {
  chatbotProxyVitePlugin, type ChatbotProxyVitePlugin, type ChatbotProxyVitePluginOptions, type ViteServerLike,
} from './chatbotProxyVitePlugin';
// The core types the proxy's options name, so a server can import them from this entry alone.
export type { ChatbotPaths } from '../core/types';
export type { JsonOperationName } from '../core/contract/operations';
export type { SaleType } from '../core/contract/saleTypes';
export type { GetPreUploadUrlRequest, RealEstateListRequest, ReportUploadSuccessRequest } from '../core/schemas';
