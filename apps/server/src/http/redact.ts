/**
 * Query parameters whose values never reach the logs: the token (the spec sends it in the query
 * of `token` and `get-sessionid`) and the identity fields `addUnaudited` takes as a GET.
 */
export const REDACTED_QUERY_FIELDS = [
  'token',
  'password',
  'legal_representative',
  'id_number',
  'licence_number',
  'real_name',
  'certificate_number',
] as const;

const PATTERN = new RegExp(`([?&](?:${REDACTED_QUERY_FIELDS.join('|')})=)[^&#]*`, 'gi');

/** The URL with the value of every sensitive query parameter replaced, safe to log. */
export const redactUrl = (url: string): string => url.replace(PATTERN, '$1[redacted]');
