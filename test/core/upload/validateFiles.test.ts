import { describe, expect, it } from 'vitest';
import {
  MAX_SINGLE_PUT_BYTES,
  parseAccept,
  validateFiles,
} from '../../../src/core/upload/validateFiles';

/** A file-like object of any size without allocating it (5 GiB is too big to build). */
function fakeFile(name: string, size: number, type = ''): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const codes = (r: ReturnType<typeof validateFiles>) => r.rejected.map((x) => [x.file.name, x.errors.map((e) => e.code)]);

describe('validateFiles: checks before any request', () => {
  it('accepts everything up to 5 GiB by default and refuses a file above it', () => {
    const r = validateFiles([fakeFile('ok.bin', MAX_SINGLE_PUT_BYTES), fakeFile('big.bin', MAX_SINGLE_PUT_BYTES + 1)]);
    expect(r.accepted.map((f) => f.name)).toEqual(['ok.bin']);
    expect(codes(r)).toEqual([['big.bin', ['file-too-large']]]);
    // The limit broken, not a sentence: the labels write that, in the app's language.
    expect(r.rejected[0]!.errors[0]).toEqual({ code: 'file-too-large', limit: MAX_SINGLE_PUT_BYTES });
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
    expect(r.rejected[0]!.errors[0]).toEqual({ code: 'file-invalid-type', limit: ['image/*', '.pdf'] });
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
    expect(validateFiles(files, { maxFiles: 2 }).rejected[0]).toEqual({ file: files[2], errors: [{ code: 'too-many-files', limit: 2 }] });
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

  it("reads a wildcard listed with extensions as those extensions, as react-dropzone does", () => {
    expect(parseAccept({ 'image/*': ['.png', '.jpg'], 'application/pdf': [] })).toEqual(['.png', '.jpg', 'application/pdf']);
    const jpeg = fakeFile('a.jpeg', 1, 'image/jpeg');
    expect(codes(validateFiles([jpeg], { accept: { 'image/*': ['.png'] } }))).toEqual([['a.jpeg', ['file-invalid-type']]]);
  });

  it('never matches a wildcard against a file with no type and no known extension', () => {
    expect(codes(validateFiles([fakeFile('x', 1, '')], { accept: 'image/*' }))).toEqual([['x', ['file-invalid-type']]]);
  });
});

describe('validator', () => {
  it("refuses with the validator's reasons, beside the built-in ones, and spends no maxFiles slot", () => {
    const validator = (file: { name: string }) =>
      file.name.startsWith('~$') ? { code: 'temp-file', message: 'Office temp files are not uploaded' } : null;
    const r = validateFiles([fakeFile('~$draft.docx', 50), fakeFile('report.docx', 1)], { validator, maxSize: 10, maxFiles: 1 });
    expect(r.accepted.map((f) => f.name)).toEqual(['report.docx']);
    expect(r.rejected[0]!.errors).toEqual([
      { code: 'file-too-large', limit: 10 },
      { code: 'temp-file', message: 'Office temp files are not uploaded' },
    ]);
  });

  it('takes a list of reasons; an empty list accepts', () => {
    const two = [{ code: 'a', message: 'A' }, { code: 'b', message: 'B' }];
    expect(codes(validateFiles([fakeFile('x', 1)], { validator: () => two }))).toEqual([['x', ['a', 'b']]]);
    expect(validateFiles([fakeFile('x', 1)], { validator: () => [] }).accepted).toHaveLength(1);
  });
});
