import { createHash } from 'node:crypto';

/**
 * How long a guesser waits (issue 17, defect 3). Only failures count; each failure past a few free
 * ones doubles the wait before the next attempt is even checked, up to a ceiling. Two counts are
 * kept: per account and client (so one client guessing is slowed at once), and per account over
 * every client that has not logged in to it lately (so spreading guesses over many addresses does
 * not help). A client that gave the right password lately is "usual" and only its own count
 * applies to it: an attacker elsewhere cannot lock the owner out.
 */
export interface ThrottleRule {
  /** Failures allowed before any wait. */
  readonly freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

export interface LoginThrottleConfig {
  /** One client at one account. */
  readonly perClient: ThrottleRule;
  /** Every client not trusted lately, at one account. */
  readonly perAccount: ThrottleRule;
  /** A count with no failure for this long starts again from one. */
  readonly forgetAfterMs: number;
  /** A right password makes its client usual for this long. */
  readonly trustMs: number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleConfig = {
  perClient: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  perAccount: { freeFailures: 10, firstDelayMs: 2_000, maxDelayMs: 15 * 60_000 },
  forgetAfterMs: 60 * 60_000,
  trustMs: 30 * 24 * 3_600_000,
};

/** The wait after the `failures`-th failure in a row: none while free, then doubling to the cap. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  const past = failures - rule.freeFailures;
  if (past <= 0) return 0;
  // 2 ** 40 ms is decades: past any sane cap, and keeps the power finite
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(past - 1, 40));
}

/** A count's failures after one more, restarting when the last one is older than `forgetAfterMs`. */
export function failuresAfterOneMore(
  previous: { readonly failures: number; readonly lastFailureAt: Date | null },
  now: Date,
  forgetAfterMs: number,
): number {
  const forgotten =
    previous.lastFailureAt === null ||
    now.getTime() - previous.lastFailureAt.getTime() >= forgetAfterMs;
  return forgotten ? 1 : previous.failures + 1;
}

/** Keys up to this many characters are stored as they are, readable by an operator. */
export const THROTTLE_KEY_MAX = 200;

/**
 * The key a count is stored under: the account or client as sent, or, when
 * longer than THROTTLE_KEY_MAX, its SHA-256. The key is part of an indexed column, and a B-tree
 * entry cannot hold a 34 kB username; hashing keeps every distinct long name its own count, so a
 * long name neither fails nor shares another's throttle.
 */
export function throttleKey(key: string): string {
  return key.length <= THROTTLE_KEY_MAX
    ? key
    : `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}
