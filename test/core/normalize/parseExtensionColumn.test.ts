import { describe, expect, it } from 'vitest';
import { parseExtensionColumn } from '../../../src/core/normalize/normalizeListing';

describe('parseExtensionColumn (docs/SERVICE.md §2.4)', () => {
  it('reads [{Key, Value}] as the platform sends it', () => {
    expect(parseExtensionColumn('[{"Key":"Pool","Value":"Yes"},{"Key":"View","Value":"Lake"}]')).toEqual([
      { key: 'Pool', value: 'Yes' },
      { key: 'View', value: 'Lake' },
    ]);
  });

  it('reads [{key, value}] too, and coerces values to strings', () => {
    expect(parseExtensionColumn('[{"key":"Floors","value":2},{"key":"Gated","value":true},{"key":"Note","value":null}]')).toEqual([
      { key: 'Floors', value: '2' },
      { key: 'Gated', value: 'true' },
      { key: 'Note', value: '' },
    ]);
  });

  it('serialises object values instead of showing [object Object]', () => {
    expect(parseExtensionColumn([{ Key: 'Meta', Value: { a: 1 } }])).toEqual([{ key: 'Meta', value: '{"a":1}' }]);
  });

  it('skips entries without a usable key', () => {
    expect(parseExtensionColumn('[{"Value":"x"},{"Key":""},null,"s",[1],{"Key":"Ok","Value":"1"}]')).toEqual([
      { key: 'Ok', value: '1' },
    ]);
  });

  it.each([['not json'], ['{"Key":"a","Value":"b"}'], ['"text"'], ['42'], [''], [null], [undefined], [{ Key: 'a' }]])(
    'gives [] for %j',
    (input) => {
      expect(parseExtensionColumn(input)).toEqual([]);
    },
  );
});
