import { HttpRequestFailure } from '@portal/domain';

/** The server's reason of a refused call (already in the request's language), or the error's text. */
export const failureText = (error: unknown): string =>
  error instanceof HttpRequestFailure || error instanceof Error ? error.message : String(error);
