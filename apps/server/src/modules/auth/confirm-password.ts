import type { Outcome } from '../../envelope';
import { invalidFields } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import { verifyPassword } from '../../security/passwords';
import { findCustomer, findSubAccountById } from './repository';
import type { LoginClient } from './throttled';
import { throttled } from './throttled';

/** The refusal of a wrong confirmation password (spec section 8), beside the password field. */
export const wrongPassword = (field = 'password'): Outcome<never> =>
  invalidFields([{ field, code: 'SERVER.WRONG_PASSWORD' }]);

/** The login throttle's account key of the caller (the same one its logins count under). */
export async function throttleAccountOf(deps: Deps, session: SessionContext): Promise<string> {
  if (session.subAccountId === null) {
    const customer = await findCustomer(deps.db, session.customerId);
    return `main:${(customer?.username ?? '').toLowerCase()}`;
  }
  const sub = await findSubAccountById(deps.db, session.subAccountId);
  return `sub:${session.customerId}:${(sub?.username ?? '').toLowerCase()}`;
}

/**
 * Checks the caller's own password (main account or sub-account) behind the login throttle, so a
 * stolen session cannot guess it faster than a login could: undefined when right, else the refusal.
 */
export async function confirmPassword(
  deps: Deps,
  session: SessionContext,
  password: string,
  client: LoginClient,
): Promise<Outcome<never> | undefined> {
  const stored =
    session.subAccountId === null
      ? (await findCustomer(deps.db, session.customerId))?.password_hash
      : (await findSubAccountById(deps.db, session.subAccountId))?.password_hash;
  const account = await throttleAccountOf(deps, session);
  const verdict = await throttled(deps, account, client, async () =>
    stored === undefined ? false : verifyPassword(password, stored),
  );
  if (typeof verdict !== 'string') return verdict;
  return verdict === 'right' ? undefined : wrongPassword();
}
