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

const SENSITIVE = new Set<string>(REDACTED_QUERY_FIELDS);

/** A query key as the server reads it: percent-decoded, '+' as a space, any bracket path dropped. */
function decodedName(rawKey: string): string {
  let key = rawKey.replace(/\+/g, ' ');
  try {
    key = decodeURIComponent(key);
  } catch {
    // a malformed escape is kept as written; the server's parser does the same
  }
  return key.replace(/\[.*$/, '').trim().toLowerCase();
}

/**
 * The URL with the value of every sensitive query parameter replaced, safe to log. Names are
 * compared after decoding, so `pass%77ord=` and `%74oken=` are hidden like `password=` and `token=`.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const end = hashStart < 0 ? url.length : hashStart;
  const pairs = url.slice(queryStart + 1, end).split('&');
  const redacted = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const rawKey = equals < 0 ? pair : pair.slice(0, equals);
    if (!SENSITIVE.has(decodedName(rawKey)) || equals < 0) return pair;
    return `${rawKey}=[redacted]`;
  });
  return `${url.slice(0, queryStart + 1)}${redacted.join('&')}${url.slice(end)}`;
}
