import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import {
  DEVELOPER_CODES,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  readTypedCode,
  recoveryCodeFrom,
} from '@portal/domain';
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import {
  keyedHash,
  openSecret,
  requireSecretsKey,
  sealSecret,
} from '../../security/sealed-secrets';
import { hashToken, newToken } from '../../security/tokens';
import { confirmPassword } from './confirm-password';
import { findCustomer } from './repository';
import type { LoginClient } from './throttled';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import {
  disableTwoFactor,
  enableTwoFactor,
  insertChallenge,
  lockTwoFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
  setLastStep,
  twoFactorOf,
  useRecoveryCode,
} from './two-factor-repository';
import { inTransaction } from '../../db/transaction';

const secretsKeyOf = (deps: Deps) => requireSecretsKey(deps.config.secretsKey);

export async function twoFactorStatus(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<TwoFactorStatus>> {
  const row = await twoFactorOf(deps.db, session.customerId);
  return succeed({
    enabled: row?.secret_sealed != null,
    pending: row?.pending_secret_sealed != null,
    recovery_codes_left: await recoveryCodesLeft(deps.db, session.customerId),
    enabled_at: row?.enabled_at == null ? null : new Date(row.enabled_at).toISOString(),
  });
}

/** Starts turning it on: a new secret, pending until a first code confirms it (password first). */
export async function setupTwoFactor(
  deps: Deps,
  session: SessionContext,
  password: string,
  client: LoginClient,
): Promise<Outcome<TwoFactorSetup>> {
  const refused = await confirmPassword(deps, session, password, client);
  if (refused) return refused;
  const current = await twoFactorOf(deps.db, session.customerId);
  if (current?.secret_sealed != null)
    return fail(API_CODES.conflict, 'SERVER.TWO_FACTOR_ALREADY_ON');
  const customer = await findCustomer(deps.db, session.customerId);
  const secret = newTotpSecret();
  await savePendingSecret(deps.db, session.customerId, sealSecret(secret, secretsKeyOf(deps)));
  return succeed(
    { secret, otpauth_uri: otpauthUri(secret, customer?.username ?? String(session.customerId)) },
    'SERVER.TWO_FACTOR_SETUP_STARTED',
  );
}

/** New recovery codes: answered once, stored as keyed hashes. */
async function issueRecoveryCodes(
  trx: Transaction<Database>,
  deps: Deps,
  customerId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFrom(Array.from({ length: 10 }, () => randomInt(RECOVERY_ALPHABET.length))),
  );
  await replaceRecoveryCodes(
    trx,
    customerId,
    codes.map((code) => keyedHash(code.replace('-', ''), secretsKeyOf(deps))),
  );
  return codes;
}

const codeWrong = (field = 'code') =>
  invalidFields([{ field, code: 'SERVER.TWO_FACTOR_CODE_WRONG' }]);

/** Confirms the pending secret with a first code: it is on, and the recovery codes are answered once. */
export async function confirmTwoFactor(
  deps: Deps,
  session: SessionContext,
  code: string,
): Promise<Outcome<RecoveryCodes>> {
  const typed = readTypedCode(code);
  if (typed.kind !== 'totp')
    return invalidFields([{ field: 'code', code: DEVELOPER_CODES.twoFactorCodeFormat }]);
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<RecoveryCodes>> => {
    const row = await lockTwoFactor(trx, session.customerId);
    if (row?.pending_secret_sealed == null)
      return fail(API_CODES.conflict, 'SERVER.TWO_FACTOR_NOT_PENDING');
    const secret = openSecret(row.pending_secret_sealed, secretsKeyOf(deps));
    const step = matchingStep(secret, typed.code, now);
    if (step === undefined) return codeWrong();
    await enableTwoFactor(trx, session.customerId, row.pending_secret_sealed, step, now);
    const codes = await issueRecoveryCodes(trx, deps, session.customerId);
    return succeed({ recovery_codes: codes }, 'SERVER.TWO_FACTOR_ENABLED');
  });
}

/**
 * Whether a typed code is right for an account with two-factor sign-in on, spending it: a TOTP
 * code of a step after the last accepted one, or an unused recovery code (then used).
 */
export async function spendSecondFactor(
  deps: Deps,
  customerId: number,
  code: string,
): Promise<'totp' | 'recovery' | 'wrong'> {
  const typed = readTypedCode(code);
  if (typed.kind === 'none') return 'wrong';
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await lockTwoFactor(trx, customerId);
    if (row?.secret_sealed == null) return 'wrong';
    if (typed.kind === 'recovery')
      return (await useRecoveryCode(
        trx,
        customerId,
        keyedHash(typed.code, secretsKeyOf(deps)),
        now,
      ))
        ? 'recovery'
        : 'wrong';
    const step = matchingStep(openSecret(row.secret_sealed, secretsKeyOf(deps)), typed.code, now);
    if (step === undefined || step <= Number(row.last_step)) return 'wrong';
    await setLastStep(trx, customerId, step);
    return 'totp';
  });
}

/** Turns it off: the password and a current code (or a recovery code). */
export async function disableTwoFactorFor(
  deps: Deps,
  session: SessionContext,
  form: { password: string; code: string },
  client: LoginClient,
): Promise<Outcome<null>> {
  const refused = await confirmPassword(deps, session, form.password, client);
  if (refused) return refused;
  const row = await twoFactorOf(deps.db, session.customerId);
  if (row?.secret_sealed == null) {
    // a setup never confirmed is simply dropped
    if (row) await inTransaction(deps.db, (trx) => disableTwoFactor(trx, session.customerId));
    return fail(API_CODES.conflict, 'SERVER.TWO_FACTOR_NOT_ON');
  }
  if ((await spendSecondFactor(deps, session.customerId, form.code)) === 'wrong')
    return codeWrong();
  await inTransaction(deps.db, (trx) => disableTwoFactor(trx, session.customerId));
  return succeed(null, 'SERVER.TWO_FACTOR_DISABLED');
}

export async function regenerateRecoveryCodes(
  deps: Deps,
  session: SessionContext,
  password: string,
  client: LoginClient,
): Promise<Outcome<RecoveryCodes>> {
  const refused = await confirmPassword(deps, session, password, client);
  if (refused) return refused;
  const row = await twoFactorOf(deps.db, session.customerId);
  if (row?.secret_sealed == null) return fail(API_CODES.conflict, 'SERVER.TWO_FACTOR_NOT_ON');
  const codes = await inTransaction(deps.db, (trx) =>
    issueRecoveryCodes(trx, deps, session.customerId),
  );
  return succeed({ recovery_codes: codes }, 'SERVER.RECOVERY_CODES_REPLACED');
}

/** Whether the main account has two-factor sign-in on. */
export async function twoFactorEnabled(deps: Deps, customerId: number): Promise<boolean> {
  return (await twoFactorOf(deps.db, customerId))?.secret_sealed != null;
}

/**
 * The login's answer once the password was right on an account with two-factor sign-in: code
 * 401 with the challenge the second step takes (ADR 0052); no session yet.
 */
export async function challengeAnswer(deps: Deps, customerId: number): Promise<Outcome<never>> {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + TWO_FACTOR_CHALLENGE_TTL_MS);
  await insertChallenge(deps.db, { tokenHash: hashToken(token), customerId, expiresAt });
  return {
    ok: false,
    error: {
      code: API_CODES.unauthenticated,
      messages: [{ code: 'SERVER.TWO_FACTOR_REQUIRED' }],
      data: { two_factor: { challenge: token, expires_at: expiresAt.toISOString() } },
    },
  };
}
