import type { MessageCode, Result, StatusMachine } from '@portal/domain';
import {
  ACTIVATION_MACHINE,
  FEE_CURRENCY,
  PLAN_MACHINE,
  planCycleFee,
  REVIEW_MACHINE,
  statusAfter,
  WAREHOUSE_APPLICATION_MACHINE,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';
import { hashPassword } from '../security/passwords';
import { postLedgerEntry } from './ledger';
import { inTransaction } from './transaction';

/**
 * Several instances may start at once on one PostgreSQL: the first to take this transaction lock
 * seeds, the others then find the rows and leave them.
 */
const lockSeeding = (trx: Transaction<Database>) =>
  sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
const SEED_LOCK_ID = 724_201;

/** The provider's warehouses named by warehouse-shipping.md section 1. */
const WAREHOUSES = [
  ['SZ', 'Shenzhen', '深圳仓'],
  ['DE', 'Germany', '德国仓'],
  ['US', 'US', '美国仓'],
  ['HK', 'Hong Kong', '香港仓'],
  ['ZS', 'Zhongshan', '中山仓'],
  ['FBA-IN', 'FBA India', 'FBA印度仓'],
  ['FBA-US', 'FBA US', 'FBA美国仓'],
  ['IN-DM', 'India Delhi and Mumbai', '印度德里和孟买仓'],
  ['YW', 'Yiwu', '义乌仓'],
] as const;

const REGIONS = [
  ['SOUTH-CN', 'South China', '华南'],
  ['EAST-CN', 'East China', '华东'],
  ['NORTH-CN', 'North China', '华北'],
  ['OVERSEAS', 'Overseas', '海外'],
] as const;

/** Reference data every installation needs; inserted once, when its table is empty. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockSeeding(trx);
    if ((await trx.selectFrom('warehouses').select('id').limit(1).execute()).length === 0)
      await trx
        .insertInto('warehouses')
        .values(WAREHOUSES.map(([code, name, cn_name]) => ({ code, name, cn_name })))
        .execute();
    if ((await trx.selectFrom('regions').select('id').limit(1).execute()).length > 0) return;
    const regions = await trx
      .insertInto('regions')
      .values(REGIONS.map(([code, name, cn_name]) => ({ code, name, cn_name })))
      .returning(['id', 'code'])
      .execute();
    const regionId = (code: string) => regions.find((r) => r.code === code)?.id ?? null;
    await trx
      .insertInto('managers')
      .values([
        { kind: 'account', name: 'Alice Wang', cn_name: '王爱丽', region_id: regionId('SOUTH-CN') },
        { kind: 'account', name: 'Bob Chen', cn_name: '陈博', region_id: regionId('EAST-CN') },
        { kind: 'regional', name: 'Carol Li', cn_name: '李卡萝', region_id: regionId('SOUTH-CN') },
        {
          kind: 'regional',
          name: 'David Zhao',
          cn_name: '赵大卫',
          region_id: regionId('NORTH-CN'),
        },
        { kind: 'sales', name: 'Emma Brown', cn_name: '艾玛', region_id: regionId('OVERSEAS') },
        { kind: 'sales', name: 'Frank Müller', cn_name: '弗兰克', region_id: regionId('OVERSEAS') },
      ])
      .execute();
  });
  await seedExchangeRates(db);
}

/**
 * A sample USD -> CNY rate (7.20), so the demo's ASN insurance estimate works on a fresh
 * installation; the operator replaces it (`npm run ops -- set-exchange-rate ...`). Only a missing
 * pair is inserted, so a rate the operator set is never overwritten by a restart.
 */
export async function seedExchangeRates(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('exchange_rates')
    .values({
      from_currency: 'USD',
      to_currency: 'CNY',
      numerator: 72,
      denominator: 10,
      set_by: 'seed',
      updated_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.columns(['from_currency', 'to_currency']).doNothing())
    .execute();
}

/** The demo's statuses, reached by the machines' events (so the demo shows only reachable states). */
function reachedOrThrow<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  events: readonly E[],
): S {
  const reached: Result<S, MessageCode> = statusAfter(machine, events);
  if (!reached.ok) throw new Error(`demo seed: ${JSON.stringify(reached.error)}`);
  return reached.value;
}
const DEMO_ACTIVATION = reachedOrThrow(ACTIVATION_MACHINE, [
  'submit',
  'approve',
  'top_up',
  'activate_warehouse',
]);
const DEMO_APPLICATION_APPROVED = reachedOrThrow(WAREHOUSE_APPLICATION_MACHINE, ['approve']);
const DEMO_APPLICATION_PENDING = reachedOrThrow(WAREHOUSE_APPLICATION_MACHINE, []);
const DEMO_VERIFICATION = reachedOrThrow(REVIEW_MACHINE, ['approve']);
const DEMO_PLAN = reachedOrThrow(PLAN_MACHINE, ['activate']);

export const DEMO_LOGINS = {
  main: { username: 'demo', password: 'Demo1234' },
  sub: { username: 'demoops', password: 'Demo1234' },
} as const;

export interface DemoSeed {
  readonly created: boolean;
  readonly customerId: number;
}

/**
 * The demo merchant on first start: activated, two warehouses (Shenzhen active, US pending), a
 * 1,000.00 CNY balance posted through the ledger, a sub-account and two notices.
 */
/**
 * The SKU quota of the demo merchant's seeded plan: room for every product the demo and the
 * end-to-end journeys activate on one server (a plan request no longer adds quota; a bought plan does).
 */
export const DEMO_PLAN_SKUS = 200;

export async function seedDemoData(db: Kysely<Database>, now: Date): Promise<DemoSeed> {
  const mainHash = await hashPassword(DEMO_LOGINS.main.password);
  const subHash = await hashPassword(DEMO_LOGINS.sub.password);
  return inTransaction(db, async (trx) => {
    await lockSeeding(trx);
    const existing = await trx
      .selectFrom('customers')
      .select('id')
      .where('username', '=', DEMO_LOGINS.main.username)
      .executeTakeFirst();
    if (existing) return { created: false, customerId: existing.id };
    const managers = await trx.selectFrom('managers').select(['id', 'kind']).execute();
    const managerOf = (kind: string) => managers.find((m) => m.kind === kind)?.id ?? null;
    const customer = await trx
      .insertInto('customers')
      .values({
        username: DEMO_LOGINS.main.username,
        name: 'Demo Trading Co.',
        email: 'demo@example.com',
        password_hash: mainHash,
        activation_status: DEMO_ACTIVATION,
        identity_type: 'enterprise',
        rejection_reason: null,
        region_id: null,
        account_manager_id: managerOf('account'),
        regional_manager_id: managerOf('regional'),
        sales_manager_id: managerOf('sales'),
        currency: FEE_CURRENCY,
        balance_minor: 0,
        overdue_cc_emails: '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const warehouses = await trx.selectFrom('warehouses').select(['id', 'code']).execute();
    const warehouseId = (code: string) => warehouses.find((w) => w.code === code)?.id ?? 0;
    await trx
      .insertInto('customer_warehouses')
      .values([
        {
          customer_id: customer.id,
          warehouse_id: warehouseId('SZ'),
          status: DEMO_APPLICATION_APPROVED,
          reason: null,
          applied_at: now,
          decided_at: now,
        },
        {
          customer_id: customer.id,
          warehouse_id: warehouseId('US'),
          status: DEMO_APPLICATION_PENDING,
          reason: null,
          applied_at: now,
          decided_at: null,
        },
      ])
      .execute();
    await trx
      .insertInto('verifications')
      .values({
        customer_id: customer.id,
        identity_type: 'enterprise',
        fields: JSON.stringify({ legal_representative: 'Demo Owner', licence_number: 'DEMO-0001' }),
        status: DEMO_VERIFICATION,
        reason: null,
        submitted_at: now,
        decided_at: now,
      })
      .execute();
    await postLedgerEntry(trx, {
      customerId: customer.id,
      kind: 'top_up',
      amountMinor: 100_000,
      reference: 'demo opening top-up',
      now,
    });
    // A plan for 200 SKUs granted with the demo (no fee taken, so the opening balance stays as it
    // is), so the demo can activate products from the first start.
    const terms = { storageTenthsCbm: 10, skuCount: DEMO_PLAN_SKUS, planItems: 100 };
    const fee = planCycleFee(terms);
    const plan = await trx
      .insertInto('plans')
      .values({
        customer_id: customer.id,
        warehouse_id: warehouseId('SZ'),
        status: DEMO_PLAN,
        storage_tenths_cbm: terms.storageTenthsCbm,
        sku_count: terms.skuCount,
        plan_items: terms.planItems,
        fee_minor: fee.amount,
        currency: fee.currency,
        activated_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('plan_log')
      .values({
        plan_id: plan.id,
        customer_id: customer.id,
        warehouse_id: warehouseId('SZ'),
        action: 'activate',
        storage_tenths_cbm: terms.storageTenthsCbm,
        sku_count: terms.skuCount,
        plan_items: terms.planItems,
        fee_minor: fee.amount,
        currency: fee.currency,
        ledger_id: null,
        effective_at: now,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('sub_accounts')
      .values({
        customer_id: customer.id,
        username: DEMO_LOGINS.sub.username,
        real_name: 'Demo Operations',
        role: 'operator',
        email: 'ops@example.com',
        phone: '13800000000',
        password_hash: subHash,
        created_at: now,
      })
      .execute();
    if ((await trx.selectFrom('news').select('id').limit(1).execute()).length === 0)
      await trx
        .insertInto('news')
        .values([
          {
            title: 'Welcome to the merchant portal',
            title_cn: '欢迎使用商家门户',
            href: '',
            href_cn: '',
            is_link: false,
            published_at: now,
          },
          {
            title: 'Holiday shipping cut-off dates',
            title_cn: '节假日发货截止日期',
            href: 'https://example.com/notice/holiday',
            href_cn: 'https://example.com/zh/notice/holiday',
            is_link: true,
            published_at: now,
          },
        ])
        .execute();
    return { created: true, customerId: customer.id };
  });
}
