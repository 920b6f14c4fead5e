/**
 * The start of text a spreadsheet program may read as a formula or a DDE command (the OWASP
 * "CSV Injection" rule: `=`, `+`, `-`, `@`, tab and carriage return), with line feed, which
 * LibreOffice treats like carriage return, and the full-width forms that East Asian input methods
 * type and Excel accepts as their ASCII twins. Leading blanks do not stop a formula everywhere
 * (LibreOffice and Google Sheets read ` =1+1` as one), so they are looked past.
 */
const FORMULA_START = /^[ \t\r\n\u00A0\u3000]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A plain number (an amount owed, a phone number with its `+`) is no formula and stays as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** Text a spreadsheet program could run as a formula. */
const formulaLike = (text: string) => !PLAIN_NUMBER.test(text) && FORMULA_START.test(text);

/**
 * Whether a cell is written with a leading apostrophe: formula-like text, and text that already
 * starts with apostrophes before formula-like text (so reading back, which drops one apostrophe,
 * gives every cell exactly as it was).
 */
const needsApostrophe = (text: string): boolean =>
  formulaLike(text) || (text.startsWith("'") && needsApostrophe(text.slice(1)));

/**
 * A cell as every file the portal writes holds it: text that a spreadsheet program could run as a
 * formula gets a leading apostrophe (OWASP "CSV Injection"), which the program shows as text;
 * everything else is written unchanged.
 */
export const neutraliseFormula = (text: string): string =>
  needsApostrophe(text) ? `'${text}` : text;

/**
 * A cell read back from a file: the apostrophe `neutraliseFormula` added is dropped, so an
 * error-row file fixed and uploaded again holds the merchant's own text.
 */
export const restoreNeutralisedFormula = (text: string): string =>
  text.startsWith("'") && needsApostrophe(text.slice(1)) ? text.slice(1) : text;
