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

/** The port the delivery pass sends through (ADR 0051); tests use the fetch adapter against a local receiver. */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookAnswer>;
}
