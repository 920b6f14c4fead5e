import type { RequestOf, ResponseOf, RouteSpec, UploadNamesOf } from '@portal/contract/routes';
import type { FormFields, HttpClient, HttpRequest, HttpUploadFile } from '@portal/domain';

/** How one call departs from its route's defaults. */
export interface CallOptions<R extends RouteSpec = RouteSpec> {
  /** Keeps the automatic toasts quiet; defaults to the contract's alertOnError. */
  readonly noAlert?: boolean;
  /**
   * Sends the portal's do-not-show-message flag (`showMessage=1`, platform-shell.md section 7):
   * the client shows no success toast for this call. A transport flag, not a request field.
   */
  readonly quietSuccess?: boolean;
  /** Files by the request schema's part names, for a multipart endpoint (an upload). */
  readonly files?: Readonly<Partial<Record<UploadNamesOf<R>, HttpUploadFile>>>;
}

/** A route whose request has no required field may be called without fields. */
type CallArguments<R extends RouteSpec> =
  Partial<RequestOf<R>> extends RequestOf<R>
    ? [fields?: RequestOf<R>, options?: CallOptions<R>]
    : [fields: RequestOf<R>, options?: CallOptions<R>];

/**
 * The web's one client of the merchant API (ADR 0070): any route of the contract, typed on both
 * sides by its endpoint's schemas, read as types only so no schema code is bundled. The fields
 * are the request schema's (a misspelt or unknown name does not compile), the answer is the
 * response schema's. Path, method and where the fields travel come from the route, so a path is
 * written once. Resolves with the envelope's data (or the alert short-circuit's data); a failure
 * rejects with the HttpClient's HttpRequestFailure.
 */
export class ApiClient {
  constructor(private readonly http: HttpClient) {}

  call<R extends RouteSpec>(
    route: R,
    ...[fields, options]: CallArguments<R>
  ): Promise<ResponseOf<R>> {
    return this.send(route, (fields ?? {}) as FormFields, options ?? {});
  }

  /**
   * A call whose fields a generic piece assembled at run time (the list kit's page and filters,
   * the form kit's payload), so the compiler cannot know their names; the server's schema checks
   * them. Every call whose fields are written out uses `call`.
   */
  callAssembled<R extends RouteSpec>(
    route: R,
    fields: FormFields,
    options: CallOptions<R> = {},
  ): Promise<ResponseOf<R>> {
    return this.send(route, fields, options);
  }

  /** A download the server answers whole (a CSV, a spreadsheet), with the identity headers. */
  async download<R extends RouteSpec>(
    route: R,
    ...[fields]: CallArguments<R>
  ): Promise<{ readonly body: unknown; readonly fileName: string | undefined }> {
    const result = await this.http.request({
      method: 'GET',
      path: route.path,
      query: (fields ?? {}) as FormFields,
      responseType: 'blob',
    });
    if (result.kind !== 'whole') throw new Error(`${route.path} answered an envelope, not a file`);
    return { body: result.body, fileName: result.fileName };
  }

  private async send<R extends RouteSpec>(
    route: R,
    given: FormFields,
    options: CallOptions<R>,
  ): Promise<ResponseOf<R>> {
    const noAlert = options.noAlert ?? !route.alertOnError;
    const fields = options.quietSuccess === true ? { ...given, showMessage: '1' } : given;
    const files = options.files as Readonly<Record<string, HttpUploadFile>> | undefined;
    const request: HttpRequest =
      route.method === 'GET'
        ? { method: 'GET', path: route.path, query: fields, noAlert }
        : route.input === 'query'
          ? { method: 'POST', path: route.path, query: fields, noAlert }
          : { method: 'POST', path: route.path, body: fields, files, noAlert };
    const result = await this.http.request<ResponseOf<R>>(request);
    if (result.kind === 'envelope') return result.envelope.data;
    if (result.kind === 'alert') return result.data;
    throw new Error(`${route.path} answered a download where data was expected`);
  }
}
