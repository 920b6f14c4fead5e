import type { Language } from '../shell/constants';

/** Who is calling: read fresh for every request, since login and the language toggle change it. */
export interface RequestIdentity {
  readonly sessionId?: string | undefined;
  readonly token?: string | undefined;
  readonly language?: Language | undefined;
}

/** The header names are the spec's, spelled exactly (platform-shell.md section 7). */
export const REQUEST_IDENTITY_HEADERS = ['sessionId', 'token', 'language'] as const;

/** The sessionId, token and language headers, each only when present (a blank value is absent). */
export function requestIdentityHeaders(identity: RequestIdentity): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REQUEST_IDENTITY_HEADERS) {
    const value = identity[name];
    if (value !== undefined && value.trim() !== '') headers[name] = value;
  }
  return headers;
}
