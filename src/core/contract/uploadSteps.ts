/**
 * One vocabulary for the upload's steps and statuses, used in every layer: the engine's items, the client's
 * `onStatusChange`, the fake's request log, and the components' `data-state`.
 *
 * | step      | status while it runs | operation (docs/SERVICE.md) |
 * |-----------|----------------------|-----------------------------|
 * | `request` | `requesting`         | GetPreUploadUrl (§4.1)      |
 * | `put`     | `uploading`          | the PUT to storage (§4.2)   |
 * | `report`  | `reporting`          | ReportUploadSuccess (§4.3)  |
 */
export type UploadStep = 'request' | 'put' | 'report';

/** The status of an item while one of its steps runs. */
export type UploadStepStatus = 'requesting' | 'uploading' | 'reporting';

/** The status an item shows while each step runs, as values. */
export const STEP_STATUS = {
  request: 'requesting',
  put: 'uploading',
  report: 'reporting',
} as const satisfies Record<UploadStep, UploadStepStatus>;

/**
 * Where an upload stands: `queued` (waiting for a slot), a step status, then one of `done`, `error`, `canceled`.
 * `interrupted`: restored after a reload without its bytes; choosing the same file again resumes it.
 */
export type UploadStatus = 'queued' | UploadStepStatus | 'done' | 'error' | 'canceled' | 'interrupted';
