// chatbot-kit/testing/msw — the fake service behind msw 2. The only entry that
// imports msw (an optional peer): chatbot-kit/testing works without it.
export { createFakeMswHandlers } from '../createFakeMswHandlers';
