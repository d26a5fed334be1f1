'use client';
import { useFileUpload } from './useFileUpload';
import { useDropzoneGetters, type UseUploadDropzoneOptions, type UseUploadDropzoneResult } from './upload/useDropzoneGetters';

export type { UseUploadDropzoneOptions, UseUploadDropzoneResult };

/**
 * A drop area as prop getters over react-dropzone's `useDropzone`: spread
 * `getRootProps()` on the area, `getInputProps()` on a hidden file input and
 * `getTriggerProps()` on a real button. Files come from drops (folders
 * too, each file with its `relativePath`), pastes and the picker, and go to
 * the upload queue of `useFileUpload`, whose state and actions this returns
 * as well (pass the result to `<UploadList upload>` or
 * `<UploadLiveRegion upload>`). Refusals by `accept`, sizes, `maxFiles` and
 * `validator` land in `rejections` together. The `fileName` sent to
 * GetPreUploadUrl is a file's base name, never its folder path.
 * `<UploadDropzone>` is a layout over this hook.
 *
 * @example
 * const dropzone = useUploadDropzone({ accept: 'image/*', onUploaded: (item) => save(item.fileStoreId) });
 * <div {...dropzone.getRootProps({ role: 'group', 'aria-label': 'Photos' })}>
 *   <input {...dropzone.getInputProps({ 'aria-hidden': true })} />
 *   <button {...dropzone.getTriggerProps()}>Choose photos</button>
 * </div>
 * <UploadList upload={dropzone} />
 */
export function useUploadDropzone(options: UseUploadDropzoneOptions = {}): UseUploadDropzoneResult {
  return useDropzoneGetters(useFileUpload(options), options);
}
