import type { Money, PlanLogRow, PlanRow } from '@portal/contract';
import { MONEY_CURRENCIES } from '@portal/contract';
import {
  nextBillingDateMs,
  PLAN_MACHINE,
  planCycleFee,
  planResourceShortfall,
} from '@portal/domain';
import { isoTimeOrNull } from '../shared/iso-time';
import { storedStatusOrThrow } from '../shared/status';
import type { WarehousePlanRecord, pageOfPlanLog } from './plans-repository';

type LogRecord = Awaited<ReturnType<typeof pageOfPlanLog>>['rows'][number];

/** Tenths of a CBM as the wire's one-decimal text: 5 -> "0.5". */
export const cbmText = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

/** Thousandths of a CBM as text with three decimals: 1234 -> "1.234". */
export const cbmThousandthsText = (thousandths: number) =>
  `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;

/** Money for the wire from a stored amount and currency; a currency the wire lacks is a fault. */
export function moneyOf(amount: number | string | bigint, currency: string): Money {
  const known = MONEY_CURRENCIES.find((c) => c === currency);
  if (known === undefined) throw new Error(`no wire currency for stored ${currency}`);
  return { amount: Number(amount), currency: known };
}

const feeOf = (terms: Parameters<typeof planCycleFee>[0]) => {
  const fee = planCycleFee(terms);
  return moneyOf(fee.amount, fee.currency);
};

export interface PlanUsage {
  readonly storageThousandths: number;
  readonly activeSkus: number;
  readonly planItems: number;
  /** Products awaiting approval: each needs a SKU of the quota when approved. */
  readonly awaitingSkus: number;
  /** The SKU quota of all bought plans with their extras. */
  readonly skuQuota: number;
}

/** One approved warehouse and its plan as the plan list shows it. */
export function planRowOf(record: WarehousePlanRecord, usage: PlanUsage, now: Date): PlanRow {
  const status =
    record.status === null ? 'inactive' : storedStatusOrThrow(PLAN_MACHINE, record.status);
  const bought = status !== 'inactive';
  const extraSkus = bought ? (record.extra_sku_count ?? 0) : 0;
  const extraItems = bought ? (record.extra_plan_items ?? 0) : 0;
  // Only a bought plan can take an extra purchase; an inactive one is offered activation instead.
  const shortfall = planResourceShortfall({
    planSkuQuota: usage.skuQuota,
    skusNeeded: bought ? usage.activeSkus + usage.awaitingSkus : 0,
    planItemQuota: (record.plan_items ?? 0) + extraItems,
    planItemsNeeded: bought ? usage.planItems : 0,
  });
  const cycleStart = record.cycle_start_at === null ? null : new Date(record.cycle_start_at);
  const nextBilling =
    cycleStart === null ? null : new Date(nextBillingDateMs(cycleStart.getTime(), now.getTime()));
  const next =
    record.next_storage_tenths_cbm === null ||
    record.next_sku_count === null ||
    record.next_plan_items === null
      ? null
      : {
          storageTenthsCbm: record.next_storage_tenths_cbm,
          skuCount: record.next_sku_count,
          planItems: record.next_plan_items,
        };
  return {
    warehouse_id: record.warehouse_id,
    warehouse_name: record.warehouse_name,
    warehouse_cn_name: record.warehouse_cn_name,
    status,
    terms: bought
      ? {
          storage_cbm: cbmText(record.storage_tenths_cbm ?? 0),
          sku_count: record.sku_count ?? 0,
          plan_items: record.plan_items ?? 0,
          fee: moneyOf(record.fee_minor ?? 0, record.currency ?? 'CNY'),
        }
      : null,
    next_terms:
      next === null
        ? null
        : {
            storage_cbm: cbmText(next.storageTenthsCbm),
            sku_count: next.skuCount,
            plan_items: next.planItems,
            fee: feeOf(next),
            effective_at: nextBilling === null ? null : nextBilling.toISOString(),
          },
    usage: {
      storage_cbm_used: cbmThousandthsText(usage.storageThousandths),
      skus_used: usage.activeSkus,
      plan_items_used: usage.planItems,
    },
    extras: { sku_count: extraSkus, plan_items: extraItems },
    shortfall: {
      skus: shortfall.skus,
      plan_items: shortfall.planItems,
      extra_purchase_offered: shortfall.extraPurchaseOffered,
    },
    activated_at: isoTimeOrNull(record.activated_at),
    cycle_start_at: isoTimeOrNull(record.cycle_start_at),
    next_billing_at: nextBilling === null ? null : nextBilling.toISOString(),
  };
}

export const planLogRowOf = (row: LogRecord): PlanLogRow => ({
  id: row.id,
  warehouse_id: row.warehouse_id,
  warehouse_name: row.warehouse_name,
  warehouse_cn_name: row.warehouse_cn_name,
  action: row.action,
  storage_cbm: cbmText(row.storage_tenths_cbm),
  sku_count: row.sku_count,
  plan_items: row.plan_items,
  fee: moneyOf(row.fee_minor, row.currency),
  charged: row.ledger_id !== null,
  effective_at: isoTimeOrNull(row.effective_at),
  created_at: new Date(row.created_at).toISOString(),
});
