import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsChineseText, containsHanCharacter, findWholeWord, textLength } from './text';

describe('text classes', () => {
  it.each([
    ['abc', false],
    ['手机壳', true],
    ['phone，case', true],
    ['Ｆull width', true],
    ['Crème brûlée', false],
  ])('containsChineseText(%s) is %s', (text, expected) => {
    expect(containsChineseText(text)).toBe(expected);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(textLength('𠮷a')).toBe(2);
  });

  it.each([
    ['Mr. Smith', ['mr'], 'mr'],
    ['MR SMITH', ['mr'], 'mr'],
    ['Mrsmith', ['mr'], undefined],
    ['Émr', ['mr'], undefined],
    ['smith-mr', ['mr'], 'mr'],
    ['Tools kit', ['tool', 'tools'], 'tools'],
  ] as const)('findWholeWord(%s)', (text, words, expected) => {
    expect(findWholeWord(text, words)).toBe(expected);
  });

  it.each([
    ['pay c.o.d. now', 'c.o.d', 'c.o.d'],
    ['pay cxoxd now', 'c.o.d', undefined],
    ['a+b bundle', 'a+b', 'a+b'],
    ['aab bundle', 'a+b', undefined],
    ['(gift) box', '(gift)', '(gift)'],
  ] as const)(
    'findWholeWord(%s, [%s]) takes regex characters literally',
    (text, word, expected) => {
      expect(findWholeWord(text, [word])).toBe(expected);
    },
  );

  it('never mixes up two word lists that join to the same text', () => {
    expect(findWholeWord('ab', ['ab', 'c'])).toBe('ab');
    expect(findWholeWord('a', ['a', 'bc'])).toBe('a');
    expect(findWholeWord('ab', ['a', 'bc'])).toBeUndefined();
  });

  it('finds a word between any non-letter separators and never inside a longer word', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,6}$/),
        fc.constantFrom(' ', '.', '-', ',', ''),
        (prefix, separator) => {
          expect(findWholeWord(`${prefix}${separator}gift`, ['gift'])).toBe(
            separator === '' ? undefined : 'gift',
          );
        },
      ),
    );
  });

  it('every string with a Han character counts as Chinese', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('中', '文', '品', '𠮷'), (text, han) => {
        expect(containsHanCharacter(text + han)).toBe(true);
        expect(containsChineseText(han + text)).toBe(true);
      }),
    );
  });
});
