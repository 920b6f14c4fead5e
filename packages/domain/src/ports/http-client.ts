import type { ResponseEnvelope } from '../request/envelope';
import type { FormFields } from '../request/form-fields';

/** 'blob' and 'arraybuffer' ask for a download, returned whole. */
export type HttpResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';

export interface HttpRequestCommon {
  /** Relative to the API base address chosen by chooseApiBaseUrl, e.g. '/api/login/login'. */
  readonly path: string;
  /** Query parameters, flattened as flattenFormFields describes. */
  readonly query?: FormFields | undefined;
  readonly responseType?: HttpResponseType | undefined;
  /** Flag the call "not to alert": no automatic toast, the caller reports its own messages. */
  readonly noAlert?: boolean | undefined;
}

/**
 * A file sent with a POST: the browser's File or Blob. The domain sees only what its upload rules
 * read (a name and a size); the adapter sends the object itself as a multipart part.
 */
export interface HttpUploadFile {
  readonly name?: string;
  readonly size: number;
}

/** A GET carries no body (the type says so rather than dropping one silently). */
export type HttpRequest =
  | (HttpRequestCommon & { readonly method: 'GET'; readonly body?: undefined })
  | (HttpRequestCommon & {
      readonly method: 'POST';
      /** Form fields as flattenFormFields describes; a `showMessage` field keeps a success quiet. */
      readonly body?: FormFields | undefined;
      /** Files by field name: the body then travels as multipart/form-data, fields included. */
      readonly files?: Readonly<Record<string, HttpUploadFile>> | undefined;
    });

/** How a call resolved. Narrow on `kind`. */
export type HttpResult<T = unknown> =
  /** A success envelope (ask truthy or code '200'), fields as the server sent them. */
  | { readonly kind: 'envelope'; readonly envelope: ResponseEnvelope<T> }
  /** The alert short-circuit: the body carried a non-empty alert, here is its data. */
  | { readonly kind: 'alert'; readonly data: T }
  /** A download, Excel file or octet-stream, returned whole with what names it. */
  | {
      readonly kind: 'whole';
      /** A Blob or ArrayBuffer as asked by responseType (text when none was asked). */
      readonly body: unknown;
      readonly contentType: string;
      readonly fileName: string | undefined;
    };

/**
 * Why a call failed: `body` is a non-success response (the body is kept whole, usually a
 * ResponseEnvelope), whatever its HTTP status when it carries the envelope's text; `network` is a
 * transport failure, a timeout or an HTTP error status without envelope text (a proxy's page).
 */
export type HttpFailureReason = 'body' | 'network';

/** What an HttpClient rejects with; `instanceof` tells it from a programming error. */
export class HttpRequestFailure extends Error {
  override readonly name = 'HttpRequestFailure';
  readonly reason: HttpFailureReason;
  /** The non-success body, for reason 'body'; undefined otherwise. */
  readonly body: unknown;
  /** The HTTP status when a response arrived. */
  readonly status: number | undefined;

  constructor(
    reason: HttpFailureReason,
    message: string,
    details: {
      readonly body?: unknown;
      readonly status?: number | undefined;
      readonly cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.reason = reason;
    this.body = details.body;
    this.status = details.status;
  }
}

/**
 * The one shared HTTP client of the portal (platform-shell.md sections 7 and 8). It sends every
 * request form-urlencoded (multipart when it carries files) with the sessionId, token and language headers when present, shows the
 * toasts decideRequestToasts decides through the Notifier, and
 * - resolves with the success envelope, the alert data, or a whole download;
 * - rejects with an HttpRequestFailure: reason 'body' carrying the non-success body, or reason
 *   'network' carrying the error's message.
 */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResult<T>>;
}
