/**
 * Who may call: anyone, any logged-in user (main or sub-account), only a main account, only a
 * sub-account, or the provider's operator holding the operator key.
 */
export type EndpointAccess = 'public' | 'session' | 'main' | 'sub' | 'operator';

/** The four permissions a role grants per area (the domain's PERMISSION_ACTIONS, named again here
 * because this half of the contract stays free of schemas and the domain's value imports). */
export type RouteAction = 'view' | 'add' | 'edit' | 'delete';

/**
 * A route whose request names its verb in a field (`action=delete`, `save_as=processing`): the
 * permissions each value of that field needs (ADR 0060). Every value the schema accepts has a row,
 * so a new verb cannot hide behind the route's own permission.
 */
export interface RouteActions {
  readonly field: string;
  readonly permissions: Readonly<Record<string, readonly [RouteAction, ...RouteAction[]]>>;
}

/**
 * Where an endpoint lives and how it is called, without its schemas: what the web needs to make
 * the call, so the login page does not load the schema library.
 */
export interface RouteSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly area: string;
  readonly access: EndpointAccess;
  /** Where the fields travel: the query string or a form-urlencoded (or multipart) body. */
  readonly input: 'query' | 'body' | 'multipart';
  /** False where the spec says errors are not alerted automatically (the client passes noAlert). */
  readonly alertOnError: boolean;
  /** True when platform-shell.md names the path; false when this product designed it. */
  readonly namedBySpec: boolean;
  /** The verb field and what each of its values needs, where the path alone does not say it. */
  readonly actions?: RouteActions;
}
