/**
 * The portal's one date format and one date-time format per language, for every screen
 * (dashboard, lists, inbound notices, activation): four formats were in use (issue 10).
 *
 * | language | date           | date-time                |
 * | -------- | -------------- | ------------------------ |
 * | en       | 23 Nov 2026    | 23 Nov 2026, 20:32:12    |
 * | zh       | 2026年11月23日 | 2026年11月23日 20:32:12  |
 *
 * The month is written out in English so a day and a month are never confused (11/12 reads
 * both ways). The text is built from the reader's local fields, not by Intl, so it is the same in
 * every browser and ICU version, and costs no formatter per call in a list of 100 rows.
 */
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

// A calendar date (an expected arrival) is a day, not an instant: no time zone may move it.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface LocalFields {
  readonly year: number;
  /** 0 to 11. */
  readonly month: number;
  readonly day: number;
  /** hh:mm:ss, absent for a calendar date. */
  readonly time?: string | undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

function fieldsOf(text: string): LocalFields | undefined {
  const calendar = CALENDAR_DATE.exec(text);
  if (calendar !== null) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    return { year, month: month - 1, day };
  }
  if (text.trim() === '') return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    time: `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`,
  };
}

const dateText = (f: LocalFields, language: string): string =>
  language === 'zh'
    ? `${f.year}年${f.month + 1}月${f.day}日`
    : `${f.day} ${MONTHS_EN[f.month] ?? ''} ${f.year}`;

/** A server date or time as the reader's local date; text that is no date stays as it is. */
export const localDate = (text: string, language: string): string => {
  const fields = fieldsOf(text);
  return fields === undefined ? text : dateText(fields, language);
};

/**
 * A server time as the reader's local date and time, to the second; a calendar date shows as a
 * date; text that is no date stays as it is.
 */
export const localDateTime = (text: string, language: string): string => {
  const fields = fieldsOf(text);
  if (fields === undefined) return text;
  const date = dateText(fields, language);
  if (fields.time === undefined) return date;
  return language === 'zh' ? `${date} ${fields.time}` : `${date}, ${fields.time}`;
};

/** The name the list screens call the date-time formatter by. */
export const localTime = localDateTime;
