import { tablePaths } from '../contract/operations';
import type { ChatbotPaths } from '../types';

/** The operation paths of SERVICE.md §4, joined to `baseUrl` / `appUrl` (read from the contract table). */
export const DEFAULT_PATHS: Readonly<ChatbotPaths> = Object.freeze(tablePaths());
