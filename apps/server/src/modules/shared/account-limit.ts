import { API_CODES } from '@portal/contract';
import { message } from '@portal/domain';
import type { RateLimitRule } from '../../config';
import { countRateLimitHit } from '../../db/rate-limit-counter';
import type { Outcome } from '../../envelope';
import { fail } from '../../envelope';
import type { Deps } from '../../http/context';

/**
 * The per-account limit beside the per-client one: a guesser spreading over many addresses still
 * gets only `max` tries at one account per window. Undefined means go on.
 */
export async function accountLimitExceeded(
  deps: Deps,
  key: string,
  rule: RateLimitRule,
): Promise<Outcome<never> | undefined> {
  const hit = await countRateLimitHit(deps.db, `account:${key}`, rule.windowMs, deps.now());
  if (hit.current <= rule.max) return undefined;
  return fail(
    API_CODES.tooManyRequests,
    message('SERVER.TOO_MANY_REQUESTS', { seconds: Math.ceil(hit.ttlMs / 1000) }),
  );
}
