// The file collection that replaced react-dropzone's file-selector (issue 11):
// folders dropped are walked, thumbnail caches skipped, pastes of text ignored.
import { describe, expect, it } from 'vitest';
import { filesFromTransfer, hasFiles } from '../../../src/react/upload/filesFromTransfer';

const file = (name: string) => new File(['x'], name, { type: 'text/plain' });

/** A FileSystemEntry tree as Chromium hands it over; folders read in batches of `batch`. */
interface FakeEntry {
  isDirectory: boolean;
  file?(resolve: (f: File) => void): void;
  createReader?(): { readEntries(resolve: (entries: FakeEntry[]) => void): void };
}
function fileEntry(f: File): FakeEntry {
  return { isDirectory: false, file: (resolve: (f: File) => void) => resolve(f) };
}
function dirEntry(children: FakeEntry[], batch = 2): FakeEntry {
  return {
    isDirectory: true,
    createReader() {
      let at = 0;
      return {
        readEntries(resolve: (entries: FakeEntry[]) => void) {
          const next = children.slice(at, at + batch);
          at += batch;
          resolve(next);
        },
      };
    },
  };
}
const item = (entry: FakeEntry, asFile: File | null = null) => ({ kind: 'file', type: '', getAsFile: () => asFile, webkitGetAsEntry: () => entry });

describe('filesFromTransfer', () => {
  it('hands over plain dropped files at once', () => {
    const a = file('a.txt');
    expect(filesFromTransfer({ files: [a], items: [item(fileEntry(a), a)], types: ['Files'] })).toEqual([a]);
  });

  it('walks a dropped folder, every batch and subfolder, beside a plain file', async () => {
    const top = file('top.txt');
    const folder = dirEntry([
      fileEntry(file('x.txt')),
      fileEntry(file('y.txt')),
      dirEntry([fileEntry(file('deep.txt'))]),
      fileEntry(file('z.txt')),
      fileEntry(file('.DS_Store')),
    ]);
    const result = filesFromTransfer({ files: [], items: [item(fileEntry(top), top), item(folder)], types: ['Files'] });
    expect(result).toBeInstanceOf(Promise);
    expect((await result).map((f) => f.name)).toEqual(['top.txt', 'x.txt', 'y.txt', 'deep.txt', 'z.txt']);
  });

  it('reads a paste from items when the browser fills no FileList, and finds none in pasted text', () => {
    const shot = new File(['png'], 'image.png', { type: 'image/png' });
    expect(filesFromTransfer({ files: [], items: [{ kind: 'file', type: 'image/png', getAsFile: () => shot }] })).toEqual([shot]);
    expect(filesFromTransfer({ files: [], items: [{ kind: 'string', type: 'text/plain' }] })).toEqual([]);
  });

  it('tells a drag of files from a drag of text', () => {
    expect(hasFiles({ types: ['Files'] })).toBe(true);
    expect(hasFiles({ types: ['text/plain'] })).toBe(false);
    expect(hasFiles(null)).toBe(false);
  });
});
