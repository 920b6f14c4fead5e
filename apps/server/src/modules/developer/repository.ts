import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Paging } from '../../http/paging';
import { inTransaction } from '../../db/transaction';

type Db = Kysely<Database> | Transaction<Database>;

// ---- certificates -------------------------------------------------------------------------

export const listCertificates = (db: Db, customerId: number) =>
  db
    .selectFrom('api_certificates as c')
    .innerJoin('customers as cu', 'cu.id', 'c.customer_id')
    .select([
      'c.id',
      'c.token',
      'c.key_hint',
      'c.scopes',
      'c.applied_at',
      'c.renewed_at',
      'c.expires_at',
      'c.last_used_at',
      'c.created_by',
      'cu.username',
    ])
    .where('c.customer_id', '=', customerId)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.id', 'desc')
    .execute();

export type CertificateListRow = Awaited<ReturnType<typeof listCertificates>>[number];

export const findCertificate = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('api_certificates')
    .select(['id', 'applied_at', 'expires_at'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function countLiveCertificates(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('api_certificates')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertCertificate = (
  db: Db,
  row: {
    customerId: number;
    createdBy: string;
    token: string;
    keySealed: string;
    keyHint: string;
    scopes: string;
    now: Date;
    expiresAt: Date;
  },
) =>
  db
    .insertInto('api_certificates')
    .values({
      customer_id: row.customerId,
      created_by: row.createdBy,
      token: row.token,
      key_sealed: row.keySealed,
      key_hint: row.keyHint,
      scopes: row.scopes,
      applied_at: row.now,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const renewCertificate = (db: Db, id: number, now: Date, expiresAt: Date) =>
  db
    .updateTable('api_certificates')
    .set({ renewed_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();

export const deleteCertificate = (db: Db, id: number, now: Date) =>
  db.updateTable('api_certificates').set({ deleted_at: now }).where('id', '=', id).execute();

/** The certificate a token names, deleted ones included (a deleted one is refused, and logged). */
export const certificateByToken = (db: Db, token: string) =>
  db
    .selectFrom('api_certificates')
    .select(['id', 'customer_id', 'key_sealed', 'scopes', 'expires_at', 'deleted_at', 'token'])
    .where('token', '=', token)
    .executeTakeFirst();

export const touchCertificate = (db: Db, id: number, now: Date) =>
  db.updateTable('api_certificates').set({ last_used_at: now }).where('id', '=', id).execute();

/** Records a nonce; false when the certificate already used it (a replay). */
export async function claimNonce(
  db: Db,
  certificateId: number,
  nonce: string,
  now: Date,
  forgetBefore: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('api_nonces')
    .values({ certificate_id: certificateId, nonce, seen_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('nonce')
    .executeTakeFirst();
  // Now and then nonces older than the signature window go (a request that old is refused anyway).
  if (Math.random() < 0.01)
    await db.deleteFrom('api_nonces').where('seen_at', '<', forgetBefore).execute();
  return inserted !== undefined;
}

// ---- the call log -------------------------------------------------------------------------

export const insertApiCall = (
  db: Db,
  row: {
    customerId: number;
    certificateId: number;
    token: string;
    at: Date;
    method: string;
    endpoint: string;
    httpStatus: number;
    code: string;
    outcome: string;
  },
) =>
  db
    .insertInto('api_calls')
    .values({
      customer_id: row.customerId,
      certificate_id: row.certificateId,
      token: row.token,
      at: row.at,
      method: row.method,
      endpoint: row.endpoint,
      http_status: row.httpStatus,
      code: row.code,
      outcome: row.outcome,
    })
    .execute();

export async function pageOfApiCalls(
  db: Db,
  customerId: number,
  certificateId: number | undefined,
  paging: Paging,
) {
  const base = db
    .selectFrom('api_calls')
    .where('customer_id', '=', customerId)
    .$if(certificateId !== undefined, (q) => q.where('certificate_id', '=', certificateId ?? 0));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset(paging.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

// ---- webhooks -----------------------------------------------------------------------------

export const listWebhooks = (db: Db, customerId: number) =>
  db
    .selectFrom('webhooks')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();

export type WebhookTableRow = Awaited<ReturnType<typeof listWebhooks>>[number];

export const findWebhook = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('webhooks')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function countWebhooks(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertWebhook = (
  db: Db,
  row: {
    customerId: number;
    url: string;
    events: string;
    secretSealed: string;
    secretHint: string;
    now: Date;
  },
) =>
  db
    .insertInto('webhooks')
    .values({
      customer_id: row.customerId,
      url: row.url,
      events: row.events,
      status: 'active',
      secret_sealed: row.secretSealed,
      secret_hint: row.secretHint,
      created_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const enableWebhook = (db: Db, id: number) =>
  db
    .updateTable('webhooks')
    .set({ status: 'active', disabled_at: null, failing_since: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteWebhook = (db: Db, id: number) =>
  db.deleteFrom('webhooks').where('id', '=', id).execute();

export async function pageOfDeliveries(
  db: Db,
  customerId: number,
  webhookId: number | undefined,
  paging: Paging,
) {
  const base = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .where('d.customer_id', '=', customerId)
    .$if(webhookId !== undefined, (q) => q.where('d.webhook_id', '=', webhookId ?? 0));
  const [rows, total] = await Promise.all([
    base
      .select([
        'd.id',
        'd.webhook_id',
        'w.url',
        'd.event',
        'd.event_id',
        'd.status',
        'd.attempts',
        'd.next_attempt_at',
        'd.created_at',
        'd.payload',
      ])
      .orderBy('d.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where('delivery_id', 'in', ids)
          .orderBy('id')
          .execute();
  return { rows, attempts, total: Number(total.n) };
}

// ---- the delivery pass --------------------------------------------------------------------

/**
 * Claims the oldest due delivery of an active webhook (ADR 0051): locked with FOR UPDATE SKIP
 * LOCKED (ADR 0032's pattern, so instances never take the same one) and leased by moving its
 * next attempt to `leaseUntil`, in a short transaction of its own. The HTTP call happens outside
 * any transaction (a slow receiver holds no lock and, on PGlite, no connection); if the process
 * dies during it, the lease runs out and the delivery is due again: never lost, at least once.
 */
export async function claimDueDelivery(db: Kysely<Database>, now: Date, leaseUntil: Date) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select([
        'd.id',
        'd.webhook_id',
        'd.customer_id',
        'd.event',
        'd.event_id',
        'd.payload',
        'd.attempts',
        'w.url',
        'w.secret_sealed',
      ])
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where('w.status', '=', 'active')
      .orderBy('d.next_attempt_at')
      .orderBy('d.id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (row === undefined) return undefined;
    await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
}

export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDueDelivery>>>;

export const insertAttempt = (
  trx: Transaction<Database>,
  row: {
    deliveryId: string | number;
    at: Date;
    httpStatus: number | null;
    error: string;
    durationMs: number;
  },
) =>
  trx
    .insertInto('webhook_attempts')
    .values({
      delivery_id: row.deliveryId,
      at: row.at,
      http_status: row.httpStatus,
      error: row.error,
      duration_ms: row.durationMs,
    })
    .execute();

export const markDelivery = (
  trx: Transaction<Database>,
  id: string | number,
  set: {
    status: 'pending' | 'delivered' | 'failed';
    attempts: number;
    nextAttemptAt: Date | null;
    deliveredAt: Date | null;
  },
) =>
  trx
    .updateTable('webhook_deliveries')
    .set({
      status: set.status,
      attempts: set.attempts,
      next_attempt_at: set.nextAttemptAt,
      delivered_at: set.deliveredAt,
    })
    .where('id', '=', id)
    .execute();

/** A success clears the failing streak; a failure starts one unless one is running. */
export const setWebhookFailing = (trx: Transaction<Database>, id: number, since: Date | null) =>
  trx
    .updateTable('webhooks')
    .set({ failing_since: since })
    .where('id', '=', id)
    .$if(since !== null, (q) => q.where('failing_since', 'is', null))
    .returning('failing_since')
    .executeTakeFirst();

export const webhookFailingSince = (trx: Transaction<Database>, id: number) =>
  trx
    .selectFrom('webhooks')
    .select(['failing_since', 'url', 'customer_id'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Disables a webhook failing for days; true when this call did it (once, whichever instance). */
export async function disableWebhook(
  trx: Transaction<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const done = await trx
    .updateTable('webhooks')
    .set({ status: 'disabled', disabled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** How many deliveries wait (for the pass summary and tests). */
export async function countPendingDeliveries(db: Db): Promise<number> {
  const row = await sql<{
    n: string;
  }>`select count(*) as n from webhook_deliveries where status = 'pending'`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
