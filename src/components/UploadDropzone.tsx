'use client';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode, type ForwardedRef } from 'react';
import { formatBytes } from '../core/upload/formatBytes';
import { MAX_SINGLE_PUT_BYTES } from '../core/upload/validateFiles';
import { useFileUpload, type UseFileUploadOptions, type UseFileUploadResult } from '../react/useFileUpload';
import type { UseUploadDropzoneResult } from '../react/useUploadDropzone';
import { useDropzoneGetters } from '../react/upload/useDropzoneGetters';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';
import { UploadList, type UploadListProps } from './UploadList';
import { UploadLiveRegion } from './upload/UploadLiveRegion';
import { rejectionReason, resolveUploadLabels, type UploadLabels } from './upload/uploadLabels';

/** State the dropzone's `className` function and `children` function receive. */
export interface UploadDropzoneState {
  /** Files are being dragged over the zone. */
  isDragActive: boolean;
  /** Files dragged over the zone will be refused by type. */
  isDragReject: boolean;
  /** The zone refuses files (the `disabled` prop). */
  disabled: boolean;
  /** Any file is queued or in progress. */
  isUploading: boolean;
  /** Opens the file picker. */
  open: () => void;
  /** The upload's state, actions and prop getters (`getTriggerProps` for your own button). */
  upload: UseUploadDropzoneResult;
}

/**
 * Props of {@link UploadDropzone}: those that shape the zone, any attribute of its root `<div>` but those named like an option of
 * `useFileUpload` (`onError` is a file's failure, not the DOM's error event), and either the options of the queue it makes or a shared `upload`.
 */
export type UploadDropzoneProps = Omit<ComponentPropsWithoutRef<'div'>, keyof UseFileUploadOptions | 'className' | 'children'> & {
  /** Refuse drops, pastes and the picker. @default false @example <UploadDropzone disabled={!signedIn} /> */
  disabled?: boolean;
  /**
   * Overrides of the texts (also passed to the list and the announcements).
   * @default defaultUploadLabels
   * @example <UploadDropzone labels={{ chooseFiles: 'Dateien wählen' }} />
   */
  labels?: Partial<UploadLabels>;
  /**
   * Locale for sizes. @default the browser's @example <UploadDropzone locale="de-DE" />
   */
  locale?: string;
  /**
   * The list under the zone: `<UploadList>` by default, `false` for none, or your own as a node or a function of the dropzone's state.
   * @default <UploadList upload={upload} />
   * @example <UploadDropzone list={({ upload }) => <p>{upload.files.length} files</p>} />
   */
  list?: false | ReactNode | ((state: UploadDropzoneState) => ReactNode);
  /**
   * Props for the default `<UploadList>`. @default {} @example <UploadDropzone listProps={{ showSpeed: false }} />
   */
  listProps?: Omit<UploadListProps, 'upload' | 'files'>;
  /**
   * Show the files refused by the last drop. @default true @example <UploadDropzone showRejections={false} />
   */
  showRejections?: boolean;
  /**
   * Extra class on the root, or a function of its state. It always has `ck-upload`.
   * @default none
   * @example <UploadDropzone className={({ isDragActive }) => (isDragActive ? 'ring' : '')} />
   */
  className?: string | ((state: UploadDropzoneState) => string | undefined);
  /**
   * The drop area's content (prompt, button and hint), replaced by a node or a function of the state; the zone, its input and its attributes stay.
   * @default the prompt, the 'Choose files' button and the limits
   * @example <UploadDropzone>{({ upload }) => <button {...upload.getTriggerProps()}>Browse</button>}</UploadDropzone>
   */
  children?: ReactNode | ((state: UploadDropzoneState) => ReactNode);
} & (
  // The dropzone makes its own queue from these options (`useFileUpload`'s)...
  | (UseFileUploadOptions & {
      /**
       * Not given: the dropzone makes its own queue from the options beside it.
       * @default undefined
       * @example <UploadDropzone accept=".pdf" onUploaded={(item) => save(item.fileStoreId)} />
       */
      upload?: undefined;
    })
  // ...or feeds a queue from your own `useFileUpload()`, shared with other components. Its options (accept, sizes,
  // callbacks) are that hook's, so TypeScript refuses them here.
  | ({ [K in keyof UseFileUploadOptions]?: never } & {
      /**
       * A queue from your own `useFileUpload()`, to share it with other components.
       * @example const upload = useFileUpload({ accept: '.pdf' }); <UploadDropzone upload={upload} />
       */
      upload: UseFileUploadResult;
    })
);

/**
 * A drop area for files, on react-dropzone: drop files or folders, paste them, or choose them with the real 'Choose files' button (mouse or
 * keyboard). Files are checked against `accept`, `minSize`, `maxSize`, `maxFiles` and `validator` before any request; refused files are listed with
 * their reasons. A file from a folder is listed by its path there; the `fileName` sent to GetPreUploadUrl is its base name. Below it, `<UploadList>`
 * shows every file, and a polite live region announces what was added, refused, uploaded or failed.
 *
 * A layout only: `useUploadDropzone()` does the work, and you can build the same from it, `<UploadList>` and `<UploadLiveRegion>`.
 *
 * Its root is a `<div>` around all of these, with `data-state` (`disabled`, `drag-reject`, `drag-active`, `uploading` or `idle`), the `className`, a
 * `ref` and any other attribute given; the drop area inside it is a `role=group` named by the `dropzone` label.
 *
 * @example
 * <UploadDropzone accept="image/*,.pdf" maxSize={20 * 1024 ** 2} onUploaded={(item) => save(item.fileStoreId)} />
 */
export const UploadDropzone = forwardRef<HTMLDivElement, UploadDropzoneProps>(function UploadDropzone(props, ref) {
  // A given queue goes straight to the layout; without one, a component of its
  // own makes it, so each calls its hooks unconditionally.
  return props.upload ? <UploadDropzoneLayout props={props} upload={props.upload} rootRef={ref} /> : <OwnQueueDropzone props={props} rootRef={ref} />;
});

interface LayoutProps {
  props: UploadDropzoneProps;
  rootRef: ForwardedRef<HTMLDivElement>;
}

function OwnQueueDropzone({ props, rootRef }: LayoutProps) {
  return <UploadDropzoneLayout props={props} upload={useFileUpload(props as UseFileUploadOptions)} rootRef={rootRef} />;
}

/** Every option of `useFileUpload`: props that feed the queue, kept off the root (TypeScript keeps the list whole). */
const QUEUE_OPTIONS: Record<keyof UseFileUploadOptions | 'upload', 0> = {
  upload: 0, client: 0, accept: 0, minSize: 0, maxSize: 0, maxFiles: 0, validator: 0, onUploaded: 0, onError: 0, onSettled: 0, concurrency: 0, retry: 0,
  maxUrlRefreshes: 0, urlTtlMs: 0, expiryMarginMs: 0, stallTimeoutMs: 0, persist: 0, confirmLeave: 0,
};

function UploadDropzoneLayout({ props, upload, rootRef }: LayoutProps & { upload: UseFileUploadResult }) {
  const dropzone = useDropzoneGetters(upload, props);
  const { disabled: _disabled, labels: overrides, locale, list, listProps, showRejections = true, className, children, ...attributes } = props;
  const rest = Object.fromEntries(Object.entries(attributes).filter(([key]) => !(key in QUEUE_OPTIONS)));
  const { rejections, validation } = upload;
  const labels = resolveUploadLabels(overrides);
  const hint = labels.hint({ maxSize: formatBytes(validation.maxSize ?? MAX_SINGLE_PUT_BYTES, locale), maxFiles: validation.maxFiles });
  // The result holds every field of the state (drag flags, disabled, isUploading, open) under the same names.
  const state: UploadDropzoneState = { ...dropzone, upload: dropzone };
  const status = dropzone.disabled ? 'disabled' : dropzone.isDragReject ? 'drag-reject' : dropzone.isDragActive ? 'drag-active' : upload.isUploading ? 'uploading' : 'idle';

  // The layout renders on every change of the queue, at most four times a second: the zone, the rejections and the live
  // region are a few elements, and the list renders the changed rows only.
  return (
    <div {...rest} ref={rootRef} className={resolveClassName('ck-upload', className, state)} data-part="root" data-state={status}>
      <div {...dropzone.getRootProps({ className: 'ck-dropzone', role: 'group', 'aria-label': labels.dropzone })}>
        {/* The input is hidden only visually (and out of the tab order); the 'Choose files' button is the one control
            assistive tech should meet, so the input is hidden from it too. */}
        <input {...dropzone.getInputProps({ 'aria-label': labels.chooseFiles, 'aria-hidden': true })} />
        {renderChildren(children, state, () => (
          <>
            <p data-part="prompt">{dropzone.isDragActive ? labels.dropHere : labels.prompt}</p>
            <button {...dropzone.getTriggerProps()}>{labels.chooseFiles}</button>
            {hint && <p data-part="hint">{hint}</p>}
          </>
        ))}
      </div>
      {/* The files refused by the last drop, each with its reasons (rejections are data, not errors). */}
      {showRejections && rejections.length > 0 && (
        <div data-part="rejections" className="ck-upload-rejections">
          <p data-part="rejections-heading">{labels.rejectedHeading}</p>
          <ul>
            {rejections.map((rejection, index) => (
              // The list is replaced whole by each drop and its rows hold no state: the position is key enough.
              <li key={index} data-part="rejection" data-state={rejection.errors[0]?.code}>
                <span data-part="name">{rejection.file.name}</span>{' '}
                <span data-part="reason">{rejection.errors.map((error) => rejectionReason(error, labels, locale)).join('. ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {list === false ? null : renderChildren(list, state, () => <UploadList upload={dropzone} labels={overrides} locale={locale} {...listProps} />)}
      <UploadLiveRegion upload={upload.queue} labels={overrides} />
    </div>
  );
}
