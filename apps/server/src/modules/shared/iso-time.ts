/**
 * The one way a stored time becomes the contract's ISO 8601 text (ADR 0068's views): PGlite
 * answers `timestamptz` as a Date, a `json` column or a raw SQL aggregate as text; both read the
 * same instant.
 */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** `isoTime` for a column that may be empty (a decision not yet made, a time not yet set). */
export const isoTimeOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoTime(value);
