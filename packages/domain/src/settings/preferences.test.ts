import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTICE_PREFERENCES,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  noticeReaches,
  PAGE_SIZES,
  parseNoticePreferences,
  validateOtherPreferences,
} from './preferences';

describe('notice preferences', () => {
  it('reach every channel by default, and only the ticked ones once chosen', () => {
    expect(noticeReaches({}, 'password_changed', 'email')).toBe(true);
    const parsed = parseNoticePreferences(['password_changed.portal', 'order_shipped.email']);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.password_changed).toEqual(['portal']);
    expect(noticeReaches(parsed.value, 'password_changed', 'email')).toBe(false);
    expect(noticeReaches(parsed.value, 'order_shipped', 'email')).toBe(true);
    expect(parsed.value.balance_low).toEqual([]);
  });

  it.each([['password_changed.fax'], ['unknown.email'], ['password_changed'], ['a.b.c']])(
    'refuses the key %s',
    (key) => {
      const parsed = parseNoticePreferences([key]);
      expect(!parsed.ok && parsed.error[0]).toMatchObject({
        field: 'notices',
        code: 'SETTINGS.NOTICE_EVENT_INVALID',
        params: { key },
      });
    },
  );

  it('round-trips: the ticked keys of any choice parse back to that choice', () => {
    const choice = fc.record(
      Object.fromEntries(NOTICE_EVENTS.map((e) => [e, fc.subarray([...NOTICE_CHANNELS])])),
    );
    fc.assert(
      fc.property(choice, (chosen) => {
        const keys = Object.entries(chosen).flatMap(([e, cs]) => cs.map((c) => `${e}.${c}`));
        const parsed = parseNoticePreferences(keys);
        expect(parsed).toEqual({ ok: true, value: chosen });
      }),
    );
  });

  it('the default reaches every event by every channel', () => {
    for (const event of NOTICE_EVENTS)
      expect(DEFAULT_NOTICE_PREFERENCES[event]).toEqual(NOTICE_CHANNELS);
  });
});

describe('validateOtherPreferences', () => {
  const valid = {
    default_warehouse_id: 0,
    language: 'zh',
    page_size: 50,
    auto_submit_abnormal: true,
  };

  it.each<[Partial<typeof valid>, string[]]>([
    [{}, []],
    [{ language: 'fr' }, ['language:SETTINGS.LANGUAGE_INVALID']],
    [{ page_size: 7 }, ['page_size:SETTINGS.PAGE_SIZE_INVALID']],
    [
      { language: '', page_size: 0 },
      ['language:SETTINGS.LANGUAGE_INVALID', 'page_size:SETTINGS.PAGE_SIZE_INVALID'],
    ],
  ])('%j → %j', (change, expected) => {
    const result = validateOtherPreferences({ ...valid, ...change });
    expect(result.ok ? [] : result.error.map((e) => `${e.field}:${e.code}`)).toEqual(expected);
  });

  it('accepts a page size exactly when the pager offers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), (size) => {
        expect(validateOtherPreferences({ ...valid, page_size: size }).ok).toBe(
          (PAGE_SIZES as readonly number[]).includes(size),
        );
      }),
    );
  });
});
