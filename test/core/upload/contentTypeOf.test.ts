import { DEFAULT_MIME_TYPES } from 'file-selector';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, typeFromExtension } from '../../../src/core/upload/contentTypeOf';
import { validateFiles } from '../../../src/core/upload/validateFiles';
import { createUploadRecord } from '../../../src/core/upload/itemReducer';

describe('contentTypeOf (the type decided once)', () => {
  it('takes file.type first, then the extension table, then application/octet-stream', () => {
    expect(contentTypeOf({ name: 'a.md', type: 'text/x-markdown' })).toBe('text/x-markdown');
    expect(contentTypeOf({ name: 'a.md', type: '' })).toBe('text/markdown');
    expect(contentTypeOf({ name: 'Photo.HEIF', type: '' })).toBe('image/heif');
    expect(contentTypeOf({ name: 'a.weird', type: '' })).toBe('application/octet-stream');
    expect(contentTypeOf({ type: '' })).toBe('application/octet-stream');
  });

  it('knows the common types the issue names', () => {
    const expected: Record<string, string> = {
      heic: 'image/heic', md: 'text/markdown', csv: 'text/csv', json: 'application/json', pdf: 'application/pdf',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      txt: 'text/plain', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif',
      svg: 'image/svg+xml', mp4: 'video/mp4', zip: 'application/zip',
    };
    for (const [ext, type] of Object.entries(expected)) expect(typeFromExtension(`f.${ext}`)).toBe(type);
    expect(typeFromExtension('clip.MOV')).toBe('video/quicktime');
  });

  it('gives a typeless file the type react-dropzone gives it (file-selector\'s table)', () => {
    for (const [ext, type] of DEFAULT_MIME_TYPES) expect(typeFromExtension(`f.${ext}`)).toBe(type);
  });

  it('finds nothing on Object.prototype, in a dot-file or a name without extension', () => {
    for (const name of ['a.constructor', 'a.__proto__', 'a.toString', '.md', 'README']) expect(typeFromExtension(name)).toBe('');
  });

  it('is what UploadItem.type shows, and what accept matches', () => {
    const heic = new File(['x'], 'IMG_1.heic', { type: '' });
    expect(createUploadRecord('1', heic, 0).item.type).toBe('image/heic');
    expect(validateFiles([heic], { accept: 'image/*' }).accepted).toEqual([heic]);
    // An unknown file is not an application/* one.
    const unknown = new File(['x'], 'x.weird', { type: '' });
    expect(validateFiles([unknown], { accept: 'application/*' }).accepted).toEqual([]);
    expect(createUploadRecord('2', unknown, 0).item.type).toBe('application/octet-stream');
  });
});
