// chatbot-kit — React hooks and components. From the core it re-exports the
// errors and createChatbotClient (DESIGN.md's public surface), and the types
// that the hooks' and components' signatures name; the rest of the core
// (the engine, the listing query, keys, export and diagnostics) is
// `chatbot-kit/core` only.
export {
  ChatbotError, TransportError, BusinessError, ResponseShapeError, NetworkError, StorageError, UploadUrlExpiredError,
  UploadUrlTooOldError, UploadUrlRefusedError, UploadStalledError, InvalidInputError, createChatbotClient,
} from './core/index';
export type {
  ChatbotErrorCode, ChatbotErrorOptions, ChatbotClient, ChatbotClientOptions, ChatbotPaths,
  // listings
  RealEstateListParams, RealEstateListResult, RealEstateItemWire, Listing, ListingFilters, ListingStatus, SaleType,
  // uploads
  UploadClient, UploadQueue, UploadOptions, UploadQueueEvent, UploadItem, UploadStatus, UploadStep, UploadStepStatus,
  UploadProgressInfo, UploadableFile, FileRejection, FileRejectionCode, FileRejectionError, UploadPersistOptions, RetryPolicy,
} from './core/index';
// --- provider ---
export { ChatbotProvider, type ChatbotProviderProps } from './react/ChatbotProvider';
export { useChatbotClient } from './react/useChatbotClient';
export { ListingHydrationBoundary, type ListingHydrationBoundaryProps } from './react/ListingHydrationBoundary';
// --- upload ---
export { useFileUpload, type UseFileUploadOptions, type UseFileUploadResult } from './react/useFileUpload';
export { useUploadDropzone, type UseUploadDropzoneOptions, type UseUploadDropzoneResult } from './react/useUploadDropzone';
export { useUploadEvents } from './react/useUploadEvents';
export { UploadDropzone, type UploadDropzoneProps, type UploadDropzoneState } from './components/UploadDropzone';
export { UploadList, type UploadListProps, type UploadListState, type UploadItemState } from './components/UploadList';
export { UploadLiveRegion, type UploadLiveRegionProps, type UploadLiveRegionState } from './components/upload/UploadLiveRegion';
export { defaultUploadLabels, rejectionReason, type UploadLabels } from './components/upload/uploadLabels';
// --- listings ---
export {
  useRealEstateList,
  type UseRealEstateListParams,
  type UseRealEstateListOptions,
  type UseRealEstateListResult,
} from './react/useRealEstateList';
export {
  useListingFilters,
  type UseListingFiltersOptions,
  type UseListingFiltersResult,
  type ListingFilterDraft,
  type ListingFilterChange,
} from './react/useListingFilters';
export {
  useRealEstateBrowser,
  type UseRealEstateBrowserOptions,
  type UseRealEstateBrowserResult,
  type ListingView,
} from './react/useRealEstateBrowser';
export {
  useListingUrlState,
  type ListingUrlState,
  type ListingUrlStateOptions,
  type ListingUrlAdapter,
  type ListingUrlAccess,
} from './react/url/useListingUrlState';
export { ListingCard, type ListingCardProps, type ListingCardState } from './components/ListingCard';
export {
  ListingGrid,
  type ListingGridProps,
  type ListingResultsProps,
  type ListingGridState,
  type ListingGridItemState,
} from './components/ListingGrid';
export { ListingTable, type ListingTableProps, type ListingTableState } from './components/ListingTable';
export type { ListingTableColumn, ListingTableColumnId } from './components/listings/listingTableColumns';
export { ListingDetails, type ListingDetailsProps, type ListingDetailsState } from './components/ListingDetails';
export { ListingExportButton, type ListingExportButtonProps } from './components/ListingExportButton';
export { useListingExport, type UseListingExportOptions, type UseListingExportResult, type ListingExportState } from './react/useListingExport';
export { defaultListingTableLabels, type ListingTableLabels, type ListingDetailField } from './components/listings/listingTableLabels';
export { ListingFilterBar, type ListingFilterBarProps, type ListingFilterBarState } from './components/ListingFilterBar';
export { Pagination, type PaginationProps, type PaginationState } from './components/Pagination';
export { RealEstateBrowser, type RealEstateBrowserProps, type RealEstateBrowserState } from './components/RealEstateBrowser';
export { defaultListingLabels, type ListingLabels } from './components/listings/listingLabels';
