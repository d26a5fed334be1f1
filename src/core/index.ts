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
// --- listings (issue 4): query options and the key factory; the rest is internal ---
export { realEstateListQuery, type RealEstateListQueryOptions } from './listings/realEstateListQuery';
export {
  listingKeys,
  type ListingKeyFilters,
  type ListingRootKey,
  type ListingScopeKey,
  type ListingFiltersKey,
  type ListingPageKey,
} from './listings/listingKeys';
export type { ListingFilters, NormalizedListingParams } from './listings/normalizeListingParams';
export type { ListingPageFacts, ListingPagination } from './listings/getListingPagination';
export type { PageRangeItem, PageRangeOptions } from './listings/getPageRange';
export type { ListingStatus } from './listings/getListingStatus';
