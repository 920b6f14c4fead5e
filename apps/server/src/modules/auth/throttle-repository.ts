import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LoginThrottleConfig, ThrottleRule } from '../../security/login-throttle';
import { delayAfter, failuresAfterOneMore } from '../../security/login-throttle';

/** The row counting every client that has not logged in to the account lately. */
export const EVERY_CLIENT = '*';

const readCount = (db: Kysely<Database>, account: string, client: string) =>
  db
    .selectFrom('login_throttle')
    .select(['failures', 'wait_until', 'last_failure_at', 'trusted_until'])
    .where('account', '=', account)
    .where('client', '=', client)
    .executeTakeFirst();

const later = (date: Date | null | undefined, now: Date) =>
  date != null && new Date(date).getTime() > now.getTime() ? new Date(date) : undefined;

export type Claim =
  | { readonly ok: true; readonly trusted: boolean }
  | { readonly ok: false; readonly waitUntil: Date };

/**
 * Counts one attempt as a failure before the password is checked (so concurrent guesses cannot
 * all slip through before the first one is counted) or answers until when the client must wait.
 * A compare-and-set on the failure count makes concurrent attempts of any instance take turns:
 * once a wait applies, only one of them passes.
 */
async function countAttempt(
  db: Kysely<Database>,
  account: string,
  client: string,
  rule: ThrottleRule,
  forgetAfterMs: number,
  now: Date,
): Promise<Date | undefined> {
  for (let round = 0; round < 5; round += 1) {
    const row = await readCount(db, account, client);
    const waiting = later(row?.wait_until, now);
    if (waiting) return waiting;
    const failures = failuresAfterOneMore(
      {
        failures: row?.failures ?? 0,
        lastFailureAt: row?.last_failure_at ? new Date(row.last_failure_at) : null,
      },
      now,
      forgetAfterMs,
    );
    const values = {
      failures,
      wait_until: new Date(now.getTime() + delayAfter(failures, rule)),
      last_failure_at: now,
    };
    const written = row
      ? await db
          .updateTable('login_throttle')
          .set(values)
          .where('account', '=', account)
          .where('client', '=', client)
          .where('failures', '=', row.failures)
          .where((eb) => eb.or([eb('wait_until', 'is', null), eb('wait_until', '<=', now)]))
          .returning('failures')
          .executeTakeFirst()
      : await db
          .insertInto('login_throttle')
          .values({ account, client, ...values })
          .onConflict((oc) => oc.doNothing())
          .returning('failures')
          .executeTakeFirst();
    if (written) return undefined;
  }
  // still losing the race after five rounds: many attempts at once, which is a guesser's pattern
  return new Date(now.getTime() + 1_000);
}

/** Checks the waits that apply to `client` at `account` and counts the attempt. */
export async function claimLoginAttempt(
  db: Kysely<Database>,
  account: string,
  client: string,
  config: LoginThrottleConfig,
  now: Date,
): Promise<Claim> {
  const own = await readCount(db, account, client);
  const trusted = later(own?.trusted_until, now) !== undefined;
  // the owner's usual client answers only for its own failures
  if (!trusted) {
    const everyone = later((await readCount(db, account, EVERY_CLIENT))?.wait_until, now);
    if (everyone) return { ok: false, waitUntil: everyone };
  }
  const ownWait = await countAttempt(
    db,
    account,
    client,
    config.perClient,
    config.forgetAfterMs,
    now,
  );
  if (ownWait) return { ok: false, waitUntil: ownWait };
  if (!trusted) {
    const everyoneWait = await countAttempt(
      db,
      account,
      EVERY_CLIENT,
      config.perAccount,
      config.forgetAfterMs,
      now,
    );
    if (everyoneWait) return { ok: false, waitUntil: everyoneWait };
  }
  return { ok: true, trusted };
}

/**
 * The attempt was right: the client's count starts again and the client becomes usual; the
 * account-wide count gives back the one attempt it was charged (the guesser's failures stand).
 */
export async function forgiveLoginAttempt(
  db: Kysely<Database>,
  account: string,
  client: string,
  claim: { readonly trusted: boolean },
  config: LoginThrottleConfig,
  now: Date,
): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      failures: 0,
      wait_until: null,
      last_failure_at: null,
      trusted_until: new Date(now.getTime() + config.trustMs),
    })
    .where('account', '=', account)
    .where('client', '=', client)
    .execute();
  if (claim.trusted) return;
  await db
    .updateTable('login_throttle')
    .set((eb) => ({
      failures: eb('failures', '-', 1),
      wait_until: eb
        .case()
        .when('failures', '<=', config.perAccount.freeFailures + 1)
        .then(null)
        .else(eb.ref('wait_until'))
        .end(),
    }))
    .where('account', '=', account)
    .where('client', '=', EVERY_CLIENT)
    .where('failures', '>', 0)
    .execute();
}
