import { KEY_HEADERS } from './keyHeaders';

/** The label errors of the storage PUT carry, such as `NetworkError.operation`. */
export const PUT_FILE_WIRE_NAME = 'PUT to storage';

/**
 * docs/SERVICE.md §4.2: the PUT of the file to the PreUploadUrl. It has no path,
 * base or key of the service: the presigned URL carries its own signature
 * (§5), so no service header is ever sent with it. A module of its own so the
 * client's PUT reads its label without keeping the JSON rows alive.
 */
export const PUT_FILE_OPERATION = {
  /** The label errors carry, such as `NetworkError.operation`. */
  wireName: PUT_FILE_WIRE_NAME,
  method: 'PUT',
  /** Service headers that must never go with the PUT. */
  forbiddenHeaders: /* @__PURE__ */ Object.values(KEY_HEADERS),
} as const;
