import * as fake from 'fake-indexeddb';
import { afterAll, beforeAll } from 'vitest';

const NAMES = [
  'IDBCursor',
  'IDBCursorWithValue',
  'IDBDatabase',
  'IDBFactory',
  'IDBIndex',
  'IDBKeyRange',
  'IDBObjectStore',
  'IDBOpenDBRequest',
  'IDBRecord',
  'IDBRequest',
  'IDBTransaction',
  'IDBVersionChangeEvent',
] as const;

/**
 * Gives the calling test file an empty in-memory IndexedDB (fake-indexeddb)
 * as the page's `indexedDB`, from before its first test until after its
 * last. The jsdom test files share one global scope (isolate: false), and
 * jsdom has no IndexedDB: the files that do not ask for one run without it,
 * and no file finds another's upload records.
 */
export function installFakeIndexedDB(): void {
  beforeAll(() => {
    const property = (value: unknown): PropertyDescriptor => ({ value, configurable: true, writable: true, enumerable: false });
    Object.defineProperty(globalThis, 'indexedDB', property(new fake.IDBFactory()));
    for (const name of NAMES) Object.defineProperty(globalThis, name, property(fake[name]));
  });
  afterAll(() => {
    for (const name of ['indexedDB', ...NAMES]) Reflect.deleteProperty(globalThis, name);
  });
}
