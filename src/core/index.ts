// chatbot-kit/core — no React, no DOM globals at import.
// Types are free; runtime names are the ones DESIGN.md lists. The wire schemas
// stay internal (core/contract reads them); only their types are public.
export type * from './types';
export type {
  Envelope,
  GetPreUploadUrlRequest,
  PreUploadResultWire,
  ReportUploadSuccessRequest,
  RealEstateListRequest,
  RealEstateListResultWire,
} from './schemas';
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
export type { JsonOperationName, OperationName, KeyOption, BaseOption } from './contract/operations';
// --- upload engine (issue 3) ---
export { createStore, defaultFrameScheduler, type Store, type StoreOptions, type FrameScheduler } from './createStore';
export {
  createUploadQueue,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadQueueLiveOptions,
  type UploadClient,
} from './upload/createUploadQueue';
export { classifyError, isRetryableStatus, type ErrorClass, type ClassifyErrorContext } from './upload/classifyError';
export { computeBackoff, DEFAULT_RETRY_POLICY, type RetryPolicy, type RetryDecisionInfo } from './upload/computeBackoff';
export {
  getPresignedDeadline,
  isPresignedUrlExpired,
  PRESIGNED_URL_TTL_MS,
  type PresignedDeadlineOptions,
} from './upload/getPresignedDeadline';
export { createOnlineSource, type OnlineSource } from './upload/createOnlineSource';
export { validateFiles, parseAccept, toAcceptAttribute, MAX_SINGLE_PUT_BYTES } from './upload/validateFiles';
export { formatBytes } from './upload/formatBytes';
export { UploadStalledError } from './upload/UploadStalledError';
export type {
  UploadStatus,
  UploadTerminalStatus,
  UploadableFile,
  UploadProgressInfo,
  UploadStep as UploadQueueStep,
  UploadItem,
  FileRejection,
  FileRejectionCode,
  FileRejectionError,
  AcceptOption,
  UploadValidationOptions,
  UploadQueueState,
  UploadQueueEvent,
  UploadAddResult,
} from './upload/types';
// --- listings (issue 4) ---
export * from './listings/index';
