/** The kind of a request field; form-urlencoded values arrive as text and are parsed by rules. */
export type FieldKind = 'string' | 'integer' | 'boolean' | 'file';

export interface FieldSpec {
  readonly kind: FieldKind;
  readonly required?: boolean;
  readonly description?: string;
}

/**
 * Who may call: anyone, any logged-in user (main or sub-account), only a main account, only a
 * sub-account, or the provider's operator holding the operator key.
 */
export type EndpointAccess = 'public' | 'session' | 'main' | 'sub' | 'operator';

export interface EndpointSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly area: string;
  readonly summary: string;
  readonly access: EndpointAccess;
  /** Where the fields travel: the query string or a form-urlencoded (or multipart) body. */
  readonly input: 'query' | 'body' | 'multipart';
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** False where the spec says errors are not alerted automatically (the client passes noAlert). */
  readonly alertOnError: boolean;
  /** True when platform-shell.md names the path; false when this product designed it. */
  readonly namedBySpec: boolean;
  /** The name of the response data type below, for the OpenAPI document. */
  readonly data: string;
}

/** Carries the response data type as a phantom, so a client call is typed by its endpoint. */
export type Endpoint<TData> = EndpointSpec & { readonly __data?: TData };

export const endpoint = <TData>(spec: EndpointSpec): Endpoint<TData> => spec;

export const text = (description?: string, required = false): FieldSpec =>
  description === undefined
    ? { kind: 'string', required }
    : { kind: 'string', required, description };
export const requiredText = (description?: string): FieldSpec => text(description, true);
export const integer = (description?: string, required = false): FieldSpec =>
  description === undefined
    ? { kind: 'integer', required }
    : { kind: 'integer', required, description };

/** page and page_size, taken by every list. */
export const PAGING_FIELDS = {
  page: integer('1-based page number, default 1'),
  page_size: integer('rows per page, default 20, at most 100'),
} as const;
