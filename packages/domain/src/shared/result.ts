/**
 * Rules return results, not exceptions: a caller must look at `ok` before it can reach the value.
 * A throwing variant, where one is useful, says so in its name (`...OrThrow`).
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A stable, translatable message: a catalog key of packages/i18n and its parameters. */
export interface MessageCode {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const message = (code: string, params?: Record<string, string | number>): MessageCode =>
  params === undefined ? { code } : { code, params };
