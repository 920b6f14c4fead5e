import type { AsnDetail, AsnRow } from '@portal/contract';
import type { AsnStatus } from '@portal/domain';
import { allowedAsnActions, ASN_STATUSES, isStatusOf } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { hundredthsText } from '../product/product-view';

type Db = Kysely<Database> | Transaction<Database>;

export const asnStatusOf = (value: string): AsnStatus =>
  isStatusOf(ASN_STATUSES, value) ? value : 'draft';

/** The list columns: the ASN, its warehouse name and the summed quantities of its lines. */
export function asnRows(db: Db) {
  return db
    .selectFrom('asns as a')
    .innerJoin('warehouses as w', 'w.id', 'a.warehouse_id')
    .select((eb) => [
      'a.id',
      'a.customer_id',
      'a.asn_no',
      'a.warehouse_id',
      'w.name as warehouse',
      'a.status',
      'a.level',
      'a.delivery_mode',
      'a.estimated_arrival',
      'a.created_at',
      eb
        .selectFrom('asn_lines as l')
        .whereRef('l.asn_id', '=', 'a.id')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('l.quantity'), s.lit(0)).as('q'))
        .as('quantity'),
      eb
        .selectFrom('asn_lines as l')
        .whereRef('l.asn_id', '=', 'a.id')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('l.received'), s.lit(0)).as('r'))
        .as('received'),
    ]);
}

type RowRecord = {
  id: number;
  asn_no: string;
  warehouse_id: number;
  warehouse: string;
  status: string;
  level: string;
  delivery_mode: string;
  estimated_arrival: string;
  created_at: Date | string;
  quantity: unknown;
  received: unknown;
};

export const asnRow = (r: RowRecord): AsnRow => ({
  id: r.id,
  asn_no: r.asn_no,
  warehouse_id: r.warehouse_id,
  warehouse: r.warehouse,
  status: r.status,
  actions: allowedAsnActions(asnStatusOf(r.status)),
  level: r.level,
  delivery_mode: r.delivery_mode,
  quantity: Number(r.quantity ?? 0),
  received: Number(r.received ?? 0),
  estimated_arrival: r.estimated_arrival,
  created_at: new Date(r.created_at).toISOString(),
});

/** One ASN of this merchant with lines, boxes and fees; undefined when it is not theirs. */
export async function loadAsnDetail(
  db: Db,
  customerId: number,
  id: number,
): Promise<AsnDetail | undefined> {
  const row = await asnRows(db)
    .select([
      'a.prepacking',
      'a.tracking_numbers',
      'a.fba',
      'a.fba_address',
      'a.unloading',
      'a.air_freight',
      'a.freight_minor',
      'a.vat_minor',
      'a.insurance_minor',
      'a.currency',
      'a.reject_reason',
    ])
    .where('a.id', '=', id)
    .where('a.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('asn_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.product_id',
      'p.sku',
      'l.quantity',
      'l.received',
      'l.qualified',
      'l.unqualified',
    ])
    .where('l.asn_id', '=', id)
    .orderBy('l.id')
    .execute();
  const boxes = await db
    .selectFrom('asn_boxes')
    .selectAll()
    .where('asn_id', '=', id)
    .orderBy('box_no')
    .execute();
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    ...asnRow(row),
    prepacking: row.prepacking,
    tracking_numbers: JSON.parse(row.tracking_numbers) as string[],
    fba: row.fba,
    fba_address: row.fba_address,
    unloading: row.unloading,
    air_freight: row.air_freight,
    estimated_freight: money(row.freight_minor),
    estimated_vat: money(row.vat_minor),
    insurance: money(row.insurance_minor),
    reject_reason: row.reject_reason,
    lines,
    boxes: boxes.map((b) => ({
      box_no: b.box_no,
      sku: b.sku,
      weight_kg: hundredthsText(b.weight_centikg),
      length_cm: hundredthsText(b.length_mm10),
      width_cm: hundredthsText(b.width_mm10),
      height_cm: hundredthsText(b.height_mm10),
    })),
  };
}
