import type { AsnDetail, AsnRow } from '@portal/contract';
import { allowedAsnActions, ASN_MACHINE, decimalText } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { storedMoney } from '../shared/money';
import { storedStatusOrThrow } from '../shared/status';
import { findAsnDetail } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

type RowRecord = {
  id: number;
  asn_no: string;
  warehouse_id: number | null;
  warehouse: string | null;
  status: string;
  level: string;
  delivery_mode: string;
  estimated_arrival: string;
  created_at: Date | string;
  quantity: unknown;
  received: unknown;
};

/** A list row; a stored status the ASN machine does not know is a fault (500), never 'draft'. */
export const asnRow = (r: RowRecord): AsnRow => {
  const status = storedStatusOrThrow(ASN_MACHINE, r.status);
  return {
    id: r.id,
    asn_no: r.asn_no,
    warehouse_id: r.warehouse_id,
    warehouse: r.warehouse,
    status,
    actions: allowedAsnActions(status),
    level: r.level,
    delivery_mode: r.delivery_mode,
    quantity: Number(r.quantity ?? 0),
    received: Number(r.received ?? 0),
    estimated_arrival: r.estimated_arrival,
    created_at: new Date(r.created_at).toISOString(),
  };
};

/** One ASN of this merchant with lines, boxes and fees; undefined when it is not theirs. */
export async function loadAsnDetail(
  db: Db,
  customerId: number,
  id: number,
): Promise<AsnDetail | undefined> {
  const found = await findAsnDetail(db, customerId, id);
  if (!found) return undefined;
  const { row, lines, boxes } = found;
  const money = (amount: number) => storedMoney(amount, row.currency);
  // a measure a draft left out reads as blank text
  const measure = (value: number | null) => (value === null ? '' : decimalText(value));
  return {
    ...asnRow(row),
    prepacking: row.prepacking,
    tracking_numbers: [...row.tracking_numbers],
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
      quantity: b.quantity,
      weight_kg: measure(b.weight_centikg),
      length_cm: measure(b.length_mm10),
      width_cm: measure(b.width_mm10),
      height_cm: measure(b.height_mm10),
    })),
  };
}
