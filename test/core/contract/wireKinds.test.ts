// @vitest-environment node
// The kind schemas the client ships (src/core/contract/wireKinds.ts): zod
// schemas of one class, made as zod makes its own, that check `typeof` and
// report zod's invalid_type issue, and the first-issue reader the envelope
// parser uses.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { wireBoolean, wireIssue, wireNumber, wireObject, wireString } from '../../../src/core/contract/wireKinds';

const KINDS = [
  ['string', wireString, 'text', ''],
  ['number', wireNumber, 200, 0],
  ['boolean', wireBoolean, true, false],
] as const;

describe('wire kinds', () => {
  it.each(KINDS)('%s accepts its kind and refuses every other with invalid_type', (kind, schema, value, other) => {
    expect(wireIssue(schema, value)).toBeUndefined();
    expect(wireIssue(schema, other)).toBeUndefined();
    for (const [otherKind, , wrong] of KINDS) {
      if (otherKind === kind) continue;
      expect(wireIssue(schema, wrong)).toMatchObject({ code: 'invalid_type', expected: kind });
    }
    for (const wrong of [null, undefined, {}, []]) expect(wireIssue(schema, wrong)).toMatchObject({ expected: kind });
  });

  it('are zod schemas: zod/mini parses with them as with its own', () => {
    expect(z.safeParse(wireString, 'a')).toEqual({ success: true, data: 'a' });
    expect(z.safeParse(wireNumber, '200').success).toBe(false);
    expect(z.safeParse(wireObject({ Success: wireBoolean }), { Success: 'true' }).error?.issues[0]).toMatchObject({
      code: 'invalid_type',
      expected: 'boolean',
      path: ['Success'],
    });
  });

  it("wireIssue gives an object's first failing field with its path, and the value itself has no path", () => {
    const schema = wireObject({ Version: wireString, Code: wireNumber });
    expect(wireIssue(schema, { Version: '1', Code: 200, Extra: true })).toBeUndefined();
    expect(wireIssue(schema, { Version: 1 })).toMatchObject({ path: ['Version'], expected: 'string' });
    expect(wireIssue(schema, [])).toMatchObject({ expected: 'object' });
    expect(wireIssue(schema, [])?.path ?? []).toEqual([]);
  });
});

describe('wire objects', () => {
  const inner = wireObject({ Id: wireString });
  const outer = wireObject({ Code: wireNumber, Inner: inner });

  it.each([null, undefined, [], 'text', 1, true])('refuse %j as not an object', (value) => {
    expect(wireIssue(outer, value)).toMatchObject({ code: 'invalid_type', expected: 'object' });
    expect(z.safeParse(outer, value).success).toBe(false);
  });

  it('name a nested field by its whole path, as zod/mini reports it', () => {
    const value = { Code: 200, Inner: { Id: 7 } };
    expect(wireIssue(outer, value)).toMatchObject({ path: ['Inner', 'Id'], expected: 'string' });
    expect(z.safeParse(outer, value).error?.issues).toMatchObject([{ path: ['Inner', 'Id'], expected: 'string' }]);
  });

  it('give every failing field to zod/mini, in the order of the shape', () => {
    const issues = z.safeParse(outer, { Inner: 'x', Code: '200' }).error?.issues;
    expect(issues).toMatchObject([
      { code: 'invalid_type', path: ['Code'], expected: 'number' },
      { code: 'invalid_type', path: ['Inner'], expected: 'object' },
    ]);
    expect(issues).toHaveLength(2);
  });

  it('give the value as sent, unknown fields and all, and a missing field as undefined', () => {
    const value = { Code: 200, Inner: { Id: 'a', Extra: [1] }, Version: '9.9' };
    expect(z.safeParse(outer, value)).toEqual({ success: true, data: value });
    expect(wireIssue(outer, { Code: 200 })).toMatchObject({ path: ['Inner'], expected: 'object' });
    expect(wireIssue(wireObject({}), {})).toBeUndefined();
  });
});
