// chatbot-kit/core — no React, no DOM globals at import.
// Types are free; runtime names are the ones DESIGN.md lists. The wire schemas
// stay internal (core/contract reads them); only their types are public.
export type * from './types';
export type {
  Envelope, GetPreUploadUrlRequest, PreUploadResultWire, ReportUploadSuccessRequest, RealEstateListRequest,
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
export { UploadUrlTooOldError } from './errors/UploadUrlTooOldError';
export { UploadUrlRefusedError, type UploadUrlRule } from './errors/UploadUrlRefusedError';
export { isAbortError } from './errors/abortError';
// --- client ---
export { createChatbotClient } from './createChatbotClient';
export type { JsonOperationName, OperationName, KeyOption, BaseOption } from './contract/operations';
// --- upload engine: only the queue and its error are runtime names ---
export {
  createUploadQueue, type UploadQueue, type UploadOptions, type UploadQueueOptions, type UploadQueueLiveOptions,
  type UploadQueueCallbacks, type UploadClient,
} from './upload/createUploadQueue';
export type { ErrorClass, ClassifyErrorContext } from './retry/classifyError';
export type { RetryPolicy, RetryDecisionInfo } from './retry/retryPolicy';
export type { OnlineSource } from './upload/recoverStep';
export type { UploadPersistOptions, UploadRecordStore, StoredUploadRecord, UploadRecordStage } from './upload/persist/persistTypes';
export { UploadStalledError } from './errors/UploadStalledError';
// --- storage diagnostics ---
export { checkStorageCors, type CheckStorageCorsOptions, type StorageCorsReport } from './checkStorageCors';
// The size format the components show, for UIs rebuilt on the hooks.
export { formatBytes } from './upload/formatBytes';
export type {
  UploadStatus, UploadTerminalStatus, UploadableFile, UploadProgressInfo, UploadStep, UploadStepStatus,
  UploadItem, FileRejection, FileRejectionCode, FileRejectionError, AcceptOption, UploadValidationOptions,
  UploadQueueState, UploadQueueEvent, UploadAddResult,
} from './upload/types';
// --- listings: query options and the key factory; the rest is internal ---
export { realEstateListQuery, type RealEstateListQueryOptions } from './listings/realEstateListQuery';
export {
  listingKeys, type ListingKeyFilters, type ListingRootKey, type ListingScopeKey, type ListingFiltersKey,
  type ListingPageKey,
} from './listings/listingKeys';
export {
  exportListings, type ExportListingsOptions, type ExportListingsProgress, type ExportListingsQueryClient,
  type ExportListingsResult,
} from './listings/exportListings';
export type { ListingCsvColumn } from './listings/listingsToCsv';
export type { ListingFilters, NormalizedListingParams } from './listings/normalizeListingParams';
export type { ListingPageFacts, ListingPagination } from './listings/getListingPagination';
export type { PageRangeItem, PageRangeOptions } from './listings/getPageRange';
export type { ListingStatus } from './listings/getListingStatus';
