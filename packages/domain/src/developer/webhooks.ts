import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { DEVELOPER_CODES } from './codes';
import { bareHost, isLocalhostName, isPrivateAddress, parseWhatwgUrl } from './webhook-address';

/** The events a merchant's system may subscribe to (issue 16). */
export const WEBHOOK_EVENTS = [
  'order.status_changed',
  'inbound.received',
  'return.processed',
  'balance.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A subscription: active, or disabled after failing for days (the merchant turns it back on). */
export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** One delivery: waiting for (another) attempt, delivered, or given up. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The waits between attempts of one delivery (ADR 0051): 1 min doubling to 12 h, then 12 h. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_CAP_MS = 12 * 3_600_000;
/** Attempts of one delivery before it is failed: about four days with the schedule above. */
export const MAX_DELIVERY_ATTEMPTS = 16;
/** A subscription whose deliveries have all failed for this long is disabled with a notice. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 3_600_000;

/** The wait after the `attempts`-th failed attempt (1-based): 1, 2, 4, ... minutes, capped. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** doublings);
}

/** What follows a failed attempt: another at `retryAt`, or the delivery is failed for good. */
export function afterFailedAttempt(
  attempts: number,
  nowMs: number,
): { readonly kind: 'retry'; readonly retryAtMs: number } | { readonly kind: 'give_up' } {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { kind: 'give_up' };
  return { kind: 'retry', retryAtMs: nowMs + retryDelayMs(attempts) };
}

/** Whether a subscription failing since `failingSinceMs` (no success since) is to be disabled. */
export const shouldDisable = (failingSinceMs: number | null, nowMs: number): boolean =>
  failingSinceMs !== null && nowMs - failingSinceMs >= DISABLE_AFTER_FAILING_MS;

/** Whether an answer's HTTP status counts as delivered: any 2xx. */
export const deliveredStatus = (status: number): boolean => status >= 200 && status < 300;

const isEvent = (text: string): text is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(text);

/** Events from their wire form `order.status_changed,balance.low`; none or an unknown one refused. */
export function parseWebhookEvents(text: string): Result<readonly WebhookEvent[], MessageCode> {
  const names = [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
  if (names.length === 0) return err(message(DEVELOPER_CODES.webhookEventsRequired));
  const unknown = names.find((name) => !isEvent(name));
  if (unknown !== undefined)
    return err(message(DEVELOPER_CODES.webhookEventUnknown, { event: unknown }));
  return ok(WEBHOOK_EVENTS.filter((event) => names.includes(event)));
}

/** The most a webhook URL may hold. */
export const WEBHOOK_URL_MAX = 500;

/**
 * A webhook URL's form: http or https, a host, no user or password, no spaces, at most 500
 * characters. In production only https (`allowPrivate` false), and a host that is, as the WHATWG
 * parser reads it (the parser `fetch` connects with), a special-purpose address or localhost is
 * refused here; the server resolves names and judges the addresses it dials with the same
 * `isPrivateAddress` at registration and on each connection (ADR 0051, 0063).
 */
export function checkWebhookUrl(text: string, allowPrivate: boolean): Result<string, MessageCode> {
  const trimmed = text.trim();
  const url =
    trimmed.length > WEBHOOK_URL_MAX || /\s/.test(trimmed) ? undefined : parseWhatwgUrl(trimmed);
  if (
    url === undefined ||
    !/^https?:$/.test(url.protocol) ||
    url.hostname === '' ||
    url.username !== '' ||
    url.password !== '' ||
    (!allowPrivate && url.protocol !== 'https:')
  )
    return err(message(DEVELOPER_CODES.webhookUrlInvalid));
  const host = bareHost(url.hostname);
  if (!allowPrivate && (isPrivateAddress(host) || isLocalhostName(host)))
    return err(message(DEVELOPER_CODES.webhookUrlPrivate));
  return ok(trimmed);
}
