// chatbot-kit/testing — the fake service. It serves and checks the
// contract table of chatbot-kit/core; internals are imported by file in tests.
export { createFakeChatbotService, FAKE_DEFAULTS } from './createFakeChatbotService';
export {
  startFakeChatbotServer, type StartFakeChatbotServerOptions, type FakeChatbotServer, type FakeControlState,
} from './startFakeChatbotServer';
export { FAKE_CODES, FAKE_MESSAGES } from './fakeCodes';
export type { FakeListingWire, FakeImagesForm } from './seedListings';
export type {
  FakeOperation, FakeFault, FakeChatbotServiceOptions, FakeChatbotService, FakeFaults, FakeState, FakeStoredObject,
  FakeIssuedUpload, FakeRequestKind, FakeRequestLogEntry,
} from './fakeTypes';
// The core types the fake's signatures name, so a test can import them from this entry alone.
export type {
  ChatbotClient, ChatbotClientOptions, ChatbotPaths, KeySupplier, Listing, ListingExtension, PreUploadResult,
  PutFileOptions, PutFileResult, RealEstateItemWire, RealEstateListParams, RealEstateListResult, RequestOptions,
  SaleType, UploadFileOptions, UploadFileResult, UploadProgress,
} from '../core/types';
export type { OperationName } from '../core/contract/operations';
export type { UploadStepStatus } from '../core/contract/uploadSteps';
