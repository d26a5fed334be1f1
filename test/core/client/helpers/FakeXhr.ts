/**
 * A scripted XMLHttpRequest for the storage PUT. jsdom's own XHR cannot show
 * progress or a Blob body faithfully (docs/decisions/0008), so the unit tests drive
 * this one by hand; real-Chromium tests cover the real thing.
 */
/** Response headers a cross-origin page may always read (the Fetch standard's CORS-safelisted ones). */
const SAFELISTED = new Set(['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']);

export class FakeXhr {
  /** Every instance made, newest last. */
  static instances: FakeXhr[] = [];

  static reset(): void {
    FakeXhr.instances = [];
  }

  static get last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no XHR was created');
    return xhr;
  }

  method = '';
  url = '';
  body: unknown = undefined;
  requestHeaders: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  /** Lower-cased names CORS lets the page read; null: all (a same-origin answer). */
  exposedHeaders: string[] | null = null;
  /** Names read with getResponseHeader that CORS hides: Chromium logs each as a console error. */
  refusedHeaderReads: string[] = [];
  status = 0;
  responseText = '';
  aborted = false;
  sent = false;
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  /** After each of the four, as a browser fires `loadend` once a request ends, however it ends. */
  onloadend: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    this.sent = true;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }

  getResponseHeader(name: string): string | null {
    if (!this.readable(name)) {
      this.refusedHeaderReads.push(name);
      return null;
    }
    const key = Object.keys(this.responseHeaders).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? null : (this.responseHeaders[key] ?? null);
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.responseHeaders)
      .filter(([name]) => this.readable(name))
      .map(([name, value]) => `${name.toLowerCase()}: ${value}\r\n`)
      .join('');
  }

  private readable(name: string): boolean {
    const lower = name.toLowerCase();
    return this.exposedHeaders === null || SAFELISTED.has(lower) || this.exposedHeaders.includes(lower);
  }

  // --- driving the fake from a test ---

  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }

  /** Answers; `exposed` makes it a cross-origin answer whose CORS rules expose only those headers. */
  respond(status: number, body = '', headers: Record<string, string> = {}, exposed?: string[]): void {
    this.exposedHeaders = exposed ? exposed.map((name) => name.toLowerCase()) : null;
    this.status = status;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.();
    this.onloadend?.();
  }

  failNetwork(): void {
    this.status = 0;
    this.onerror?.();
    this.onloadend?.();
  }

  failTimeout(): void {
    this.ontimeout?.();
    this.onloadend?.();
  }
}

/** The constructor to pass as `options.XMLHttpRequest`. */
export const FakeXhrClass = FakeXhr as unknown as typeof XMLHttpRequest;

/** An S3 XML error body (docs/UPSTREAM.md). */
export function s3ErrorXml(code: string, message: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
    '<AWSAccessKeyId>AKIAEXAMPLE</AWSAccessKeyId><StringToSign>AWS4-HMAC-SHA256 secret-ish</StringToSign>' +
    '<RequestId>4442587FB7D0A2F9</RequestId></Error>'
  );
}

/** Waits for queued promise callbacks (the client awaits before it creates the XHR). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
