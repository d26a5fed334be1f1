// chatbot-kit/core — no React, no DOM globals at import.
export * from './types';
export * from './schemas';
export { redact, registerSecret } from './redact';
export { ChatbotError, type ChatbotErrorCode, type ChatbotErrorOptions } from './errors/ChatbotError';
export { TransportError } from './errors/TransportError';
export { BusinessError } from './errors/BusinessError';
export { ResponseShapeError } from './errors/ResponseShapeError';
export { NetworkError } from './errors/NetworkError';
export { StorageError } from './errors/StorageError';
export { UploadUrlExpiredError } from './errors/UploadUrlExpiredError';
export { InvalidInputError } from './errors/InvalidInputError';
export { isAbortError } from './errors/isAbortError';
// --- client (issue 2) ---
export { createChatbotClient } from './createChatbotClient';
export { DEFAULT_PATHS } from './client/defaultPaths';
export { normalizeListing } from './normalize/normalizeListing';
export { isSafeHttpUrl } from './normalize/isSafeHttpUrl';
export { toSaleType, toSaleTypeLabel } from './normalize/saleType';
// --- upload engine (issue 3) ---
// --- listings (issue 4) ---
export * from './listings/index';
