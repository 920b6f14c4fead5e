const LOCALES: Readonly<Record<string, string>> = { zh: 'zh-CN', en: 'en-GB' };

// One formatter per language, made once: toLocaleString with options builds a new formatter on
// every call, which a list of 100 rows pays 100 times per render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  const locale = LOCALES[language] ?? LOCALES['en'] ?? 'en-GB';
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    // the options toLocaleString defaults to, so the text is the same as before
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hour12: false,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A server time (ISO) in the reader's local time, to the second; text that is no time stays. */
export const localTime = (iso: string, language: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatterFor(language).format(date);
};
