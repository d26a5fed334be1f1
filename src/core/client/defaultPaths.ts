import type { ChatbotPaths } from '../types';

/** The operation paths of SERVICE.md §4, joined to `baseUrl` / `appUrl`. */
export const DEFAULT_PATHS: Readonly<ChatbotPaths> = Object.freeze({
  getPreUploadUrl: '/chat/User/GetPreUploadUrl',
  reportUploadSuccess: '/chat/User/ReportUploadSuccess',
  realEstateList: '/chat/Chatbot/RealEstateList',
});
