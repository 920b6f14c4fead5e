/** A PostgreSQL unique violation (SQLSTATE 23505), from PGlite and from pg alike. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
