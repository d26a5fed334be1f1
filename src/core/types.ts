import type { RealEstateItemWire } from './contract/listingSchemas';
import type { SaleType } from './contract/saleTypes';
import type { UploadStepStatus } from './contract/uploadSteps';

export type { SaleType, RealEstateItemWire };

/**
 * A key, or a function that returns one (`secretKey`, `sessionKey`).
 * Functions are called on every request, so a rotated key takes effect at once.
 */
export type KeySupplier = NonNullable<ChatbotClientOptions['sessionKey']>;

/** Paths of the service operations, relative to `baseUrl` / `appUrl`. */
export interface ChatbotPaths {
  /** @default '/chat/User/GetPreUploadUrl' */
  getPreUploadUrl: string;
  /** @default '/chat/User/ReportUploadSuccess' */
  reportUploadSuccess: string;
  /**
   * docs/SERVICE.md §4.4 names a second path for this operation; override here if your deployment uses it.
   * @default '/chat/Chatbot/RealEstateList'
   */
  realEstateList: string;
}

/** Options of `createChatbotClient`. */
export interface ChatbotClientOptions {
  /**
   * `{base_url}` of docs/SERVICE.md: the upload operations live under it. May be
   * relative (`/api/chatbot`) in proxy mode.
   * @example 'https://api.example.com'
   */
  baseUrl: string;
  /** `{app_url}` of docs/SERVICE.md: the real-estate operation lives under it. @default baseUrl */
  appUrl?: string;
  /**
   * The `Authorization` secret key for GetPreUploadUrl and ReportUploadSuccess. A server credential: in a browser it is
   * refused unless `dangerouslyAllowBrowser` is set. Leave it out in proxy mode.
   */
  secretKey?: string | (() => string | Promise<string>);
  /**
   * The `chatrobot-sessionkey` for RealEstateList, or a function returning it, called on every request (a rotated key
   * takes effect at once). Leave it out in proxy mode.
   * @example sessionKey: async () => (await fetch('/api/session')).text()
   */
  sessionKey?: string | (() => string | Promise<string>);
  /**
   * Allow `secretKey` in a browser. The key also authorises creating, updating and deleting listings: anyone who opens
   * your page can read it. Use `chatbot-kit/server`'s proxy instead.
   * @default false
   */
  dangerouslyAllowBrowser?: boolean;
  /** The fetch used for the JSON operations. @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * The XMLHttpRequest constructor used for the storage PUT (progress + abort).
   * `null` forces the fetch fallback. @default globalThis.XMLHttpRequest
   */
  XMLHttpRequest?: typeof XMLHttpRequest | null;
  /** Override operation paths. @default see {@link ChatbotPaths} */
  paths?: Partial<ChatbotPaths>;
  /**
   * The origins presigned upload URLs may point at: exact origins (`'https://my-bucket.s3.eu-west-1.amazonaws.com'`) or
   * RegExps tested against the origin. When given, a `PreUploadUrl` on any other origin is refused with an
   * `UploadUrlRefusedError` (rule `storage-origins`), and a listed origin is accepted even on the page's origin or a
   * loopback host. Without it, every origin is accepted except the page's own and, unless `baseUrl` is one, loopback
   * and link-local hosts. URLs with user credentials are always refused.
   * @default undefined (any storage origin, with the rules above)
   * @example storageOrigins: [/^https:\/\/[a-z0-9.-]+\.s3\.[a-z0-9-]+\.amazonaws\.com$/]
   */
  storageOrigins?: readonly (string | RegExp)[];
}

/** Parameters of `realEstateList`, in JavaScript case (docs/SERVICE.md §4.4). */
export interface RealEstateListParams {
  /** Chatbot ID (`SerialNumber`). Required. */
  serialNumber: string;
  /** Keep only properties in this city (`CityName`). */
  cityName?: string;
  /** `for_sale` or `for_rent` (`SaleType`). */
  saleType?: SaleType;
  /** Keep only properties with this listing number (`MLSNumber`). */
  mlsNumber?: string;
  /** @default 1 (docs/SERVICE.md §4.4 rule 1) */
  pageNumber?: number;
  /** @default 20 (docs/SERVICE.md §4.4 rule 2) */
  pageSize?: number;
}


/**
 * A listing as components use it: numbers parsed (`null` when empty or not a
 * number), only safe http(s) URLs, the wire item kept as `raw`.
 */
export interface Listing {
  /** `ID`: the listing's identifier; `null` when missing or not a number. */
  id: number | null;
  /** `PropertyType`: the property kind, as sent (trimmed). */
  propertyType: string;
  /** Filter form of the sale type, mapped from the display form (`For Sale` → `for_sale`). */
  saleType: SaleType | null;
  /** The display form as the service sent it (`For Sale`). */
  saleTypeLabel: string;
  /** `Status`: the listing's status, as sent (trimmed). */
  status: string;
  /** http(s) image URLs only. */
  images: string[];
  /** `CurrencySymbol`, as sent (`$`); `''` when missing. */
  currencySymbol: string;
  /** The headline amount: Price, else SalePrice, else RentPrice. */
  price: number | null;
  /** `State`: the state code. */
  state: string;
  /** `City`: the city name. */
  city: string;
  /** `Address`: the street address; `''` when missing. */
  address: string;
  /** `ZIP`: the postal code, as text (leading zeros kept). */
  zip: string;
  /** `LATITUDE`, in degrees; `null` when missing or not a number. */
  latitude: number | null;
  /** `LONGITUDE`, in degrees; `null` when missing or not a number. */
  longitude: number | null;
  /** `Area`: the neighbourhood or area name (not a size). */
  area: string;
  /** `Bathrooms`: the count; `null` when missing or not a number. */
  bathrooms: number | null;
  /** `Bedrooms`: the count; `null` when missing or not a number. */
  bedrooms: number | null;
  /** The listing link, only when it is http(s). */
  url: string | null;
  /** `Tours`: the tour kind, as sent. */
  tours: string;
  /** `YearBuilt`; `null` when missing or not a number. */
  yearBuilt: number | null;
  /** `MLSNumber`: the listing number, as text. */
  mlsNumber: string;
  /** `DaysOnMarket`: the count; `null` when missing or not a number. */
  daysOnMarket: number | null;
  /** `LotArea`, in the service's unit; `null` when missing or not a number. */
  lotArea: number | null;
  /** `BuildingArea`, in the service's unit; `null` when missing or not a number. */
  buildingArea: number | null;
  /** `ParkingSpots`: the count; `null` when missing or not a number. */
  parkingSpots: number | null;
  /** `Description`: free text, shown as text (never as HTML). */
  description: string;
  /** `ExtensionColumn` read as key/value pairs; `[]` when it is missing or cannot be read. */
  extension: {
    /** The entry's `Key`, as text. */
    key: string;
    /** The entry's `Value` as text: `''` when missing, JSON when an object or a list. */
    value: string;
  }[];
  /** `RentPrice`; `null` when empty or not a number. */
  rentPrice: number | null;
  /** `SpaceType`: the rented space kind, as sent. */
  spaceType: string;
  /** `DepositFee`; `null` when empty or not a number. */
  depositFee: number | null;
  /** `SalePrice`; `null` when empty or not a number. */
  salePrice: number | null;
  /** `UnitAreaPrice`: the price per unit of area; `null` when empty or not a number. */
  unitAreaPrice: number | null;
  /** `EstimatePrice`: the estimated value; `null` when empty or not a number. */
  estimatePrice: number | null;
  /** `HOAMonth`: the monthly association fee; `null` when empty or not a number. */
  hoaMonth: number | null;
  /** The item exactly as the service sent it. */
  raw: RealEstateItemWire;
}

/** Result of `realEstateList`. */
export interface RealEstateListResult {
  /** The page's listings, normalised; entries that are not listings are left out. */
  items: Listing[];
  /**
   * Entries of the answer's `List`, counting those that were not listings and were left out of `items`. Paging counts
   * these: a page that lost an entry is still a full page. `undefined` (a result made by hand): `items.length`.
   */
  sentCount?: number | undefined;
  /** `VirtualCount` as sent; `undefined` when missing. Likely the number of matches (docs/UPSTREAM.md, unverified). */
  virtualCount: number | undefined;
  /** The page that was asked for (1 when omitted). */
  pageNumber: number;
  /** The page size that was asked for (20 when omitted). */
  pageSize: number;
  /** The envelope's `Version`. */
  version: string;
}

/**
 * The client made by `createChatbotClient`. Each call takes a `signal` that
 * aborts it (the call then rejects with an `AbortError`).
 */
export interface ChatbotClient {
  /**
   * docs/SERVICE.md §4.1. Resolves with `fileStoreId` (send it back as `fileStoreID`, §4.3), `preUploadUrl` (the
   * presigned PUT address: it holds a signature, never log it) and the envelope's `version`.
   */
  getPreUploadUrl(
    body: { fileName: string },
    options?: { signal?: AbortSignal },
  ): Promise<{ fileStoreId: string; preUploadUrl: string; version: string }>;
  /**
   * docs/SERVICE.md §4.2: PUT the file to the presigned address. Sends no service header. Resolves with the PUT's HTTP
   * `status` (200 from S3) and its `ETag` header, when the bucket exposes it by CORS.
   */
  putFile(
    preUploadUrl: string,
    file: Blob,
    options?: {
      /** Aborts the PUT; the call then rejects with an `AbortError`. */
      signal?: AbortSignal;
      /** Called with the bytes sent so far and the file's size, as bytes go out (XHR), or at start and end (fetch fallback). */
      onProgress?: (progress: { loaded: number; total: number }) => void;
      /**
       * The `Content-Type` the PUT sends, the only header it sends (the URL signs only `host`, so storage stores
       * whatever type is given). The upload queue (and so every component and hook) passes `UploadItem.type`, decided
       * from the name's extension when `file.type` is empty.
       * @default `file.type`, else `application/octet-stream`
       * @example client.putFile(url, blob, { contentType: 'text/markdown' })
       */
      contentType?: string;
    },
  ): Promise<{ status: number; etag: string | undefined }>;
  /** docs/SERVICE.md §4.3. Resolves `true`; `Data: false` rejects. */
  reportUploadSuccess(body: { fileStoreId: string }, options?: { signal?: AbortSignal }): Promise<true>;
  /**
   * All three steps in order. Takes `putFile`'s options, and resolves with the service's `fileStoreId` of the stored
   * file, the `fileName` it was stored under (the base name asked for) and its `size` in bytes.
   */
  uploadFile(
    file: Blob & { name?: string },
    options?: NonNullable<Parameters<ChatbotClient['putFile']>[2]> & {
      /** Called with the status of each step as it starts (`requesting`, `uploading`, `reporting`), then `done`. */
      onStatusChange?: (status: UploadStepStatus | 'done') => void;
      /** The name sent as `fileName`. @default file.name */
      fileName?: string;
    },
  ): Promise<{ fileStoreId: string; fileName: string; size: number }>;
  /** docs/SERVICE.md §4.4. */
  realEstateList(params: RealEstateListParams, options?: { signal?: AbortSignal }): Promise<RealEstateListResult>;
  /**
   * An id for the session this client speaks for: unique per client instance, so a new client (new keys, new URLs) gets
   * a new scope and cached listings of the old one are never shown under it. Never derived from a key. Create the
   * client once (e.g. `useMemo`), or caches split.
   */
  readonly scopeId: string;
  /** The `baseUrl` it was made with (it scopes the durable upload record; never a key). */
  readonly baseUrl: string;
}

/** A key/value pair from `ExtensionColumn` (`Listing.extension`). */
export type ListingExtension = Listing['extension'][number];

// Names for the parts of the client's calls, for code that wraps or fakes a client (chatbot-kit/core exports them). The
// client's signatures spell them out, so the main entry needs none of them.

/** Per-call options: a `signal` that aborts the call. */
export type RequestOptions = NonNullable<Parameters<ChatbotClient['getPreUploadUrl']>[1]>;
/** Result of `getPreUploadUrl` (docs/SERVICE.md §2.2). */
export type PreUploadResult = Awaited<ReturnType<ChatbotClient['getPreUploadUrl']>>;
/** Options of `putFile`. */
export type PutFileOptions = NonNullable<Parameters<ChatbotClient['putFile']>[2]>;
/** Bytes sent so far (`loaded`) of the file's size (`total`). */
export type UploadProgress = Parameters<NonNullable<PutFileOptions['onProgress']>>[0];
/** Result of a successful storage PUT. */
export type PutFileResult = Awaited<ReturnType<ChatbotClient['putFile']>>;
/** Options of `uploadFile`. */
export type UploadFileOptions = NonNullable<Parameters<ChatbotClient['uploadFile']>[1]>;
/** Result of `uploadFile`. */
export type UploadFileResult = Awaited<ReturnType<ChatbotClient['uploadFile']>>;
