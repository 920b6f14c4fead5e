import type {
  ApiHostConfig,
  HttpClient,
  HttpRequest,
  HttpResult,
  Language,
  MessageCode,
  Notifier,
  RequestIdentity,
  RequestOutcome,
  ResponseEnvelope,
} from '@portal/domain';
import {
  chooseApiBaseUrl,
  decideRequestToasts,
  DEFAULT_LANGUAGE,
  envelopeData,
  envelopeMessages,
  fileNameFromContentDisposition,
  flattenFormFields,
  hasEnvelopeAlert,
  HttpRequestFailure,
  isSuccessEnvelope,
  isWholeResponse,
  REQUEST_CODES,
  REQUEST_TIMEOUT_MS,
  requestIdentityHeaders,
} from '@portal/domain';
import { translateCore as translateCatalog } from '@portal/i18n/web-core';
import type { AxiosInstance, AxiosResponse } from 'axios';
import axios, { isAxiosError } from 'axios';
import { encodeFormFields, FORM_CONTENT_TYPE } from './form-encoding';

export interface AxiosHttpClientOptions {
  /** The English and Chinese API hosts; chooseApiBaseUrl picks one per request. */
  readonly hosts: ApiHostConfig;
  /** Read before every request: login and the language toggle change the headers and the host. */
  readonly identity: () => RequestIdentity;
  readonly notifier: Notifier;
  /** The site's hostname, for a site-bound API host; defaults to the page's location. */
  readonly hostname?: (() => string | undefined) | undefined;
  /** Defaults to REQUEST_TIMEOUT_MS (300000 ms, platform-shell.md section 9); tests shorten it. */
  readonly timeoutMs?: number | undefined;
  /** Translates the domain's fallback codes; defaults to the shared en/zh catalogs. */
  readonly translate?: ((language: Language, code: MessageCode) => string) | undefined;
}

const pageHostname = (): string | undefined =>
  typeof location === 'undefined' ? undefined : location.hostname;

const headerOf = (response: AxiosResponse, name: string): string => {
  const value: unknown = response.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * A POST's body: form-urlencoded fields, or multipart when it carries files (uploads go through
 * this one client, so they get the same headers, host, envelope rule and toasts as any call).
 */
function requestBody(request: HttpRequest & { readonly method: 'POST' }): string | FormData {
  if (request.files === undefined) return encodeFormFields(request.body);
  const form = new FormData();
  for (const [name, value] of flattenFormFields(request.body)) form.append(name, value);
  for (const [name, file] of Object.entries(request.files)) form.append(name, file as Blob);
  return form;
}

/**
 * The portal's one shared HTTP client (platform-shell.md sections 7 and 8) over axios. Every rule
 * it applies is the domain's: this class only moves bytes, reads headers and calls the Notifier.
 * Takes its axios instance as a parameter so tests can observe the real one (an interceptor) or
 * pass their own; every per-call setting goes into the request config, so a shared instance's
 * defaults do not leak in.
 */
export class AxiosHttpClient implements HttpClient {
  private readonly timeoutMs: number;
  private readonly hostname: () => string | undefined;
  private readonly translate: (language: Language, code: MessageCode) => string;

  constructor(
    private readonly options: AxiosHttpClientOptions,
    private readonly client: AxiosInstance = axios.create(),
  ) {
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.hostname = options.hostname ?? pageHostname;
    this.translate = options.translate ?? translateCatalog;
  }

  async request<T = unknown>(request: HttpRequest): Promise<HttpResult<T>> {
    const identity = this.options.identity();
    const language = identity.language ?? DEFAULT_LANGUAGE;
    const notify = (outcome: RequestOutcome) => this.notify(request, outcome, language);

    let response: AxiosResponse;
    try {
      response = await this.client.request({
        method: request.method,
        baseURL: chooseApiBaseUrl(this.options.hosts, { language, hostname: this.hostname() }),
        url: request.path,
        params: request.query,
        paramsSerializer: { serialize: (params) => encodeFormFields(params) },
        data: request.method === 'POST' ? requestBody(request) : undefined,
        // a multipart body sets its own Content-Type (with the boundary)
        headers: {
          ...(request.method === 'POST' && request.files !== undefined
            ? {}
            : { 'Content-Type': FORM_CONTENT_TYPE }),
          ...requestIdentityHeaders(identity),
        },
        timeout: this.timeoutMs,
        responseType: request.responseType ?? 'json',
      });
    } catch (error) {
      // A refusal with an HTTP error status (429, 400, 404, 500, ...) still carries the server's
      // envelope with its translated msg: that text is what the user reads, never axios' own
      // "Request failed with status code N".
      const refused = isAxiosError(error) ? error.response : undefined;
      if (refused && envelopeMessages(refused.data).length > 0)
        return this.refuse(request, refused.data, refused.status, language);
      const message = error instanceof Error ? error.message : String(error);
      notify({ kind: 'error', message });
      throw new HttpRequestFailure('network', message, {
        status: isAxiosError(error) ? error.response?.status : undefined,
        cause: error,
      });
    }

    const contentType = headerOf(response, 'content-type');
    const contentDisposition = headerOf(response, 'content-disposition');
    if (isWholeResponse({ responseType: request.responseType, contentType, contentDisposition })) {
      return {
        kind: 'whole',
        body: response.data,
        contentType,
        fileName: fileNameFromContentDisposition(contentDisposition),
      };
    }

    const body: unknown = response.data;
    if (hasEnvelopeAlert(body)) return { kind: 'alert', data: envelopeData(body) as T };
    if (isSuccessEnvelope(body)) {
      notify({ kind: 'success', body });
      return { kind: 'envelope', envelope: body as ResponseEnvelope<T> };
    }
    return this.refuse(request, body, response.status, language);
  }

  /** A non-success envelope (whatever the HTTP status): its texts as toasts and the failure. */
  private refuse(request: HttpRequest, body: unknown, status: number, language: Language): never {
    this.notify(request, { kind: 'failure', body }, language);
    const texts = envelopeMessages(body);
    throw new HttpRequestFailure(
      'body',
      texts.length > 0
        ? texts.join('\n')
        : this.translate(language, { code: REQUEST_CODES.failed }),
      { body, status },
    );
  }

  private notify(request: HttpRequest, outcome: RequestOutcome, language: Language): void {
    const toasts = decideRequestToasts({
      method: request.method,
      path: request.path,
      noAlert: request.noAlert,
      payload: request.body ?? request.query,
      outcome,
    });
    for (const { kind, text, durationMs } of toasts)
      this.options.notifier.toast(
        kind,
        typeof text === 'string' ? text : this.translate(language, text),
        durationMs,
      );
  }
}
