/**
 * The label errors of the storage PUT (docs/SERVICE.md §4.2) carry, such as `NetworkError.operation`. The PUT has no
 * path, base or key of the service: the presigned URL carries its own signature (§5).
 */
export const PUT_FILE_WIRE_NAME = 'PUT to storage';
