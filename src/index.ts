// chatbot-kit — React hooks and components. Core names are re-exported for convenience.
export * from './core/index';
// --- provider (issue 5) ---
export {
  ChatbotProvider,
  type ChatbotProviderProps,
  type ChatbotProviderBaseProps,
  type ChatbotProviderClientProps,
  type ChatbotProviderOptionsProps,
} from './react/ChatbotProvider';
export { useChatbotClient } from './react/useChatbotClient';
// --- upload (issue 3) ---
export { useFileUpload, type UseFileUploadOptions, type UseFileUploadResult } from './react/useFileUpload';
// --- listings (issue 4) ---
