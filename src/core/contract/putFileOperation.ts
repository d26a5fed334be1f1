import { KEY_HEADERS } from './keyHeaders';

/** The label errors of the storage PUT carry, such as `NetworkError.operation`. */
export const PUT_FILE_WIRE_NAME = 'PUT to storage';

/** docs/SERVICE.md §4.2: the PUT to the PreUploadUrl, which carries its own signature (§5): no service header goes with it. */
export const PUT_FILE_OPERATION = {
  /** The label errors carry, such as `NetworkError.operation`. */
  wireName: PUT_FILE_WIRE_NAME,
  method: 'PUT',
  /** Service headers that must never go with the PUT. */
  forbiddenHeaders: /* @__PURE__ */ Object.values(KEY_HEADERS),
} as const;
