import type { Page, RmaDetail, RmaRow, RmaSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { message } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { isFlagOn } from '../../http/flag';
import type { RmaValues } from './rma-form';
import { readRmaForm } from './rma-form';
import { loadRmaDetail, rmaRow } from './rma-view';

async function writeLines(tx: Transaction<Database>, rmaId: number, values: RmaValues) {
  await tx.deleteFrom('rma_lines').where('rma_id', '=', rmaId).execute();
  await tx
    .insertInto('rma_lines')
    .values(
      values.lines.map((l) => ({ rma_id: rmaId, product_id: l.productId, quantity: l.quantity })),
    )
    .execute();
}

/** Submitting is the machine's draft -> awaiting_arrival; a new return starts as a draft. */
export async function createRma(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'rma.create'>,
): Promise<Outcome<RmaSavedData>> {
  const submit = isFlagOn(input.submit);
  const form = await readRmaForm(deps.db, session.customerId, input);
  if (!form.ok) return invalidFields(form.error);
  const now = deps.now();
  const status = submit ? 'awaiting_arrival' : 'draft';
  const saved = await deps.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('rmas')
      .values({
        ...form.value.columns,
        customer_id: session.customerId,
        warehouse_id: form.value.warehouseId,
        rma_no: `pending-${session.customerId}-${now.getTime()}-${Math.random()}`,
        status,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rmaNo = `RMA${String(row.id).padStart(8, '0')}`;
    await tx.updateTable('rmas').set({ rma_no: rmaNo }).where('id', '=', row.id).execute();
    await writeLines(tx, row.id, form.value);
    return { id: row.id, rma_no: rmaNo, status };
  });
  return succeed(saved, 'SERVER.RMA_SAVED');
}

/** Only a draft is edited (allowedRmaActions offers 'edit' in draft); submit=1 submits it too. */
export async function editRma(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'rma.edit'>,
): Promise<Outcome<RmaSavedData>> {
  const id = input.id;
  const submit = isFlagOn(input.submit);
  const form = await readRmaForm(deps.db, session.customerId, input);
  return deps.db.transaction().execute(async (tx) => {
    const rma = await tx
      .selectFrom('rmas')
      .select(['id', 'rma_no', 'status'])
      .where('id', '=', id)
      .where('customer_id', '=', session.customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!rma) return fail(API_CODES.notFound, 'SERVER.RMA_UNKNOWN');
    if (rma.status !== 'draft')
      return fail(
        API_CODES.conflict,
        message('RMA.INVALID_TRANSITION', { from: rma.status, event: 'edit' }),
      );
    if (!form.ok) return invalidFields(form.error);
    const status = submit ? 'awaiting_arrival' : 'draft';
    await tx
      .updateTable('rmas')
      .set({
        ...form.value.columns,
        warehouse_id: form.value.warehouseId,
        status,
        updated_at: deps.now(),
      })
      .where('id', '=', rma.id)
      .execute();
    await writeLines(tx, rma.id, form.value);
    return succeed({ id: rma.id, rma_no: rma.rma_no, status }, 'SERVER.RMA_SAVED');
  });
}

export async function listRmas(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'rma.list'>,
): Promise<Outcome<Page<RmaRow>>> {
  const paging = pagingOf(input);
  const status = input.status ?? '';
  let query = deps.db.selectFrom('rmas').where('customer_id', '=', session.customerId);
  if (status !== '') query = query.where('status', '=', status);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  if (keyword !== '') {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['rma_no']), 'like', pattern),
        eb(eb.fn('lower', ['order_number']), 'like', pattern),
        eb(eb.fn('lower', ['tracking_numbers']), 'like', pattern),
      ]),
    );
  }
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed(pageOf(rows.map(rmaRow), Number(total.n), paging));
}

export async function rmaDetail(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'rma.detail'>,
): Promise<Outcome<RmaDetail>> {
  const id = input.id;
  const detail = await loadRmaDetail(deps.db, session.customerId, id);
  return detail ? succeed(detail) : fail(API_CODES.notFound, 'SERVER.RMA_UNKNOWN');
}
