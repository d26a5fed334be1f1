'use client';
import {
  useCallback,
  useMemo,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type Ref,
  type RefObject,
} from 'react';
import { fromEvent } from 'file-selector';
import { useDropzone, type Accept, type DropEvent } from 'react-dropzone';
import type { AcceptOption, UploadableFile } from '../../core/upload/types';
import { parseAccept } from '../../core/upload/validateFiles';
import { mergeRefs } from '../mergeRefs';
import type { UseFileUploadOptions, UseFileUploadResult } from '../useFileUpload';

/** `data-*` attributes, which the getters take and return like any other prop. */
type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };
type RootProps<E extends HTMLElement> = HTMLAttributes<E> & DataAttributes & { ref: Ref<E> };

/** Options of `useUploadDropzone`: the upload's options and `disabled`. */
export interface UseUploadDropzoneOptions extends UseFileUploadOptions {
  /**
   * Refuse drops, pastes and the picker.
   * @default false
   * @example useUploadDropzone({ disabled: !canUpload })
   */
  disabled?: boolean;
}

/** What `useUploadDropzone` returns: the upload's state and actions, plus prop getters and drag state. */
export interface UseUploadDropzoneResult extends UseFileUploadResult {
  /**
   * Props for the drop area (any element; a `<div>` by default): drop, paste
   * and click handlers, a `ref` that also sets yours, `data-part="dropzone"`
   * and `data-state` (`idle`, `drag-active`, `drag-reject`, `disabled`); your
   * other props (`className`, `style`, `data-*`, …) pass through. Your own
   * handlers run first, also while disabled. To skip the dropzone's:
   * `event.preventDefault()` in `onClick` (a click on the area opens the
   * picker), `event.stopPropagation()` in a drag, drop or paste handler
   * (react-dropzone's rule: drops call `preventDefault` themselves).
   */
  getRootProps<E extends HTMLElement = HTMLDivElement>(
    props?: HTMLAttributes<E> & { [key: `data-${string}`]: string | number | boolean | undefined; ref?: Ref<E> | undefined },
  ): HTMLAttributes<E> & { [key: `data-${string}`]: string | number | boolean | undefined; ref: Ref<E> };
  /**
   * Props for the hidden `<input type="file">` (multiple, `accept` from the
   * validation in force, `data-part="input"`). Your handlers run first; your
   * `ref` is set too.
   */
  getInputProps(
    props?: InputHTMLAttributes<HTMLInputElement> & {
      [key: `data-${string}`]: string | number | boolean | undefined;
      ref?: Ref<HTMLInputElement> | undefined;
    },
  ): InputHTMLAttributes<HTMLInputElement> & { [key: `data-${string}`]: string | number | boolean | undefined; ref: Ref<HTMLInputElement> };
  /**
   * Props for a real `<button type="button">` that opens the file picker, by
   * mouse or keyboard, inside the drop area or anywhere else. Your `onClick`
   * runs first; call `event.preventDefault()` in it to keep the picker closed.
   */
  getTriggerProps(
    props?: ButtonHTMLAttributes<HTMLButtonElement> & { [key: `data-${string}`]: string | number | boolean | undefined },
  ): ButtonHTMLAttributes<HTMLButtonElement> & { [key: `data-${string}`]: string | number | boolean | undefined };
  /** Opens the file picker (does nothing while disabled). */
  open(): void;
  /** Files are being dragged over the drop area. */
  isDragActive: boolean;
  /** Files dragged over the drop area will be refused by type (known from their MIME types). */
  isDragReject: boolean;
  /** The drop area refuses files (the `disabled` option). */
  disabled: boolean;
}

/**
 * Clicks a trigger has handled. They bubble on to the zone (and to the
 * page), where they must not open a second picker, or open one the caller
 * vetoed. Keyed by the browser's event, so nothing outlives the click.
 */
const triggerClicks = new WeakSet<Event>();

/**
 * Our `accept` for react-dropzone, from the queue's own tokens (`parseAccept`):
 * MIME types alone become its record (it then marks a drag of the wrong
 * type); with extensions among them it has no faithful shape, so only the
 * input's `accept` attribute carries them, and the queue refuses the rest.
 */
function toDropzoneAccept(option: AcceptOption | undefined): { accept?: Accept; inputAccept?: string } {
  const tokens = parseAccept(option);
  if (!tokens) return {};
  if (tokens.some((token) => !token.includes('/'))) return { inputAccept: tokens.join(',') };
  return { accept: Object.fromEntries(tokens.map((type) => [type, []])) };
}

/**
 * The drop area on react-dropzone's `useDropzone`: it reads drops (folders
 * walked by file-selector, each file with its `relativePath`), pastes and the
 * picker, and tracks the drag. The files read go to the queue in the next
 * task, from the reading itself, not from react-dropzone's `onDrop`, which
 * it drops when the area unmounts mid-read: a shared queue outlives the area
 * and takes the drop. Clicks are ours (`noClick`), so `preventDefault` vetoes
 * them; the area takes no focus (`noKeyboard`): the trigger is a real button.
 * Returns the upload's result with the getters and the drag state beside it.
 */
export function useDropzoneGetters(upload: UseFileUploadResult, { disabled = false }: Pick<UseUploadDropzoneOptions, 'disabled'> = {}): UseUploadDropzoneResult {
  const { add, queue, validation: { accept: acceptOption } } = upload;
  const { accept, inputAccept } = useMemo(() => toDropzoneAccept(acceptOption), [acceptOption]);
  const getFilesFromEvent = useCallback(
    async (event: DropEvent | FileSystemFileHandle[]) => {
      const files = await fromEvent(event);
      // A drag's files (dragenter, dragover) only set the drag state.
      if ((event as { type?: string }).type?.startsWith('drag')) return files;
      // In a task of its own: the browser built the file list, and react-dropzone renders, in the
      // event's task; the queue's checks (a look-up on disk for each chosen file's size), its first
      // requests and the new rows would make that task too long on a slow laptop.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (files.length > 0 && !queue.isDestroyed()) add(files as UploadableFile[]);
      return [];
    },
    [add, queue],
  );
  const { getRootProps: zoneProps, getInputProps: inputProps, open: openPicker, isDragActive, isDragReject, rootRef, inputRef } = useDropzone({
    accept,
    disabled,
    getFilesFromEvent,
    noClick: true,
    noKeyboard: true,
  });

  // react-dropzone's `open` is missing while disabled.
  const open = () => openPicker?.();
  return {
    ...upload,
    // react-dropzone's getters run the caller's handlers first and skip their own once propagation is stopped; while
    // disabled they leave out every handler, the caller's too, so then the caller's props go out as they are. Its
    // `...rest` comes after its ref, so the merged `ref` given to it wins.
    getRootProps<E extends HTMLElement = HTMLDivElement>({ onClick, role, ref, ...props }: HTMLAttributes<E> & DataAttributes & { ref?: Ref<E> | undefined } = {}) {
      const own = {
        'data-part': 'dropzone',
        'data-state': disabled ? 'disabled' : isDragReject ? 'drag-reject' : isDragActive ? 'drag-active' : 'idle',
        role: role || 'presentation',
        // React leaves out an attribute whose value is undefined.
        'aria-disabled': disabled || undefined,
        ...props,
        // The caller's click first; the picker unless the caller called `preventDefault` or a trigger opened it already.
        onClick: (event: MouseEvent<E>) => void (onClick?.(event), event.defaultPrevented || triggerClicks.has(event.nativeEvent) || open()),
        ref: mergeRefs(rootRef as RefObject<E | null>, ref),
      };
      // The area takes no keys (`noKeyboard`), so react-dropzone drops the caller's key and focus handlers: given back.
      return (disabled ? own : { ...zoneProps(own), onKeyDown: props.onKeyDown, onFocus: props.onFocus, onBlur: props.onBlur }) as unknown as RootProps<E>;
    },
    getInputProps({ ref, ...props } = {}) {
      // type, multiple, accept, a hidden-but-focusable style, tabIndex -1 and 'aria-label' (yours replaces it); the
      // picker's own click stops there, so the zone does not open it again.
      const input = inputProps({ ...(inputAccept ? { accept: inputAccept } : null), 'data-part': 'input', ...props, ref: mergeRefs(inputRef, ref) });
      return (disabled ? { ...input, onChange: props.onChange, onClick: props.onClick } : input) as ReturnType<UseUploadDropzoneResult['getInputProps']>;
    },
    getTriggerProps({ onClick, disabled: triggerDisabled, ...props } = {}) {
      return {
        type: 'button',
        'data-part': 'trigger',
        ...props,
        disabled: disabled || triggerDisabled,
        // Marked before the caller's click (which may stop it), then the picker unless the caller called `preventDefault`.
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          triggerClicks.add(event.nativeEvent);
          onClick?.(event);
          if (!event.defaultPrevented) open();
        },
      };
    },
    open,
    isDragActive,
    isDragReject,
    disabled,
  };
}
