import type { ResponseOf, RouteSpec } from '@portal/contract/routes';
import type { FormFields, HttpClient, HttpRequest, HttpUploadFile } from '@portal/domain';

export interface CallOptions {
  /** Keeps the automatic toasts quiet; defaults to the contract's alertOnError. */
  readonly noAlert?: boolean;
  /** Files by field name, for a multipart endpoint (an upload). */
  readonly files?: Readonly<Record<string, HttpUploadFile>>;
}

/**
 * Calls one endpoint of the contract through the shared HttpClient: the path, method and where the
 * fields travel come from the contract's schema-free route, so a path is written once, and the
 * answer is typed by the endpoint's response schema (`ResponseOf`, a type only: the login page
 * loads no schema). Resolves with the envelope's data (or the alert short-circuit's data); a
 * failure rejects with the client's HttpRequestFailure.
 */
export async function callEndpoint<R extends RouteSpec>(
  http: HttpClient,
  route: R,
  fields: FormFields = {},
  options: CallOptions = {},
): Promise<ResponseOf<R>> {
  const noAlert = options.noAlert ?? !route.alertOnError;
  const asQuery = route.input === 'query';
  const request: HttpRequest =
    route.method === 'GET'
      ? { method: 'GET', path: route.path, query: fields, noAlert }
      : asQuery
        ? { method: 'POST', path: route.path, query: fields, noAlert }
        : { method: 'POST', path: route.path, body: fields, files: options.files, noAlert };
  const result = await http.request<ResponseOf<R>>(request);
  if (result.kind === 'envelope') return result.envelope.data;
  if (result.kind === 'alert') return result.data;
  throw new Error(`${route.path} answered a download where data was expected`);
}
