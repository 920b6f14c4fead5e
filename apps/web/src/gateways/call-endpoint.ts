import type { Endpoint } from '@portal/contract';
import type { FormFields, HttpClient, HttpRequest, HttpUploadFile } from '@portal/domain';

export interface CallOptions {
  /** Keeps the automatic toasts quiet; defaults to the contract's alertOnError. */
  readonly noAlert?: boolean;
  /** Files by field name, for a multipart endpoint (an upload). */
  readonly files?: Readonly<Record<string, HttpUploadFile>>;
}

/**
 * Calls one endpoint of the contract through the shared HttpClient: the path, method and where the
 * fields travel come from the contract, so a path is written once. Resolves with the envelope's
 * data (or the alert short-circuit's data); a failure rejects with the client's HttpRequestFailure.
 */
export async function callEndpoint<T>(
  http: HttpClient,
  endpoint: Endpoint<T>,
  fields: FormFields = {},
  options: CallOptions = {},
): Promise<T> {
  const noAlert = options.noAlert ?? !endpoint.alertOnError;
  const asQuery = endpoint.input === 'query';
  const request: HttpRequest =
    endpoint.method === 'GET'
      ? { method: 'GET', path: endpoint.path, query: fields, noAlert }
      : asQuery
        ? { method: 'POST', path: endpoint.path, query: fields, noAlert }
        : { method: 'POST', path: endpoint.path, body: fields, files: options.files, noAlert };
  const result = await http.request<T>(request);
  if (result.kind === 'envelope') return result.envelope.data as T;
  if (result.kind === 'alert') return result.data;
  throw new Error(`${endpoint.path} answered a download where data was expected`);
}
