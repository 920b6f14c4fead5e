import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { replaceStatusChecks } from '../status-checks';

/**
 * Merchants' own systems (issue 16): API certificates and what the open API keeps of each call
 * (ADR 0049, 0050), webhooks with their deliveries and attempts (ADR 0051), two-factor sign-in
 * (ADR 0052). Secrets the server must use again (a certificate key, a webhook secret, a TOTP
 * secret) are stored sealed (AES-256-GCM under SECRETS_KEY); secrets it only compares (recovery
 * codes, login challenges) are stored as keyed hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_certificates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('renewed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index api_certificates_customer_idx on api_certificates (customer_id)
    where deleted_at is null`.execute(db);

  // A nonce seen with a certificate within the signature window; older ones are purged.
  await db.schema
    .createTable('api_nonces')
    .addColumn('certificate_id', 'integer', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_nonces_pk', ['certificate_id', 'nonce'])
    .execute();
  await sql`create index api_nonces_seen_idx on api_nonces (seen_at)`.execute(db);

  await db.schema
    .createTable('api_calls')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('certificate_id', 'integer')
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await sql`create index api_calls_customer_idx on api_calls (customer_id, id desc)`.execute(db);

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('failing_since', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index webhooks_customer_idx on webhooks (customer_id)`.execute(db);

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('webhook_id', 'integer', (c) =>
      c.notNull().references('webhooks.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at)
    where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_customer_idx on webhook_deliveries (customer_id, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('delivery_id', 'bigint', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id)`.execute(
    db,
  );

  await db.schema
    .createTable('two_factor')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id'))
    .addColumn('secret_sealed', 'text')
    .addColumn('pending_secret_sealed', 'text')
    .addColumn('enabled_at', 'timestamptz')
    // the last TOTP time step accepted: a code is never accepted twice
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index recovery_codes_customer_idx on recovery_codes (customer_id)`.execute(db);

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await replaceStatusChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_challenges',
    'recovery_codes',
    'two_factor',
    'webhook_attempts',
    'webhook_deliveries',
    'webhooks',
    'api_calls',
    'api_nonces',
    'api_certificates',
  ])
    await db.schema.dropTable(table).execute();
}
