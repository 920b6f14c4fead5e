import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISABLE_AFTER_FAILING_MS,
  MAX_DELIVERY_ATTEMPTS,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  afterFailedAttempt,
  checkWebhookUrl,
  deliveredStatus,
  parseWebhookEvents,
  retryDelayMs,
  shouldDisable,
} from './webhooks';
import { isPrivateAddress } from './webhook-address';

const minute = 60_000;

describe('the backoff schedule', () => {
  it.each([
    [1, minute],
    [2, 2 * minute],
    [3, 4 * minute],
    [6, 32 * minute],
    [10, 512 * minute],
    [11, 12 * 60 * minute],
    [16, 12 * 60 * minute],
    [0, minute],
  ])('after attempt %i waits %i ms', (attempts, wait) => {
    expect(retryDelayMs(attempts)).toBe(wait);
  });

  it('gives up after the last attempt, retries before it', () => {
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS, 0)).toEqual({ kind: 'give_up' });
    expect(afterFailedAttempt(MAX_DELIVERY_ATTEMPTS - 1, 1000)).toEqual({
      kind: 'retry',
      retryAtMs: 1000 + RETRY_CAP_MS,
    });
  });

  it('never shrinks, stays within its bounds, and the attempts outlast the disabling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (attempts) => {
        expect(retryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempts));
        expect(retryDelayMs(attempts)).toBeGreaterThanOrEqual(RETRY_BASE_MS);
        expect(retryDelayMs(attempts)).toBeLessThanOrEqual(RETRY_CAP_MS);
      }),
    );
    let total = 0;
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1)
      total += retryDelayMs(attempt);
    expect(total).toBeGreaterThan(DISABLE_AFTER_FAILING_MS);
  });
});

describe('disabling', () => {
  it.each<[number | null, number, boolean]>([
    [null, 10 * DISABLE_AFTER_FAILING_MS, false],
    [0, DISABLE_AFTER_FAILING_MS - 1, false],
    [0, DISABLE_AFTER_FAILING_MS, true],
  ])('failing since %j, at %i → %s', (since, now, disable) => {
    expect(shouldDisable(since, now)).toBe(disable);
  });

  it.each([
    [200, true],
    [204, true],
    [299, true],
    [301, false],
    [404, false],
    [500, false],
    [199, false],
  ])('HTTP %i delivered: %s', (status, delivered) => {
    expect(deliveredStatus(status)).toBe(delivered);
  });
});

describe('events', () => {
  it.each<[string, readonly string[] | string]>([
    ['balance.low', ['balance.low']],
    ['balance.low, order.status_changed ,balance.low', ['order.status_changed', 'balance.low']],
    ['', 'DEVELOPER.WEBHOOK_EVENTS_REQUIRED'],
    ['order.shipped', 'DEVELOPER.WEBHOOK_EVENT_UNKNOWN'],
  ])('%j → %j', (text, expected) => {
    const parsed = parseWebhookEvents(text);
    expect(parsed.ok ? parsed.value : parsed.error.code).toEqual(expected);
  });
});

describe('addresses and URLs (SSRF, ADR 0051)', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['8.8.8.8', false],
    ['::1', true],
    ['[::1]', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['2606:4700::1111', false],
    ['example.com', false],
  ])('%s is private: %s', (address, isPrivate) => {
    expect(isPrivateAddress(address)).toBe(isPrivate);
  });

  it.each<[string, boolean, string]>([
    ['https://hooks.example.com/portal', false, 'ok'],
    ['https://hooks.example.com:8443/a?b=c', false, 'ok'],
    ['http://hooks.example.com/portal', false, 'DEVELOPER.WEBHOOK_URL_INVALID'],
    ['http://hooks.example.com/portal', true, 'ok'],
    ['https://127.0.0.1/x', false, 'DEVELOPER.WEBHOOK_URL_PRIVATE'],
    ['https://localhost/x', false, 'DEVELOPER.WEBHOOK_URL_PRIVATE'],
    ['https://[::1]/x', false, 'DEVELOPER.WEBHOOK_URL_PRIVATE'],
    ['http://127.0.0.1:9000/hook', true, 'ok'],
    ['https://user:pw@example.com/', false, 'DEVELOPER.WEBHOOK_URL_INVALID'],
    ['ftp://example.com/', true, 'DEVELOPER.WEBHOOK_URL_INVALID'],
    ['https://exa mple.com/', false, 'DEVELOPER.WEBHOOK_URL_INVALID'],
    ['https://example.com:99999/', false, 'DEVELOPER.WEBHOOK_URL_INVALID'],
    [`https://example.com/${'a'.repeat(500)}`, false, 'DEVELOPER.WEBHOOK_URL_INVALID'],
  ])('%s (private allowed: %s) → %s', (url, allowPrivate, expected) => {
    const checked = checkWebhookUrl(url, allowPrivate);
    expect(checked.ok ? 'ok' : checked.error.code).toBe(expected);
  });

  it('never lets a private IPv4 literal through in production', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateV4, (octets) => {
        expect(checkWebhookUrl(`https://${octets.join('.')}/hook`, false).ok).toBe(false);
      }),
    );
  });
});
