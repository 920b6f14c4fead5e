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
  requestTimeout: '408',
  conflict: '409',
  payloadTooLarge: '413',
  unsupportedMediaType: '415',
  tooManyRequests: '429',
  headersTooLarge: '431',
  internal: '500',
} as const;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/**
 * Business outcomes travel as HTTP 200 with the code in the body (the spec's clients read the
 * body's code). Only refusals before any route runs (unknown path, oversized body or headers, wrong
 * media type, rate limit, a request too slow) and the login lockout use the HTTP status; the web
 * client shows the envelope's msg either way.
 */
export const API_HTTP_STATUS: Readonly<Record<ApiCode, number>> = {
  '200': 200,
  '400': 200,
  '401': 200,
  '403': 200,
  '404': 200,
  '408': 408,
  '409': 200,
  '413': 413,
  '415': 415,
  '429': 429,
  '431': 431,
  '500': 500,
};

export type { Page } from './schemas/page';

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './schemas/page-size';
