import { API_CODES } from '@portal/contract';
import { err, message } from '@portal/domain';
import type { RateLimitRule } from '../../config';
import { countRateLimitHit, refundRateLimitHit } from '../../db/rate-limit-counter';
import type { Outcome } from '../../envelope';
import type { Deps } from '../../http/context';

const accountKey = (key: string) => `account:${key}`;

/**
 * The per-account limit beside the per-client one: a guesser spreading over many addresses still
 * gets only `max` tries at one account per window. Undefined means go on. The attempt is counted
 * before it runs (so concurrent guesses cannot all slip under the limit); a caller whose attempt
 * succeeded takes it back with `forgiveAccountAttempt`, so only failures lock an account.
 */
export function accountLimitExceeded(
  deps: Deps,
  key: string,
  rule: RateLimitRule,
): Promise<Outcome<never> | undefined> {
  return limitExceeded(deps, accountKey(key), rule);
}

/**
 * Counts one hit on `key` (a counter in the database, so every instance shares it) and answers the
 * 429 refusal, with its `Retry-After`, once the window holds more than `max`; undefined means go on.
 */
export async function limitExceeded(
  deps: Deps,
  key: string,
  rule: RateLimitRule,
): Promise<Outcome<never> | undefined> {
  const hit = await countRateLimitHit(deps.db, key, rule.windowMs, deps.now());
  if (hit.current <= rule.max) return undefined;
  const seconds = Math.max(1, Math.ceil(hit.ttlMs / 1000));
  return err({
    code: API_CODES.tooManyRequests,
    messages: [message('SERVER.TOO_MANY_REQUESTS', { seconds })],
    retryAfterSeconds: seconds,
  });
}

/** Takes back the attempt counted by `accountLimitExceeded` once it turned out right. */
export async function forgiveAccountAttempt(deps: Deps, key: string): Promise<void> {
  await refundRateLimitHit(deps.db, accountKey(key), deps.now());
}
