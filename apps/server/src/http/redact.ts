/** Replaces the value of every `token` query parameter, so a URL can be logged safely. */
export const redactTokens = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
