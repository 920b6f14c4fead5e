/**
 * Who may call: anyone, any logged-in user (main or sub-account), only a main account, only a
 * sub-account, or the provider's operator holding the operator key.
 */
export type EndpointAccess = 'public' | 'session' | 'main' | 'sub' | 'operator';

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
}
