import type { ActivationCheckData, LoginData, UserInfoData } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import { API_CODES, PERMISSION_AREAS } from '@portal/contract';
import {
  ACTIVATION_URL_CODES,
  ACTIVATION_MACHINE,
  message,
  permissionList,
  validateLogin,
  validatePasswordChange,
  validateSubAccountLogin,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { storedMoney } from '../shared/money';
import { fail, invalid, invalidFields, succeed } from '../../envelope';
import { hashToken } from '../../security/tokens';
import { challengeAnswer, spendSecondFactor, twoFactorEnabled } from './two-factor';
import { findChallenge, recoveryCodesLeft, useChallenge } from './two-factor-repository';
import type { Deps, SessionContext } from '../../http/context';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../../security/passwords';
import type { LoginClient } from './throttled';
import { throttled } from './throttled';
import { throttleAccountOf } from './confirm-password';
import { storedStatusOrThrow } from '../shared/status';
import {
  findCustomer,
  findCustomerByUsername,
  findSubAccount,
  findSubAccountById,
  listCustomerWarehouses,
  updatePassword,
} from './repository';
import { findLiveSession } from '../../http/session-lookup';
import { mailPasswordChanged } from '../settings-user/notify';
import { preferencesOf } from '../settings-user/preferences';
import {
  createSession,
  revokeOtherSessions,
  revokeSessionByToken,
  setSessionWarehouse,
} from './session-repository';
import { inTransaction } from '../../db/transaction';

const loginFailed = () => fail(API_CODES.unauthenticated, 'SERVER.LOGIN_FAILED');

/** The merchant's preferred default warehouse while it is active, else the first active one. */
export async function defaultWarehouse(deps: Deps, customerId: number): Promise<number | null> {
  const warehouses = await listCustomerWarehouses(deps.db, customerId);
  const active = warehouses.filter((w) => w.status === 'approved');
  const preferred = (await preferencesOf(deps.db, customerId)).other.default_warehouse_id;
  return (active.find((w) => w.id === preferred) ?? active[0])?.id ?? null;
}

async function openSession(
  deps: Deps,
  login: { customerId: number; subAccountId: number | null; username: string },
  said: MessageCode = message('SERVER.LOGIN_OK'),
): Promise<Outcome<LoginData>> {
  const now = deps.now();
  const { token, expiresAt } = await createSession(deps.db, {
    customerId: login.customerId,
    subAccountId: login.subAccountId,
    warehouseId: await defaultWarehouse(deps, login.customerId),
    now,
    ttlMs: deps.config.sessionTtlMs,
  });
  return succeed(
    {
      token,
      customer_id: login.customerId,
      username: login.username,
      login_type: login.subAccountId === null ? 'main' : 'sub',
      expires_at: expiresAt.toISOString(),
    },
    said,
  );
}

export type { LoginClient } from './throttled';

export async function login(
  deps: Deps,
  form: { username: string; password: string },
  client: LoginClient,
): Promise<Outcome<LoginData>> {
  const checked = validateLogin(form);
  if (!checked.ok) return invalid(checked.error);
  const { username, password } = checked.value;
  const customer = await findCustomerByUsername(deps.db, username);
  const verdict = await throttled(deps, `main:${username.toLowerCase()}`, client, () =>
    verifyPassword(password, customer?.password_hash ?? UNKNOWN_USER_HASH),
  );
  if (typeof verdict !== 'string') return verdict;
  if (!customer || verdict === 'wrong') return loginFailed();
  // with two-factor sign-in the password only earns the second step (ADR 0052)
  if (await twoFactorEnabled(deps, customer.id)) return challengeAnswer(deps, customer.id);
  return openSession(deps, {
    customerId: customer.id,
    subAccountId: null,
    username: customer.username,
  });
}

/**
 * The login's second step (ADR 0052): the challenge the password earned and a code from the
 * authenticator or a recovery code. Wrong codes count in the login throttle like wrong passwords.
 */
export async function loginWithCode(
  deps: Deps,
  form: { challenge: string; code: string },
  client: LoginClient,
): Promise<Outcome<LoginData>> {
  const found = await findChallenge(deps.db, hashToken(form.challenge.trim()));
  const now = deps.now();
  if (!found || found.used_at !== null || new Date(found.expires_at).getTime() <= now.getTime())
    return fail(API_CODES.unauthenticated, 'SERVER.TWO_FACTOR_CHALLENGE_EXPIRED');
  const customer = await findCustomer(deps.db, found.customer_id);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.TWO_FACTOR_CHALLENGE_EXPIRED');
  const spent: { kind: 'totp' | 'recovery' | 'wrong' } = { kind: 'wrong' };
  // codes count under their own key: a right password (which resets the password's count) must
  // not reset the count of wrong codes, or password and code could be alternated for ever
  const verdict = await throttled(
    deps,
    `code:${customer.username.toLowerCase()}`,
    client,
    async () => {
      spent.kind = await spendSecondFactor(deps, customer.id, form.code);
      return spent.kind !== 'wrong';
    },
  );
  if (typeof verdict !== 'string') return verdict;
  if (verdict === 'wrong')
    return invalidFields([{ field: 'code', code: 'SERVER.TWO_FACTOR_CODE_WRONG' }]);
  const used = await inTransaction(deps.db, (trx) => useChallenge(trx, found.id, now));
  if (!used) return fail(API_CODES.unauthenticated, 'SERVER.TWO_FACTOR_CHALLENGE_EXPIRED');
  const said =
    spent.kind === 'recovery'
      ? message('SERVER.RECOVERY_CODE_USED', {
          left: await recoveryCodesLeft(deps.db, customer.id),
        })
      : message('SERVER.LOGIN_OK');
  return openSession(
    deps,
    { customerId: customer.id, subAccountId: null, username: customer.username },
    said,
  );
}

export async function loginSubAccount(
  deps: Deps,
  form: { username: string; password: string; customerId: string },
  client: LoginClient,
): Promise<Outcome<LoginData>> {
  const checked = validateSubAccountLogin(form);
  if (!checked.ok) return invalid(checked.error);
  const { username, password, customerId } = checked.value;
  const sub = await findSubAccount(deps.db, customerId, username);
  const account = `sub:${customerId}:${username.toLowerCase()}`;
  const verdict = await throttled(deps, account, client, () =>
    verifyPassword(password, sub?.password_hash ?? UNKNOWN_USER_HASH),
  );
  if (typeof verdict !== 'string') return verdict;
  if (!sub || verdict === 'wrong') return loginFailed();
  // said only to whoever knows the password: a disabled sub-account is no secret to its holder
  if (sub.disabled_at !== null)
    return fail(API_CODES.forbidden, 'SERVER.SUB_ACCOUNT_LOGIN_DISABLED');
  return openSession(deps, {
    customerId: sub.customer_id,
    subAccountId: sub.id,
    username: sub.username,
  });
}

/** Idempotent: an unknown or already revoked token is still logged out. */
export async function logout(deps: Deps, token: string): Promise<Outcome<null>> {
  if (token !== '') await revokeSessionByToken(deps.db, token, deps.now());
  return succeed(null, 'SERVER.LOGOUT_OK');
}

export async function describeToken(deps: Deps, token: string): Promise<Outcome<LoginData>> {
  const session = token === '' ? undefined : await findLiveSession(deps.db, token, deps.now());
  if (!session) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const username =
    session.subAccountId === null
      ? (await findCustomer(deps.db, session.customerId))?.username
      : (await findSubAccountById(deps.db, session.subAccountId))?.username;
  return succeed({
    token,
    customer_id: session.customerId,
    username: username ?? '',
    login_type: session.loginType,
    expires_at: session.expiresAt.toISOString(),
  });
}

export async function sessionIdOf(
  deps: Deps,
  token: string,
): Promise<Outcome<{ sessionId: string }>> {
  const session = token === '' ? undefined : await findLiveSession(deps.db, token, deps.now());
  if (!session) return fail(API_CODES.unauthenticated, 'SERVER.SESSION_ID_FAILED');
  return succeed({ sessionId: session.publicId });
}

/** The route guard's check; a sub-account answers its main account's state. */
export async function activationCheck(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<ActivationCheckData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  // An unknown stored status is a fault (500), never read as 'not_submitted'.
  const status = storedStatusOrThrow(ACTIVATION_MACHINE, customer.activation_status);
  return succeed({ urlcode: ACTIVATION_URL_CODES[status], status });
}

/**
 * A password change: the current password is checked behind the login throttle under the same key
 * as the account's logins, so a stolen session cannot guess it faster than a
 * login could, and guesses here and at the login add up.
 */
export async function changePassword(
  deps: Deps,
  session: SessionContext,
  form: { oldPassword: string; newPassword: string; confirmation: string },
  client: LoginClient,
): Promise<Outcome<null>> {
  const checked = validatePasswordChange(form);
  if (!checked.ok) return invalid(checked.error);
  const current =
    session.subAccountId === null
      ? await findCustomer(deps.db, session.customerId)
      : await findSubAccountById(deps.db, session.subAccountId);
  const verdict = await throttled(deps, await throttleAccountOf(deps, session), client, () =>
    verifyPassword(form.oldPassword, current?.password_hash ?? UNKNOWN_USER_HASH),
  );
  if (typeof verdict !== 'string') return verdict;
  if (!current || verdict === 'wrong') return fail(API_CODES.invalid, 'SERVER.OLD_PASSWORD_WRONG');
  const hash = await hashPassword(form.newPassword);
  await inTransaction(deps.db, async (trx) => {
    await updatePassword(trx, session, hash);
    await revokeOtherSessions(trx, session, deps.now());
  });
  await mailPasswordChanged(deps, session);
  return succeed(null, 'SERVER.PASSWORD_CHANGED');
}

export async function userInfo(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<UserInfoData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.USER_INFO_FAILED');
  const sub =
    session.subAccountId === null
      ? undefined
      : await findSubAccountById(deps.db, session.subAccountId);
  const warehouses = await listCustomerWarehouses(deps.db, session.customerId);
  const current = warehouses.find((w) => w.id === session.warehouseId);
  const name = sub?.real_name ?? customer.name;
  return succeed({
    userInfo: {
      username: sub?.username ?? customer.username,
      first_letter: ([...name.trim()][0] ?? '').toUpperCase(),
      name,
      customer_id: customer.id,
      amount: storedMoney(customer.balance_minor, customer.currency),
      warehouse_id: current?.id ?? null,
      warehouse_name: current?.name ?? '',
      warehouse_cn_name: current?.cn_name ?? '',
      login_type: session.loginType,
      // The spec empties the list for the main account, which may do everything (platform-shell.md
      // section 6); a sub-account gets every area's four tags with what its role grants (ADR 0035).
      permissions: session.role === null ? [] : permissionList(session.role, PERMISSION_AREAS),
    },
    warehouse: warehouses.map((w) => ({
      value: w.id,
      name: w.name,
      cn_name: w.cn_name,
      status: w.status,
    })),
  });
}

export async function switchWarehouse(
  deps: Deps,
  session: SessionContext,
  warehouseId: number,
): Promise<Outcome<UserInfoData>> {
  const warehouses = await listCustomerWarehouses(deps.db, session.customerId);
  if (!warehouses.some((w) => w.id === warehouseId && w.status === 'approved'))
    return fail(API_CODES.invalid, 'SERVER.WAREHOUSE_NOT_ACTIVE');
  await setSessionWarehouse(deps.db, session.sessionRowId, warehouseId);
  const info = await userInfo(deps, { ...session, warehouseId });
  return info.ok ? succeed(info.value.data, 'SERVER.WAREHOUSE_SWITCHED') : info;
}
