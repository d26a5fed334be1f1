'use client';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type DragEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type { UploadableFile } from '../../core/upload/types';
import { toAcceptAttribute } from '../../core/upload/validateFiles';
import type { UseFileUploadResult } from '../useFileUpload';
import { filesFromTransfer, hasFiles } from './filesFromTransfer';
import { isDragRejected } from './isDragRejected';

/** `data-*` attributes, which the getters take and return like any other prop. */
export type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

/** Props to spread on the drop area (any element; a `<div>` by default). */
export type UploadDropzoneRootProps<E extends HTMLElement = HTMLDivElement> = HTMLAttributes<E> &
  DataAttributes & { ref: RefObject<E | null> };
/** Props to spread on the hidden `<input type="file">`. */
export type UploadDropzoneInputProps = InputHTMLAttributes<HTMLInputElement> &
  DataAttributes & { ref: RefObject<HTMLInputElement | null> };
/** Props to spread on the `<button>` that opens the file picker. */
export type UploadDropzoneTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & DataAttributes;

/** How the drop area behaves. */
export interface UploadDropzoneBehavior {
  /**
   * Refuse drops, pastes and the picker.
   * @default false
   * @example useUploadDropzone({ disabled: !canUpload })
   */
  disabled?: boolean;
}

/** The prop getters and drag state of a drop area. */
export interface UploadDropzoneGetters {
  /**
   * Props for the drop area: drop, paste and click handlers, `ref`,
   * `data-part="dropzone"` and `data-state` (`idle`, `drag-active`,
   * `drag-reject`, `disabled`). Your own handlers run first. To skip the
   * dropzone's: `event.preventDefault()` in `onClick` (a click on the area
   * opens the picker), `event.stopPropagation()` in a drag, drop or paste
   * handler (react-dropzone's rule, kept: drops call `preventDefault` themselves).
   */
  getRootProps<E extends HTMLElement = HTMLDivElement>(props?: HTMLAttributes<E> & DataAttributes): UploadDropzoneRootProps<E>;
  /** Props for the hidden file input (multiple, `accept` from the validation in force, `data-part="input"`). */
  getInputProps(props?: InputHTMLAttributes<HTMLInputElement> & DataAttributes): UploadDropzoneInputProps;
  /**
   * Props for a real `<button type="button">` that opens the file picker, by
   * mouse or keyboard, inside the drop area or anywhere else. Your `onClick`
   * runs first; call `event.preventDefault()` in it to keep the picker closed.
   */
  getTriggerProps(props?: ButtonHTMLAttributes<HTMLButtonElement> & DataAttributes): UploadDropzoneTriggerProps;
  /** Opens the file picker (does nothing while disabled). */
  open(): void;
  /** Files are being dragged over the drop area. */
  isDragActive: boolean;
  /** Files dragged over the drop area will be refused by type (known from their MIME types). */
  isDragReject: boolean;
  /** The drop area refuses files (`disabled`). */
  isDisabled: boolean;
}

/**
 * Clicks a trigger has handled. They bubble on to the zone (and to the
 * page), where they must not open a second picker, or open one the caller
 * vetoed. Keyed by the browser's event, so nothing outlives the click.
 */
const triggerClicks = new WeakSet<Event>();

/**
 * Hides the input but keeps it in flow and focusable, so a `required` input
 * still takes part in form validation (react-dropzone's style, kept when it
 * was replaced).
 */
const HIDDEN_INPUT: CSSProperties = { border: 0, display: 'block', height: 0, margin: 0, maxWidth: 0, opacity: 0, overflow: 'hidden', padding: 0, width: 0 };

/**
 * The drop area, by hand: drops (folders walked), pastes and the picker all
 * hand their files to `upload.upload`, where the engine's `validateFiles`
 * is the one set of rules and messages. It replaced react-dropzone, whose
 * validation, picker API and focus tracking we never used (issue 11: 16.9 of
 * the upload app's minified kB, with file-selector and attr-accept).
 */
export function useDropzoneGetters(upload: UseFileUploadResult, { disabled = false }: UploadDropzoneBehavior = {}): UploadDropzoneGetters {
  const [isDragActive, setDragActive] = useState(false);
  const [dragRejected, setDragRejected] = useState(false);
  const rootRef = useRef<HTMLElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Elements the drag has entered and not left: children fire their own enter and leave.
  const dragTargets = useRef<EventTarget[]>([]);
  const isDragReject = isDragActive && dragRejected;
  const { upload: add, validation: { accept: acceptOption } } = upload;

  // A file dropped beside the zone must not make the browser leave the page
  // for it. Every drag and drop on the page is canceled: one the zone has
  // canceled already is unchanged by a second preventDefault().
  useEffect(() => {
    const keep = (event: Event) => event.preventDefault();
    document.addEventListener('dragover', keep);
    document.addEventListener('drop', keep);
    return () => {
      document.removeEventListener('dragover', keep);
      document.removeEventListener('drop', keep);
    };
  }, []);

  // Stable while the drag state, `disabled` and the upload's action and `accept` are, so a
  // progress frame does not change the getters, and a memoised zone skips rendering (issue 15 §3).
  return useMemo(() => {
    const accept = toAcceptAttribute(acceptOption);
    const take = (files: File[] | Promise<File[]>): void => {
      if (!Array.isArray(files)) void files.then(take);
      else if (files.length > 0) add(files as UploadableFile[]);
    };
    const open = () => {
      const input = inputRef.current;
      if (disabled || !input) return;
      // Choosing the same file again must fire `change` again.
      input.value = '';
      input.click();
    };


    /**
     * The caller's handler first, then ours unless the zone is disabled or the
     * caller vetoed it: by stopping propagation for drags, drops and pastes,
     * by preventing the default for clicks (react-dropzone's rule, kept), so a
     * getter never swallows the caller's handler and the caller can always veto.
     */
    const after =
      <Ev extends SyntheticEvent>(
        theirs: ((event: Ev) => void) | undefined,
        ours: (event: Ev) => void,
        vetoed = (event: Ev) => event.isPropagationStopped(),
      ) =>
      (event: Ev) => {
        theirs?.(event);
        if (!disabled && !vetoed(event)) ours(event);
      };
    const prevented = (event: SyntheticEvent) => event.defaultPrevented;

    return {
      getRootProps<E extends HTMLElement = HTMLDivElement>({
        onClick,
        onDragEnter,
        onDragOver,
        onDragLeave,
        onDrop,
        onPaste,
        role,
        ...props
      }: HTMLAttributes<E> & DataAttributes = {}) {
        return {
          'data-part': 'dropzone',
          'data-state': disabled ? 'disabled' : isDragReject ? 'drag-reject' : isDragActive ? 'drag-active' : 'idle',
          role: role || 'presentation',
          // React leaves out an attribute whose value is undefined.
          'aria-disabled': disabled || undefined,
          ...props,
          onClick: after(
            onClick,
            (event: MouseEvent<E>) => {
              if (!triggerClicks.has(event.nativeEvent)) open();
            },
            prevented,
          ),
          onDragEnter: after(onDragEnter, (event: DragEvent<E>) => {
            event.preventDefault();
            dragTargets.current = [...dragTargets.current, event.target];
            // Read at each enter the zone takes, so it is fresh whenever the drag is active
            // (only such an enter makes it active; a drag's items are the same at every enter).
            setDragRejected(isDragRejected(event.dataTransfer, acceptOption));
            if (hasFiles(event.dataTransfer)) setDragActive(true);
          }),
          onDragOver: after(onDragOver, (event) => {
            event.preventDefault();
            if (hasFiles(event.dataTransfer)) event.dataTransfer.dropEffect = 'copy';
          }),
          onDragLeave: after(onDragLeave, (event) => {
            event.preventDefault();
            const left = dragTargets.current.filter((target) => rootRef.current?.contains(target as Node));
            const at = left.indexOf(event.target);
            // Firefox may enter the same element twice: forget it once.
            if (at !== -1) left.splice(at, 1);
            dragTargets.current = left;
            if (left.length === 0) setDragActive(false);
          }),
          onDrop: after(onDrop, (event) => {
            event.preventDefault();
            dragTargets.current = [];
            setDragActive(false);
            if (hasFiles(event.dataTransfer)) take(filesFromTransfer(event.dataTransfer));
          }),
          onPaste: after(onPaste, (event: ClipboardEvent<E>) => {
            const files = filesFromTransfer(event.clipboardData);
            // A paste of text into a field inside the zone goes on as usual.
            if (Array.isArray(files) && files.length === 0) return;
            event.preventDefault();
            take(files);
          }),
          ref: rootRef,
        } as unknown as UploadDropzoneRootProps<E>;
      },
      getInputProps({ onChange, onClick, ...props } = {}) {
        return {
          type: 'file',
          multiple: true,
          // A name for an input not hidden from assistive tech; yours (a label or `aria-label`) replaces it.
          'aria-label': 'file upload',
          'data-part': 'input',
          accept: accept || undefined,
          style: HIDDEN_INPUT,
          tabIndex: -1,
          ...props,
          onChange: after(onChange, (event: ChangeEvent<HTMLInputElement>) => take(Array.from(event.target.files ?? []))),
          // The picker's own click must not reach the zone, which would open it again.
          onClick: after(onClick, (event) => event.stopPropagation()),
          ref: inputRef,
        };
      },
      getTriggerProps({ onClick, disabled: triggerDisabled, ...props } = {}) {
        return {
          type: 'button',
          'data-part': 'trigger',
          ...props,
          disabled: disabled || triggerDisabled,
          onClick: after(
            (event: MouseEvent<HTMLButtonElement>) => {
              triggerClicks.add(event.nativeEvent);
              onClick?.(event);
            },
            open,
            prevented,
          ),
        };
      },
      open,
      isDragActive,
      isDragReject,
      isDisabled: disabled,
    };
  }, [add, acceptOption, disabled, isDragActive, isDragReject]);
}
