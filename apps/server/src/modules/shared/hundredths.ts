/**
 * Hundredths (cents, centikilograms, tenth-millimetres) as a decimal text with two places:
 * 1250 -> '12.50'. Used by every view that shows a stored measure or price.
 */
export const hundredthsText = (value: number) =>
  `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
