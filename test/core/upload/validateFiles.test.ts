import { describe, expect, it } from 'vitest';
import {
  MAX_SINGLE_PUT_BYTES,
  matchesAccept,
  parseAccept,
  toAcceptAttribute,
  validateFiles,
} from '../../../src/core/upload/validateFiles';

/** A file-like object of any size without allocating it (5 GiB is too big to build). */
function fakeFile(name: string, size: number, type = ''): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const codes = (r: ReturnType<typeof validateFiles>) => r.rejected.map((x) => [x.file.name, x.errors.map((e) => e.code)]);

describe('validateFiles (validation before any request)', () => {
  it('accepts everything up to 5 GiB by default and refuses a file above it', () => {
    const r = validateFiles([fakeFile('ok.bin', MAX_SINGLE_PUT_BYTES), fakeFile('big.bin', MAX_SINGLE_PUT_BYTES + 1)]);
    expect(r.accepted.map((f) => f.name)).toEqual(['ok.bin']);
    expect(codes(r)).toEqual([['big.bin', ['file-too-large']]]);
    expect(r.rejected[0]!.errors[0]!.message).toBe('File is larger than 5 GB');
  });

  it('refuses files smaller than minSize and larger than maxSize', () => {
    const r = validateFiles([fakeFile('a', 5), fakeFile('b', 50), fakeFile('c', 500)], { minSize: 10, maxSize: 100 });
    expect(r.accepted.map((f) => f.name)).toEqual(['b']);
    expect(codes(r)).toEqual([
      ['a', ['file-too-small']],
      ['c', ['file-too-large']],
    ]);
  });

  it('matches accept by MIME type, wildcard and extension, case-insensitively', () => {
    const files = [
      fakeFile('photo.JPG', 1, 'image/jpeg'),
      fakeFile('doc.pdf', 1, 'application/pdf'),
      fakeFile('notes.txt', 1, 'text/plain'),
      fakeFile('scan.PDF', 1, ''),
    ];
    const r = validateFiles(files, { accept: 'image/*, .pdf' });
    expect(r.accepted.map((f) => f.name)).toEqual(['photo.JPG', 'doc.pdf', 'scan.PDF']);
    expect(codes(r)).toEqual([['notes.txt', ['file-invalid-type']]]);
    expect(r.rejected[0]!.errors[0]!.message).toBe('File type must be image/*, .pdf');
  });

  it("accepts react-dropzone's accept shape and arrays", () => {
    const png = fakeFile('a.png', 1, 'image/png');
    const gif = fakeFile('b.gif', 1, 'image/gif');
    const csv = fakeFile('c.csv', 1, '');
    expect(validateFiles([png, gif, csv], { accept: { 'image/png': ['.png'], 'text/csv': '.csv' } }).accepted).toEqual([png, csv]);
    expect(validateFiles([png, gif, csv], { accept: ['image/gif'] }).accepted).toEqual([gif]);
  });

  it('gives a file every reason that applies', () => {
    const r = validateFiles([fakeFile('x.exe', 500, 'application/x-msdownload')], { accept: '.png', maxSize: 10 });
    expect(codes(r)).toEqual([['x.exe', ['file-invalid-type', 'file-too-large']]]);
  });

  it('refuses the files beyond maxFiles, counting files already queued', () => {
    const files = ['1', '2', '3'].map((n) => fakeFile(n, 1));
    expect(codes(validateFiles(files, { maxFiles: 2 }))).toEqual([['3', ['too-many-files']]]);
    const r = validateFiles(files, { maxFiles: 2 }, 1);
    expect(r.accepted.map((f) => f.name)).toEqual(['1']);
    expect(codes(r)).toEqual([
      ['2', ['too-many-files']],
      ['3', ['too-many-files']],
    ]);
    expect(validateFiles(files, { maxFiles: 0 }).accepted).toHaveLength(3);
  });

  it('does not spend a maxFiles slot on a file refused for another reason', () => {
    const r = validateFiles([fakeFile('big', 100), fakeFile('ok', 1)], { maxFiles: 1, maxSize: 10 });
    expect(r.accepted.map((f) => f.name)).toEqual(['ok']);
  });
});

describe('parseAccept / toAcceptAttribute', () => {
  it('treats empty and wildcard accepts as "everything"', () => {
    expect(parseAccept(undefined)).toBeNull();
    expect(parseAccept('')).toBeNull();
    expect(parseAccept('*/*')).toBeNull();
    expect(parseAccept([])).toBeNull();
  });

  it('builds the input accept attribute', () => {
    expect(toAcceptAttribute({ 'image/*': ['.png', '.jpg'] })).toBe('image/*,.png,.jpg');
    expect(toAcceptAttribute(undefined)).toBeUndefined();
  });

  it('never matches a wildcard against a file with no type', () => {
    expect(matchesAccept({ name: 'x', type: '' }, ['image/*'])).toBe(false);
  });
});
