import {
  ACTIVATION_STATUSES,
  ADD_ON_RULE_STATUSES,
  ASN_STATUSES,
  ORDER_STATUSES,
  PLAN_STATUSES,
  PRODUCT_STATUSES,
  REVIEW_STATUSES,
  RMA_STATUSES,
  TOP_UP_STATUSES,
  WAREHOUSE_APPLICATION_STATUSES,
  WEBHOOK_STATUSES,
  DELIVERY_STATUSES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export interface StatusCheck {
  readonly table: string;
  readonly column: string;
  /** The domain union the column holds: read from the domain's constants, never retyped here. */
  readonly values: readonly string[];
}

/** Every status column and the domain union it must hold. */
export const STATUS_CHECKS: readonly StatusCheck[] = [
  { table: 'customers', column: 'activation_status', values: ACTIVATION_STATUSES },
  { table: 'verifications', column: 'status', values: REVIEW_STATUSES },
  { table: 'customer_warehouses', column: 'status', values: WAREHOUSE_APPLICATION_STATUSES },
  { table: 'orders', column: 'status', values: ORDER_STATUSES },
  { table: 'products', column: 'status', values: PRODUCT_STATUSES },
  { table: 'product_status_counts', column: 'status', values: PRODUCT_STATUSES },
  { table: 'asns', column: 'status', values: ASN_STATUSES },
  { table: 'rmas', column: 'status', values: RMA_STATUSES },
  { table: 'plan_requests', column: 'status', values: REVIEW_STATUSES },
  { table: 'plans', column: 'status', values: PLAN_STATUSES },
  { table: 'top_ups', column: 'status', values: TOP_UP_STATUSES },
  { table: 'addon_rules', column: 'status', values: ADD_ON_RULE_STATUSES },
  { table: 'webhooks', column: 'status', values: WEBHOOK_STATUSES },
  { table: 'webhook_deliveries', column: 'status', values: DELIVERY_STATUSES },
];

export const statusCheckName = (check: StatusCheck) => `${check.table}_${check.column}_domain`;

/**
 * (Re)creates every status CHECK constraint from the domain's current unions. A migration that
 * follows a change of a union calls this again (drop, then add), so the database refuses exactly
 * what the domain does not know; the server tests compare the live constraints with the unions.
 */
export async function replaceStatusChecks(db: Kysely<unknown>): Promise<void> {
  for (const check of STATUS_CHECKS) {
    // A table a later migration creates is not there yet when an earlier one runs this; that
    // migration runs it again once its table exists.
    const exists = await sql<{ t: string | null }>`select to_regclass(${check.table}) as t`.execute(
      db,
    );
    if (exists.rows[0]?.t == null) continue;
    const name = sql.id(statusCheckName(check));
    const values = sql.join(check.values.map((v) => sql.lit(v)));
    await sql`alter table ${sql.table(check.table)} drop constraint if exists ${name}`.execute(db);
    await sql`alter table ${sql.table(check.table)} add constraint ${name}
      check (${sql.ref(check.column)} in (${values}))`.execute(db);
  }
}

export async function dropStatusChecks(db: Kysely<unknown>): Promise<void> {
  for (const check of STATUS_CHECKS)
    await sql`alter table if exists ${sql.table(check.table)}
      drop constraint if exists ${sql.id(statusCheckName(check))}`.execute(db);
}
