import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGE } from './message-codes';
import { PermissionCheckError, checkPermission, checkPermissionOrThrow } from './permission';
import type { SessionPermission } from './session-types';

const LIST: SessionPermission[] = [
  { tag: 'order.create', enabled: true },
  { tag: 'order.export', enabled: false },
  { tag: 'rma.create', enabled: false },
  { tag: 'rma.create', enabled: true },
];

describe('checkPermission', () => {
  it.each<[string | undefined, SessionPermission[], ReturnType<typeof checkPermission>]>([
    ['order.create', LIST, { ok: true, value: true }],
    ['order.export', LIST, { ok: true, value: false }],
    ['rma.create', LIST, { ok: true, value: true }],
    ['order.delete', LIST, { ok: true, value: false }],
    ['ORDER.CREATE', LIST, { ok: true, value: false }],
    [undefined, LIST, { ok: false, error: { code: SHELL_MESSAGE.PERMISSION_VALUE_REQUIRED } }],
    ['', LIST, { ok: false, error: { code: SHELL_MESSAGE.PERMISSION_VALUE_REQUIRED } }],
    ['  ', LIST, { ok: false, error: { code: SHELL_MESSAGE.PERMISSION_VALUE_REQUIRED } }],
    ['order.create', [], { ok: false, error: { code: SHELL_MESSAGE.PERMISSION_LIST_EMPTY } }],
    [undefined, [], { ok: false, error: { code: SHELL_MESSAGE.PERMISSION_VALUE_REQUIRED } }],
  ])('%j in the list → %j', (tag, list, expected) => {
    expect(checkPermission(tag, list)).toEqual(expected);
  });

  it.each([
    ['order.create', LIST, true],
    ['order.export', LIST, false],
  ])('OrThrow returns %s → %s', (tag, list, kept) => {
    expect(checkPermissionOrThrow(tag, list)).toBe(kept);
  });

  it.each<[string | undefined, SessionPermission[], string]>([
    [undefined, LIST, SHELL_MESSAGE.PERMISSION_VALUE_REQUIRED],
    ['order.create', [], SHELL_MESSAGE.PERMISSION_LIST_EMPTY],
  ])('OrThrow throws for %j', (tag, list, code) => {
    expect(() => checkPermissionOrThrow(tag, list)).toThrow(PermissionCheckError);
    expect(() => checkPermissionOrThrow(tag, list)).toThrow(code);
  });

  const tagArb = fc.constantFrom('a', 'b', 'c');
  const listArb = fc.array(fc.record({ tag: tagArb, enabled: fc.boolean() }), { minLength: 1 });

  it('keeps the element exactly when an enabled entry carries the tag', () => {
    fc.assert(
      fc.property(tagArb, listArb, (tag, list) => {
        const expected = list.some((e) => e.tag === tag && e.enabled);
        expect(checkPermission(tag, list)).toEqual({ ok: true, value: expected });
        expect(checkPermissionOrThrow(tag, list)).toBe(expected);
      }),
    );
  });

  it('an empty list is always an error, whatever the tag', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (tag) => {
        expect(checkPermission(tag, []).ok).toBe(false);
      }),
    );
  });
});
