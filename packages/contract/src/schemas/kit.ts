import type { Static, TLiteral, TSchema, TUnion } from 'typebox';
import { Type } from 'typebox';

/**
 * Builders for the contract's schemas. Request fields travel form-urlencoded, so every value
 * arrives as text: Fastify's ajv coerces integers and fills defaults, and a blank non-text field
 * counts as absent (the server drops it before validation), so an optional id may be sent blank.
 */

/** A read-only array, as the data types always were. */
export const list = <T extends TSchema>(item: T) => Type.Immutable(Type.Array(item));

/** Copies a schema with a description, for the OpenAPI document. */
export const described = <T extends TSchema>(schema: T, description: string): T =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed where the web compiles this file (its tsconfig widens the spread)
  ({ ...schema, description }) as T;

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a domain's const arrays, so an enum list is written once (in the domain). */
export const oneOf = <const V extends readonly [string, ...string[]]>(
  values: V,
  description?: string,
): TUnion<LiteralsOf<V>> =>
  Type.Union(
    values.map((value) => Type.Literal(value)) as unknown as LiteralsOf<V>,
    description === undefined ? {} : { description },
  ) as TUnion<LiteralsOf<V>>;
type LiteralsOf<V extends readonly string[]> = { -readonly [K in keyof V]: TLiteral<V[K]> };

/**
 * A verb field's choices: the keys of its route's permission table (ADR 0060), so the schema
 * accepts no verb that has no permission.
 */
export const verbOf = <P extends Readonly<Record<string, unknown>>>(
  permissions: P,
  description?: string,
): TUnion<[TLiteral<keyof P & string>]> =>
  Type.Union(
    Object.keys(permissions).map((value) => Type.Literal(value)),
    description === undefined ? {} : { description },
  ) as unknown as TUnion<[TLiteral<keyof P & string>]>;

/** Marks a field filled with a default by the validator, so a handler reads it as present. */
export type Defaulted<T extends TSchema> = ReturnType<typeof Type.Optional<T>> & {
  readonly '~defaulted': Static<T>;
};

export const defaulted = <T extends TSchema>(schema: T, value: Static<T>): Defaulted<T> =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed where the web compiles this file (its tsconfig widens the spread)
  Type.Optional({ ...schema, default: value } as T) as Defaulted<T>;

const options = (description?: string) => (description === undefined ? {} : { description });

/** Optional text: '' when absent, so rules trim and test blank as before. */
export const text = (description?: string) => defaulted(Type.String(options(description)), '');
export const requiredText = (description?: string) => Type.String(options(description));

/** An optional id or count; blank counts as absent. */
export const optionalInteger = (description?: string, minimum = 1) =>
  Type.Optional(Type.Integer({ minimum, maximum: 2_147_483_647, ...options(description) }));
export const requiredInteger = (description?: string, minimum = 1) =>
  Type.Integer({ minimum, maximum: 2_147_483_647, ...options(description) });
/** The 1-based id of a row: the most common required field. */
export const id = (description?: string) => requiredInteger(description);

/** The spellings of an on/off form field the API has always taken ('1', 'true', 'on', ...). */
export const FLAG_VALUES = ['', '0', '1', 'false', 'true', 'off', 'on', 'no', 'yes'] as const;
export type FlagValue = (typeof FLAG_VALUES)[number];
/** An on/off field; '' (off) when absent. Read it with `isFlagOn`. */
export const flag = (description?: string) => defaulted(oneOf(FLAG_VALUES, description), '');

/** A file part of a multipart request (documented only: the handler streams it). */
export const file = (description?: string) =>
  Type.Unsafe<unknown>({ type: 'string', format: 'binary', ...options(description) });

/** Answers `null` as data. */
export const NullData = Type.Null();
