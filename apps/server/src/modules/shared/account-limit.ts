import { API_CODES } from '@portal/contract';
import { err, message } from '@portal/domain';
import type { RateLimitRule } from '../../config';
import { countRateLimitHit } from '../../db/rate-limit-counter';
import type { Outcome } from '../../envelope';
import type { Deps } from '../../http/context';

const accountKey = (key: string) => `account:${key}`;

/**
 * A per-account limit beside the per-client one (registration attempts per user ID): spreading
 * over many addresses still gets only `max` tries per window. Undefined means go on.
 */
export function accountLimitExceeded(
  deps: Deps,
  key: string,
  rule: RateLimitRule,
): Promise<Outcome<never> | undefined> {
  return limitExceeded(deps, accountKey(key), rule);
}

/**
 * Counts one call on `key` (a token bucket in the database, so every instance shares it) and answers
 * the 429 refusal, with its `Retry-After`, once the bucket is empty; undefined means go on.
 */
export async function limitExceeded(
  deps: Deps,
  key: string,
  rule: RateLimitRule,
): Promise<Outcome<never> | undefined> {
  const now = deps.now();
  const hit = await countRateLimitHit(deps.db, key, rule, now);
  if (hit.current <= rule.max) return undefined;
  return waitRefusal(new Date(now.getTime() + hit.ttlMs), now);
}

/** The 429 refusal, with its `Retry-After`, for a client that must wait until `until`. */
export function waitRefusal(until: Date, now: Date): Outcome<never> {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return err({
    code: API_CODES.tooManyRequests,
    messages: [message('SERVER.TOO_MANY_REQUESTS', { seconds })],
    retryAfterSeconds: seconds,
  });
}
