/** The merchant API uses only these two methods (platform-shell.md section 7). */
export const HTTP_METHODS = ['GET', 'POST'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
