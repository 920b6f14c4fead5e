import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { DEVELOPER_CODES } from './codes';

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
  if (unknown !== undefined) return err(message(DEVELOPER_CODES.webhookEventUnknown, { event: unknown }));
  return ok(WEBHOOK_EVENTS.filter((event) => names.includes(event)));
}

/** An IPv4 address as its four numbers, or undefined. */
function ipv4(host: string): readonly number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : undefined;
}

/**
 * Whether an IP address (v4 or v6, as text) is one a webhook must not reach in production:
 * loopback, private, link-local (cloud metadata), carrier-grade NAT, unspecified, multicast,
 * or an IPv4 one mapped into IPv6. Names are resolved by the server first; this judges addresses.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  const v4 = ipv4(mapped?.[1] ?? host);
  if (v4 !== undefined) {
    const [a = 0, b = 0] = v4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (!host.includes(':')) return false;
  return (
    host === '::' ||
    host === '::1' ||
    /^f[cd]/.test(host) ||
    /^fe[89ab]/.test(host) ||
    host.startsWith('ff') ||
    host.startsWith('::ffff:')
  );
}

/** The most a webhook URL may hold. */
export const WEBHOOK_URL_MAX = 500;

/** The parts of an absolute http(s) URL this rule needs, or undefined (userinfo refused). */
function urlParts(text: string): { readonly scheme: string; readonly host: string } | undefined {
  const match = /^(https?):\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?(?:[/?#][^\s]*)?$/.exec(text);
  if (match === null) return undefined;
  const [, scheme = '', host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return undefined;
  if (host.startsWith('.') || host.endsWith('-') || host.includes('..')) return undefined;
  return { scheme: scheme.toLowerCase(), host: host.toLowerCase() };
}

/**
 * A webhook URL's form: http or https, a host, no user or password, no spaces, at most 500
 * characters. In production only https (`allowPrivate` false), and a literal private address or
 * localhost is refused here; names are resolved and judged again before each delivery (ADR 0051).
 */
export function checkWebhookUrl(
  text: string,
  allowPrivate: boolean,
): Result<string, MessageCode> {
  const trimmed = text.trim();
  const parts = trimmed.length > WEBHOOK_URL_MAX ? undefined : urlParts(trimmed);
  if (parts === undefined || (!allowPrivate && parts.scheme !== 'https'))
    return err(message(DEVELOPER_CODES.webhookUrlInvalid));
  const host = parts.host.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isPrivateAddress(host) || host === 'localhost' || host.endsWith('.localhost')))
    return err(message(DEVELOPER_CODES.webhookUrlPrivate));
  return ok(trimmed);
}
