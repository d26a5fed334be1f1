// Types of node-server.mjs, for TypeScript users of the example (and its test).
export interface ProxyServerOptions {
  port?: number;
  baseUrl: string;
  appUrl?: string;
  secretKey: string;
  sessionKey?: string;
}
export function startProxyServer(options: ProxyServerOptions): Promise<{ url: string; close: () => Promise<void> }>;
