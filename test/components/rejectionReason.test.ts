import { describe, expect, it } from 'vitest';
import { rejectionReason } from 'chatbot-kit';
import { validateFiles } from '../../src/core/upload/validateFiles';

const file = (name: string, size: number, type = '') => {
  const made = new File([], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

/** The reasons `validateFiles` gives each refused file, written by `rejectionReason` with `args`. */
const reasons = (files: File[], options: Parameters<typeof validateFiles>[1], ...args: [Parameters<typeof rejectionReason>[1]?, string?]) =>
  validateFiles(files, options).rejected.map(({ errors }) => errors.map((error) => rejectionReason(error, ...args)));

describe('rejectionReason: a refusal written from the labels', () => {
  it('writes each built-in reason in English by default, with its limit', () => {
    expect(reasons([file('notes.txt', 5, 'text/plain'), file('big.png', 5000, 'image/png')], { accept: 'image/*,.pdf', maxSize: 2000 })).toEqual([
      ['File type must be one of image/*, .pdf'],
      ['File is larger than 1.95 KB'],
    ]);
    expect(reasons([file('a', 1), file('b', 1)], { minSize: 2, maxFiles: 1 })).toEqual([['File is smaller than 2 B'], ['File is smaller than 2 B']]);
    expect(reasons([file('a', 1), file('b', 1)], { maxFiles: 1 })).toEqual([['Too many files: at most 1 file']]);
  });

  it('writes them from the labels given, with sizes for the locale', () => {
    const labels = {
      fileInvalidType: (types: readonly string[]) => `Typ: nur ${types.join(' oder ')}`,
      fileTooLarge: (max: string) => `Größer als ${max}`,
      tooManyFiles: (max: number) => `Höchstens ${max}`,
    };
    const files = [file('a.txt', 2000, 'text/plain'), file('b.png', 1, 'image/png'), file('c.png', 1, 'image/png')];
    expect(reasons(files, { accept: ['image/png'], maxSize: 1536, maxFiles: 1 }, labels, 'de-DE')).toEqual([
      ['Typ: nur image/png', 'Größer als 1,5 KB'],
      ['Höchstens 1'],
    ]);
  });

  it("keeps a validator's own message, and names a reason without one by its code", () => {
    const validator = (f: { name: string }) => (f.name.startsWith('~$') ? { code: 'temp-file', message: 'Keine Office-Sicherungen' } : { code: 'other' });
    expect(reasons([file('~$a.docx', 1), file('b', 1)], { validator })).toEqual([['Keine Office-Sicherungen'], ['other']]);
  });
});
