// chatbot-kit/testing — the fake service. It serves and checks the
// contract table of chatbot-kit/core; internals are imported by file in tests.
export { createFakeChatbotService, FAKE_DEFAULTS } from './createFakeChatbotService';
export { startFakeChatbotServer, type StartFakeChatbotServerOptions, type FakeChatbotServer, type FakeControlState } from './startFakeChatbotServer';
export { FAKE_CODES, FAKE_MESSAGES } from './fakeCodes';
export type { FakeListingWire, FakeImagesForm } from './seedListings';
export type {
  FakeOperation,
  FakeFault,
  FakeChatbotServiceOptions,
  FakeChatbotService,
  FakeFaults,
  FakeState,
  FakeStoredObject,
  FakeIssuedUpload,
  FakeRequestKind,
  FakeRequestLogEntry,
} from './fakeTypes';
