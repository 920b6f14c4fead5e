import type { Outcome } from '../../envelope';
import type { Deps } from '../../http/context';
import { throttleKey } from '../../security/login-throttle';
import { waitRefusal } from '../shared/account-limit';
import { claimLoginAttempt, forgiveLoginAttempt } from './throttle-repository';

/** Who is trying: the client address (X-Forwarded-For's when TRUST_PROXY is set). */
export interface LoginClient {
  readonly address: string;
}

/**
 * Checks the password behind the login throttle: a waiting client is refused before the password
 * is read, an attempt is counted before it runs and given back when it was right.
 */
export async function throttled(
  deps: Deps,
  account: string,
  client: LoginClient,
  check: () => Promise<boolean>,
): Promise<Outcome<never> | 'right' | 'wrong'> {
  const now = deps.now();
  const key = { account: throttleKey(account), client: throttleKey(client.address) };
  const claim = await claimLoginAttempt(
    deps.db,
    key.account,
    key.client,
    deps.config.loginThrottle,
    now,
  );
  if (!claim.ok) return waitRefusal(claim.waitUntil, now);
  if (!(await check())) return 'wrong';
  await forgiveLoginAttempt(
    deps.db,
    key.account,
    key.client,
    claim,
    deps.config.loginThrottle,
    now,
  );
  return 'right';
}
