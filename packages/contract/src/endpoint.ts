import type { Static, TObject, TSchema } from 'typebox';
import type { RouteSpec } from './routes/route';

export type { EndpointAccess, RouteSpec } from './routes/route';

/**
 * One endpoint: its route plus the request (every field, as a TypeBox object) and the response
 * data as schema values. Fastify validates with the request schema, the OpenAPI document is
 * generated from both, and `Static<>` of each types the handler and the client.
 */
export interface EndpointSpec<
  Req extends TObject = TObject,
  Res extends TSchema = TSchema,
> extends RouteSpec {
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
}

export const endpoint = <const R extends RouteSpec, Req extends TObject, Res extends TSchema>(
  route: R,
  parts: { readonly summary: string; readonly request: Req; readonly response: Res },
): R & { readonly summary: string; readonly request: Req; readonly response: Res } => ({
  ...route,
  ...parts,
});

type DefaultedKeys<P> = {
  [K in keyof P]: P[K] extends { readonly '~defaulted': unknown } ? K : never;
}[keyof P];

/**
 * What a handler receives after validation: the request's static type, with the fields the
 * validator fills by default (optional text and flags) present.
 */
export type InputOf<E extends { readonly request: TObject }> = Static<E['request']> & {
  readonly [K in DefaultedKeys<E['request']['properties']> & keyof Static<E['request']>]-?: Exclude<
    Static<E['request']>[K],
    undefined
  >;
};

/** What a success answer carries as data. */
export type OutputOf<E extends { readonly response: TSchema }> = Static<E['response']>;
