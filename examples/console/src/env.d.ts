/// <reference types="vite/client" />
import type { ConsoleInfo } from '../consoleBackend';

declare global {
  // Set by consoleBackend.ts (Vite `define`): the target kind and the chatbot id, never a key.
  const __CHATBOT_CONSOLE__: ConsoleInfo;
}
