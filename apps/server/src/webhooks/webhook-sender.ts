/** One signed POST of an event to a merchant's URL. */
export interface WebhookRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What came back: the HTTP status, or why nothing did. */
export type WebhookAnswer =
  | { readonly kind: 'answered'; readonly status: number }
  | { readonly kind: 'failed'; readonly error: string };

/**
 * The port webhooks go through (ADR 0051, 0063): registration asks `checkUrl` and the delivery
 * pass `send`, both judging addresses with the same rule; tests use the HTTP adapter against a
 * local receiver.
 */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookAnswer>;
  /**
   * `'private'` when the URL's host is, or its name now resolves to, a special-purpose address
   * (refused); undefined otherwise, also for a name that does not resolve yet (each delivery
   * resolves again and is refused then).
   */
  checkUrl(url: string): Promise<'private' | undefined>;
}
