import { formatBytes } from '../../core/upload/formatBytes';
import type { ChatbotError } from '../../core/errors/ChatbotError';
import type { FileRejectionError } from '../../core/upload/types';

/**
 * Every text the upload components show or announce. Pass a partial object as `labels` to translate or reword; missing entries fall back to English.
 */
export interface UploadLabels {
  /** Accessible name of the drop area. @default 'File upload' */
  dropzone: string;
  /** The prompt inside the drop area. @default 'Drag files here or paste them, or' */
  prompt: string;
  /** The prompt while files are dragged over. @default 'Drop the files to upload them' */
  dropHere: string;
  /** The button that opens the file picker. @default 'Choose files' */
  chooseFiles: string;
  /** A line under the prompt about limits, or `null` for none. @default 'Up to <maxSize> each' (and the file count) */
  hint: (limits: { maxSize: string; maxFiles: number | undefined }) => string | null;
  /** Accessible name of the list. @default 'Uploads' */
  list: string;
  /** @default 'Waiting…' */
  queued: string;
  /** @default 'Getting upload address…' */
  requesting: string;
  /** @default 'Uploading 42%' */
  uploading: (percent: number) => string;
  /** @default 'Finishing…' */
  reporting: string;
  /** @default 'Uploaded' */
  done: string;
  /** @default 'Failed' */
  error: string;
  /** @default 'Canceled' */
  canceled: string;
  /** A file restored after a reload without its bytes. @default 'Interrupted' */
  interrupted: string;
  /** Shown under a failed file: map `error.code` to your words. @default the error's own message (the service's `Message`, else English) */
  errorMessage: (error: ChatbotError) => string;
  /** Shown under an interrupted file. @default 'Choose again to resume' */
  chooseAgain: string;
  /** Shown while a retry is scheduled. @default 'Retrying…' */
  retrying: string;
  /** Shown while waiting for the browser to come back online. @default 'Waiting for network…' */
  offline: string;
  /** `aria-valuetext` of a file's progress bar. @default 'Uploading 42%, 1.2 MB of 2.9 MB' */
  progressText: (status: string, loaded: string, total: string) => string;
  /** Speed and time left. @default '1.2 MB/s, 10 s left' */
  speed: (bytesPerSecond: string, etaSeconds: number | null) => string;
  /** Visible text of the cancel button. @default 'Cancel' */
  cancel: string;
  /** Visible text of the retry button. @default 'Retry' */
  retry: string;
  /** Visible text of the remove button. @default 'Remove' */
  remove: string;
  /** Heading above refused files. @default 'Not added' */
  rejectedHeading: string;
  /** A file of a type `accept` refuses, given the accepted types. @default 'File type must be one of image/*, .pdf' */
  fileInvalidType: (types: readonly string[]) => string;
  /** A file over `maxSize`, given as text. @default 'File is larger than 20 MB' */
  fileTooLarge: (maxSize: string) => string;
  /** A file under `minSize`, given as text. @default 'File is smaller than 1 KB' */
  fileTooSmall: (minSize: string) => string;
  /** A file past `maxFiles`. @default 'Too many files: at most 3 files' */
  tooManyFiles: (maxFiles: number) => string;
  /** One live announcement from what happened since the last one: the names of the files of each kind. */
  announcement: (values: {
    /** Names of files added since the last announcement. */
    added: readonly string[];
    /** Names of files refused by validation. */
    rejected: readonly string[];
    /**
     * Names of files uploaded.
     */
    uploaded: readonly string[];
    /**
     * Names of files that failed for good.
     */
    failed: readonly string[];
  }) => string;
}

/** The names given to {@link UploadLabels.announcement}, by kind. */
export type UploadAnnouncementValues = Parameters<UploadLabels['announcement']>[0];

/** "a.pdf uploaded.", "a.pdf, b.pdf uploaded." (up to `shown` names, three unless said), "5 files uploaded."; `''` for none. */
function names(list: readonly string[], outcome: string, shown = 3): string {
  if (list.length === 0) return '';
  return `${list.length <= shown ? list.join(', ') : `${list.length} files`} ${outcome}.`;
}

/** The English texts. */
export const defaultUploadLabels: UploadLabels = {
  dropzone: 'File upload',
  prompt: 'Drag files here or paste them, or',
  dropHere: 'Drop the files to upload them',
  chooseFiles: 'Choose files',
  hint: ({ maxSize, maxFiles }) =>
    maxFiles && Number.isFinite(maxFiles)
      ? `Up to ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}, ${maxSize} each`
      : `Up to ${maxSize} each`,
  list: 'Uploads',
  queued: 'Waiting…',
  requesting: 'Getting upload address…',
  uploading: (percent) => `Uploading ${percent}%`,
  reporting: 'Finishing…',
  done: 'Uploaded',
  error: 'Failed',
  canceled: 'Canceled',
  interrupted: 'Interrupted',
  errorMessage: (error) => error.message,
  chooseAgain: 'Choose again to resume',
  retrying: 'Retrying…',
  offline: 'Waiting for network…',
  progressText: (status, loaded, total) => `${status}, ${loaded} of ${total}`,
  speed: (bytesPerSecond, eta) => (eta === null ? `${bytesPerSecond}/s` : `${bytesPerSecond}/s, ${formatEta(eta)} left`),
  cancel: 'Cancel',
  retry: 'Retry',
  remove: 'Remove',
  rejectedHeading: 'Not added',
  fileInvalidType: (types) => `File type must be ${types.length > 1 ? 'one of ' : ''}${types.join(', ')}`,
  fileTooLarge: (maxSize) => `File is larger than ${maxSize}`,
  fileTooSmall: (minSize) => `File is smaller than ${minSize}`,
  tooManyFiles: (maxFiles) => `Too many files: at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`,
  // Added files are named one at a time: "a.pdf added.", else "2 files added.".
  announcement: ({ added, rejected, uploaded, failed }) =>
    [names(added, 'added', 1), names(rejected, 'not added'), names(uploaded, 'uploaded'), names(failed, 'failed')].filter(Boolean).join(' '),
};

function formatEta(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The defaults with the caller's overrides on top. */
export function resolveUploadLabels(overrides: Partial<UploadLabels> | undefined): UploadLabels {
  return overrides ? { ...defaultUploadLabels, ...overrides } : defaultUploadLabels;
}

/**
 * The sentence for one reason a file was refused, as `<UploadDropzone>` shows it: a built-in code's from `labels` (English by default) with its
 * `limit`, sizes written for `locale`; your `validator`'s own `message` (else its code) as it gave it. For a list of `rejections` of your own.
 * @example errors.map((error) => rejectionReason(error, { fileTooLarge: (max) => `Über ${max}` }, 'de-DE'))
 */
export function rejectionReason(error: FileRejectionError, overrides?: Partial<UploadLabels>, locale?: string): string {
  const { code, limit, message } = error;
  const labels = resolveUploadLabels(overrides);
  if (message !== undefined) return message;
  if (code === 'file-invalid-type') return labels.fileInvalidType(limit as readonly string[]);
  if (code === 'file-too-large') return labels.fileTooLarge(formatBytes(limit as number, locale));
  if (code === 'file-too-small') return labels.fileTooSmall(formatBytes(limit as number, locale));
  return code === 'too-many-files' ? labels.tooManyFiles(limit as number) : code;
}
