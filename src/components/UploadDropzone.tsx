'use client';
import type { ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { formatBytes } from '../core/upload/formatBytes';
import type { AcceptOption, UploadableFile } from '../core/upload/types';
import { MAX_SINGLE_PUT_BYTES, toAcceptAttribute } from '../core/upload/validateFiles';
import { useFileUpload, type UseFileUploadOptions, type UseFileUploadResult } from '../react/useFileUpload';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';
import { UploadList, type UploadListProps } from './UploadList';
import { UploadLiveRegion } from './upload/UploadLiveRegion';
import { resolveUploadLabels, type UploadLabels } from './upload/uploadLabels';

/** State the dropzone's `className` function and render-prop receive. */
export interface UploadDropzoneState {
  /** Files are being dragged over the zone. */
  isDragActive: boolean;
  /** The zone is disabled. */
  isDisabled: boolean;
  /** Opens the file picker. */
  open: () => void;
  /** The upload queue's state and actions. */
  upload: UseFileUploadResult;
}

/** Props of {@link UploadDropzone}. */
export interface UploadDropzoneProps extends UseFileUploadOptions {
  /**
   * A queue from your own `useFileUpload()`, to share it with other
   * components. Then that hook's options (accept, sizes, callbacks) apply,
   * and this component's upload options are ignored except `accept` for the
   * file picker's filter.
   */
  upload?: UseFileUploadResult;
  /** Refuse drops, pastes and the picker. @default false */
  disabled?: boolean;
  /** Overrides of the texts (also passed to the list and the announcements). */
  labels?: Partial<UploadLabels>;
  /** Locale for sizes. @default the browser's */
  locale?: string;
  /**
   * The list under the zone: `<UploadList>` by default, `false` for none, or a
   * function that renders your own.
   * @default (upload) => <UploadList upload={upload} />
   */
  list?: false | ((upload: UseFileUploadResult) => ReactNode);
  /** Props for the default `<UploadList>`. */
  listProps?: Omit<UploadListProps, 'upload' | 'files'>;
  /** Show the files refused by the last drop. @default true */
  showRejections?: boolean;
  /** Extra class on the drop area, or a function of its state. It always has `ck-dropzone`. */
  className?: ClassNameProp<UploadDropzoneState>;
  /** Replace the drop area's content (prompt and button); the zone and the input stay. */
  children?: ReactNode | ((state: UploadDropzoneState) => ReactNode);
}

/**
 * A drop area for files (issue 3 §3), built on react-dropzone: drop files or
 * folders, paste them, or choose them with the real 'Choose files' button
 * (mouse or keyboard). Files are checked against `accept`, `minSize`,
 * `maxSize` and `maxFiles` before any request; refused files are listed with
 * their reasons. Below it, `<UploadList>` shows every file, and a polite live
 * region announces what was added, refused, uploaded or failed.
 *
 * Renders only: the uploading is done by `useFileUpload` (its own, or the one
 * given as `upload`).
 *
 * @example
 * <UploadDropzone accept="image/*,.pdf" maxSize={20 * 1024 ** 2} onUploaded={(file, id) => save(id)} />
 */
export function UploadDropzone(props: UploadDropzoneProps) {
  return props.upload ? <DropzoneView {...props} upload={props.upload} /> : <DropzoneWithQueue {...props} />;
}

function DropzoneWithQueue(props: UploadDropzoneProps) {
  const {
    upload: _upload,
    disabled: _d,
    labels: _l,
    locale: _loc,
    list: _list,
    listProps: _lp,
    showRejections: _sr,
    className: _c,
    children: _ch,
    ...hookOptions
  } = props;
  const upload = useFileUpload(hookOptions);
  return <DropzoneView {...props} upload={upload} />;
}

function DropzoneView({
  upload,
  accept,
  maxSize,
  maxFiles,
  disabled = false,
  labels: overrides,
  locale,
  list,
  listProps,
  showRejections = true,
  className,
  children,
}: UploadDropzoneProps & { upload: UseFileUploadResult }) {
  const labels = resolveUploadLabels(overrides);
  // Validation is the queue's alone (one set of rules and messages); react-dropzone
  // only collects files from drops, pastes, folders and the picker.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files: File[]) => {
      if (files.length > 0) upload.upload(files as UploadableFile[]);
    },
    disabled,
    multiple: true,
    // The 'Choose files' button is the keyboard stop; the zone itself is not a second one.
    noKeyboard: true,
  });
  const state: UploadDropzoneState = { isDragActive, isDisabled: disabled, open, upload };
  const acceptAttribute = toAcceptAttribute(accept as AcceptOption | undefined);
  const hint = labels.hint({ maxSize: formatBytes(maxSize ?? MAX_SINGLE_PUT_BYTES, locale), maxFiles });

  return (
    <div className="ck-upload" data-part="root">
      <div
        {...getRootProps({
          className: resolveClassName('ck-dropzone', className, state),
          role: 'group',
          'aria-label': labels.dropzone,
          'data-part': 'dropzone',
          'data-state': disabled ? 'disabled' : isDragActive ? 'drag-active' : 'idle',
        })}
      >
        {/* react-dropzone hides the input only visually (and out of the tab
            order); the 'Choose files' button is the one control assistive
            tech should meet, so the input is hidden from it too. */}
        <input
          {...getInputProps({
            'aria-label': labels.chooseFiles,
            'aria-hidden': true,
            'data-part': 'input',
            ...(acceptAttribute ? { accept: acceptAttribute } : {}),
          })}
        />
        {typeof children === 'function' ? (
          children(state)
        ) : children !== undefined ? (
          children
        ) : (
          <>
            <p data-part="prompt">{isDragActive ? labels.dropHere : labels.prompt}</p>
            {/* Its click reaches the zone, which opens the picker (react-dropzone). */}
            <button type="button" data-part="trigger" disabled={disabled}>
              {labels.chooseFiles}
            </button>
            {hint && <p data-part="hint">{hint}</p>}
          </>
        )}
      </div>
      {showRejections && upload.rejections.length > 0 && (
        <div data-part="rejections" className="ck-upload-rejections">
          <p data-part="rejections-heading">{labels.rejectedHeading}</p>
          <ul>
            {upload.rejections.map((rejection, index) => (
              <li key={`${rejection.file.name}-${index}`} data-part="rejection" data-state={rejection.errors[0]?.code}>
                <span data-part="name">{rejection.file.name}</span>{' '}
                <span data-part="reason">{rejection.errors.map((e) => e.message).join('. ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {list === false ? null : list ? list(upload) : <UploadList upload={upload} labels={overrides} locale={locale} {...listProps} />}
      <UploadLiveRegion files={upload.files} rejections={upload.rejections} labels={overrides} />
    </div>
  );
}
