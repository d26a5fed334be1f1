// chatbot-kit/testing — the fake service (issue 2).
export { createFakeChatbotService, FAKE_DEFAULTS } from './createFakeChatbotService';
export { startFakeChatbotServer, type StartFakeChatbotServerOptions, type FakeChatbotServer, type FakeControlState } from './startFakeChatbotServer';
export { createFakeMswHandlers, FAKE_MSW_PATH } from './createFakeMswHandlers';
export { FAKE_CODES, FAKE_MESSAGES, FAKE_VERSION, FIRST_FILE_STORE_ID } from './fakeCodes';
export { FAKE_PATHS } from './fakeInternals';
export { fakeImageSvg, fakeImagePath, FAKE_IMAGE_COUNT } from './fakeImage';
export type { FakeListingWire, FakeImagesForm } from './seedListings';
export {
  FAKE_OPERATIONS,
  type FakeOperation,
  type FakeFault,
  type FakeChatbotServiceOptions,
  type FakeChatbotService,
  type FakeFaults,
  type FakeState,
  type FakeStoredObject,
  type FakeIssuedUpload,
  type FakeRequestKind,
  type FakeRequestLogEntry,
} from './fakeTypes';
