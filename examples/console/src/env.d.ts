/// <reference types="vite/client" />
// Set by consoleBackend.ts (Vite `define`): the target kind and the chatbot id, never a key.
declare const __CHATBOT_CONSOLE__: import('../consoleBackend').ConsoleInfo;
