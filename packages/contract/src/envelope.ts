export type { ResponseEnvelope } from '@portal/domain';

/**
 * The codes the server puts in the envelope's `code` (platform-shell.md section 8 leaves them to
 * the server). They echo HTTP meanings so a reader knows them at sight; the HTTP status itself is
 * 200 for every answered business outcome, see API_HTTP_STATUS.
 */
export const API_CODES = {
  ok: '200',
  invalid: '400',
  unauthenticated: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  payloadTooLarge: '413',
  unsupportedMediaType: '415',
  tooManyRequests: '429',
  internal: '500',
} as const;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/**
 * Business outcomes travel as HTTP 200 with the code in the body (the spec's clients read the
 * body's code). Only refusals before any route runs (unknown path, oversized body, wrong media
 * type, rate limit) and the login lockout use the HTTP status; the web client shows the envelope's
 * msg either way.
 */
export const API_HTTP_STATUS: Readonly<Record<ApiCode, number>> = {
  '200': 200,
  '400': 200,
  '401': 200,
  '403': 200,
  '404': 200,
  '409': 200,
  '413': 413,
  '415': 415,
  '429': 429,
  '500': 500,
};

/** A list page as every list endpoint answers it. */
export interface Page<T> {
  readonly list: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
