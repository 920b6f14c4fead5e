import { FLAG_VALUES } from '@portal/contract';

const ON: ReadonlySet<string> = new Set(['1', 'true', 'on', 'yes']);

/** An on/off form field after validation ('1', 'true', 'on' or 'yes' is on; anything else off). */
export const isFlagOn = (value: string): boolean => ON.has(value.trim().toLowerCase());

/** Whether a text (a spreadsheet cell) is one of the flag spellings the API takes. */
export const isFlagText = (value: string): boolean =>
  (FLAG_VALUES as readonly string[]).includes(value.trim().toLowerCase());
