import type { RmaDetail, RmaRow } from '@portal/contract';
import { allowedRmaActions, RMA_MACHINE } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RmasTable } from '../../db/schema';
import { storedStatusOrThrow } from '../shared/status';
import { findRmaWithLines } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/** A list row; a stored status the RMA machine does not know is a fault (500), never 'draft'. */
export const rmaRow = (r: Selectable<RmasTable>): RmaRow => {
  const status = storedStatusOrThrow(RMA_MACHINE, r.status);
  return {
    id: r.id,
    rma_no: r.rma_no,
    warehouse_id: r.warehouse_id,
    status,
    actions: allowedRmaActions(status),
    order_number: r.order_number,
    shipping_method: r.shipping_method,
    tracking_numbers: [...r.tracking_numbers],
    back_to_shelf: r.back_to_shelf,
    created_at: new Date(r.created_at).toISOString(),
  };
};

export async function loadRmaDetail(
  db: Db,
  customerId: number,
  id: number,
): Promise<RmaDetail | undefined> {
  const found = await findRmaWithLines(db, customerId, id);
  return found && { ...rmaRow(found.rma), lines: found.lines };
}
