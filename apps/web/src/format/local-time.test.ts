import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate, localDateTime, localTime } from './local-time';

// an instant made from local fields reads back as those fields in any time zone the tests run in
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).toISOString();

describe('localDate and localDateTime: one format per language', () => {
  it.each([
    [at(2026, 11, 23, 20, 32, 12), 'en', '23 Nov 2026', '23 Nov 2026, 20:32:12'],
    [at(2026, 11, 23, 20, 32, 12), 'zh', '2026年11月23日', '2026年11月23日 20:32:12'],
    [at(2026, 1, 3, 8, 5, 9), 'en', '3 Jan 2026', '3 Jan 2026, 08:05:09'],
    [at(2026, 1, 3, 8, 5, 9), 'zh', '2026年1月3日', '2026年1月3日 08:05:09'],
    [at(2027, 12, 31, 23, 59, 59), 'en', '31 Dec 2027', '31 Dec 2027, 23:59:59'],
    // a calendar date is a day wherever the reader is, and has no time
    ['2026-11-23', 'en', '23 Nov 2026', '23 Nov 2026'],
    ['2026-11-23', 'zh', '2026年11月23日', '2026年11月23日'],
    // the server's local text form
    ['2026-11-20 10:00:00', 'en', '20 Nov 2026', '20 Nov 2026, 10:00:00'],
    // an unknown language reads as the default, English
    [at(2026, 11, 23, 20, 32, 12), 'fr', '23 Nov 2026', '23 Nov 2026, 20:32:12'],
  ])('%s in %s: %s / %s', (text, language, date, dateTime) => {
    expect(localDate(text, language)).toBe(date);
    expect(localDateTime(text, language)).toBe(dateTime);
  });

  it.each([
    ['not a time', 'en'],
    ['', 'zh'],
    ['—', 'en'],
  ])('leaves %j as it is (%s)', (text, language) => {
    expect(localDate(text, language)).toBe(text);
    expect(localDateTime(text, language)).toBe(text);
  });

  it('the lists call the date-time formatter by its old name', () => {
    expect(localTime).toBe(localDateTime);
  });

  const instant = fc.date({
    min: new Date('2000-01-01'),
    max: new Date('2099-12-31'),
    noInvalidDate: true,
  });

  it('property: every instant has exactly one shape per language, the date leading the date-time', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const iso = date.toISOString();
        const en = localDateTime(iso, 'en');
        const zh = localDateTime(iso, 'zh');
        expect(en).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}$/);
        expect(zh).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2}$/);
        expect(en.startsWith(`${localDate(iso, 'en')}, `)).toBe(true);
        expect(zh.startsWith(`${localDate(iso, 'zh')} `)).toBe(true);
      }),
    );
  });

  it('property: both languages show the same local day and time as the Date itself', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const zh = /^(\d+)年(\d+)月(\d+)日 (\d+):(\d+):(\d+)$/.exec(
          localDateTime(date.toISOString(), 'zh'),
        );
        expect(zh?.slice(1).map(Number)).toEqual([
          date.getFullYear(),
          date.getMonth() + 1,
          date.getDate(),
          date.getHours(),
          date.getMinutes(),
          date.getSeconds(),
        ]);
        const en = localDateTime(date.toISOString(), 'en');
        expect(en.endsWith(/\d{2}:\d{2}:\d{2}$/.exec(zh?.[0] ?? '')?.[0] ?? 'x')).toBe(true);
      }),
    );
  });
});
