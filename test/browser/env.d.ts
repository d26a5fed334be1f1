// What test/browser/globalSetup.ts hands to browser tests through `inject('fakeServer')`.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake service over real HTTP on 127.0.0.1, with the `/__fake/*` control routes. */
    fakeServer: {
      url: string;
      secretKey: string;
      sessionKey: string;
      serialNumber: string;
    };
  }
}
