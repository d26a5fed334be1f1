'use client';
import { useState, type ButtonHTMLAttributes, type DragEvent, type HTMLAttributes, type InputHTMLAttributes, type MouseEvent, type RefObject } from 'react';
import { useDropzone } from 'react-dropzone';
import type { UploadableFile } from '../../core/upload/types';
import { toAcceptAttribute } from '../../core/upload/validateFiles';
import type { UseFileUploadResult } from '../useFileUpload';
import { composeHandlers } from './composeHandlers';
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
   * handler (react-dropzone's rule: drops call `preventDefault` themselves).
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
 * react-dropzone collects files from drops, pastes, folders and the picker;
 * validation is the engine's alone (one set of rules and messages), so every
 * file goes to `upload.upload`.
 */
export function useDropzoneGetters(upload: UseFileUploadResult, { disabled = false }: UploadDropzoneBehavior = {}): UploadDropzoneGetters {
  const [dragRejected, setDragRejected] = useState(false);
  const dropzone = useDropzone({
    onDrop: (files: File[]) => {
      if (files.length > 0) upload.upload(files as UploadableFile[]);
    },
    disabled,
    multiple: true,
    // The trigger button is the keyboard stop; the zone itself is not a second one.
    noKeyboard: true,
    // The zone's click is composed below, so a trigger's click is not taken twice.
    noClick: true,
  });
  const isDragActive = dropzone.isDragActive;
  const isDragReject = isDragActive && dragRejected;
  const open = () => {
    if (!disabled) dropzone.open();
  };
  const accept = toAcceptAttribute(upload.validation.accept);

  return {
    getRootProps<E extends HTMLElement = HTMLDivElement>({ onDragEnter, onClick, ...props }: HTMLAttributes<E> & DataAttributes = {}) {
      return dropzone.getRootProps({
        'data-part': 'dropzone',
        'data-state': disabled ? 'disabled' : isDragReject ? 'drag-reject' : isDragActive ? 'drag-active' : 'idle',
        ...props,
        onClick: composeHandlers(onClick, (event: MouseEvent<E>) => {
          if (!triggerClicks.has(event.nativeEvent)) open();
        }),
        // Watching what is dragged is not an action, so it runs whatever the caller's handler did.
        onDragEnter: (event: DragEvent<E>) => {
          onDragEnter?.(event);
          setDragRejected(isDragRejected(event.dataTransfer, upload.validation.accept));
        },
      }) as unknown as UploadDropzoneRootProps<E>;
    },
    getInputProps(props = {}) {
      return dropzone.getInputProps({
        'data-part': 'input',
        ...(accept ? { accept } : {}),
        ...props,
      }) as unknown as UploadDropzoneInputProps;
    },
    getTriggerProps({ onClick, disabled: triggerDisabled, ...props } = {}) {
      return {
        type: 'button',
        'data-part': 'trigger',
        ...props,
        disabled: disabled || triggerDisabled,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          triggerClicks.add(event.nativeEvent);
          composeHandlers(onClick, open)(event);
        },
      };
    },
    open,
    isDragActive,
    isDragReject,
    isDisabled: disabled,
  };
}
