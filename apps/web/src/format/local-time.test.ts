import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';

describe('localTime', () => {
  it.each([
    ['not a time', 'en', 'not a time'],
    ['', 'zh', ''],
  ])('leaves %j as it is (%s)', (text, language, shown) => {
    expect(localTime(text, language)).toBe(shown);
  });

  it.each(['en', 'zh'])('in %s it shows the same instant as toLocaleString does', (language) => {
    const iso = '2026-11-20T08:09:10.000Z';
    const locale = language === 'zh' ? 'zh-CN' : 'en-GB';
    expect(localTime(iso, language)).toBe(new Date(iso).toLocaleString(locale, { hour12: false }));
  });

  it('property: any instant reads as the cached formatter and toLocaleString agree, in both languages', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom('en', 'zh'),
        (date, language) => {
          const locale = language === 'zh' ? 'zh-CN' : 'en-GB';
          expect(localTime(date.toISOString(), language)).toBe(
            date.toLocaleString(locale, { hour12: false }),
          );
        },
      ),
    );
  });
});
