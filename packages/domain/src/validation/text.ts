// Character classes shared by the text rules. Lengths count code points, so an emoji or a rare
// Han character outside the BMP counts once, as a user would count it.

/** Han ideographs plus CJK punctuation and full-width forms, which only Chinese input produces. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const HAN = /\p{Script=Han}/u;
const ENGLISH_LETTER = /[A-Za-z]/;

export const containsChineseText = (text: string): boolean => CHINESE.test(text);
export const containsHanCharacter = (text: string): boolean => HAN.test(text);
export const containsEnglishLetter = (text: string): boolean => ENGLISH_LETTER.test(text);
export const textLength = (text: string): number => [...text].length;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first of `words` that occurs in `text` as a whole word, case-insensitive, or undefined.
 * Boundaries are Unicode letters and digits, so `Émr` does not contain `mr` but `Mr.` does.
 */
export function findWholeWord(text: string, words: readonly string[]): string | undefined {
  return wholeWordPattern(words).exec(text)?.[0].toLowerCase();
}

// Validators run over thousands of upload rows: build each word list's pattern once.
const wholeWordPatterns = new Map<string, RegExp>();
function wholeWordPattern(words: readonly string[]): RegExp {
  const key = words.join('\u0000');
  let pattern = wholeWordPatterns.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
      'iu',
    );
    wholeWordPatterns.set(key, pattern);
  }
  return pattern;
}
