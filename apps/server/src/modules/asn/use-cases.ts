import type { AsnDetail, AsnRow, AsnSavedData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { message, transitionAsn } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { isFlagOn } from '../../http/flag';
import type { AsnValues } from './asn-form';
import { readAsnForm } from './asn-form';
import { asnRow, asnRows, asnStatusOf, loadAsnDetail } from './asn-view';

/** Replaces the lines and boxes of an ASN (only a draft is ever rewritten). */
async function writeParts(tx: Transaction<Database>, asnId: number, values: AsnValues) {
  await tx.deleteFrom('asn_lines').where('asn_id', '=', asnId).execute();
  await tx.deleteFrom('asn_boxes').where('asn_id', '=', asnId).execute();
  await tx
    .insertInto('asn_lines')
    .values(
      values.lines.map((l) => ({ asn_id: asnId, product_id: l.productId, quantity: l.quantity })),
    )
    .execute();
  if (values.boxes.length > 0)
    await tx
      .insertInto('asn_boxes')
      .values(
        values.boxes.map((b, index) => ({
          asn_id: asnId,
          box_no: index + 1,
          sku: b.sku,
          weight_centikg: b.weight,
          length_mm10: b.length,
          width_mm10: b.width,
          height_mm10: b.height,
        })),
      )
      .execute();
}

/** Locks the merchant's own ASN for a change; another merchant's reads as unknown. */
const lockOwnAsn = (tx: Transaction<Database>, customerId: number, id: number) =>
  tx
    .selectFrom('asns')
    .select(['id', 'asn_no', 'status'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();

export async function createAsn(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.create'>,
): Promise<Outcome<AsnSavedData>> {
  const submit = isFlagOn(input.submit);
  const form = await readAsnForm(deps.db, session.customerId, input);
  if (!form.ok) return invalidFields(form.error);
  const now = deps.now();
  const status = submit ? 'pending_approval' : 'draft';
  const saved = await deps.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('asns')
      .values({
        ...form.value.columns,
        customer_id: session.customerId,
        warehouse_id: form.value.warehouseId,
        // A unique placeholder, replaced by the number derived from the id just below.
        asn_no: `pending-${session.customerId}-${now.getTime()}-${Math.random()}`,
        status,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asnNo = `ASN${String(row.id).padStart(8, '0')}`;
    await tx.updateTable('asns').set({ asn_no: asnNo }).where('id', '=', row.id).execute();
    await writeParts(tx, row.id, form.value);
    return { id: row.id, asn_no: asnNo, status };
  });
  return succeed(saved, 'SERVER.ASN_SAVED');
}

export async function editAsn(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.edit'>,
): Promise<Outcome<AsnSavedData>> {
  const id = input.id;
  const submit = isFlagOn(input.submit);
  const form = await readAsnForm(deps.db, session.customerId, input);
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const asn = await lockOwnAsn(tx, session.customerId, id);
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    if (asn.status !== 'draft')
      return fail(
        API_CODES.conflict,
        message('ASN.INVALID_TRANSITION', { from: asn.status, event: 'edit' }),
      );
    if (!form.ok) return invalidFields(form.error);
    const status = submit ? 'pending_approval' : 'draft';
    await tx
      .updateTable('asns')
      .set({ ...form.value.columns, warehouse_id: form.value.warehouseId, status, updated_at: now })
      .where('id', '=', asn.id)
      .execute();
    await writeParts(tx, asn.id, form.value);
    return succeed({ id: asn.id, asn_no: asn.asn_no, status }, 'SERVER.ASN_SAVED');
  });
}

export async function listAsns(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.list'>,
): Promise<Outcome<Page<AsnRow>>> {
  const paging = pagingOf(input);
  const status = input.status ?? '';
  let filter = deps.db.selectFrom('asns as a').where('a.customer_id', '=', session.customerId);
  filter =
    status === ''
      ? filter.where('a.status', '<>', 'deleted')
      : filter.where('a.status', '=', status);
  const keyword = (input['keyword'] ?? '').trim().toUpperCase();
  if (keyword !== '')
    filter = filter.where('a.asn_no', 'like', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const total = await filter
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = await filter
    .select('a.id')
    .orderBy('a.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const rows =
    ids.length === 0
      ? []
      : await asnRows(deps.db)
          .where(
            'a.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('a.id', 'desc')
          .execute();
  return succeed(pageOf(rows.map(asnRow), Number(total.n), paging));
}

export async function asnDetail(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.detail'>,
): Promise<Outcome<AsnDetail>> {
  const id = input.id;
  const detail = await loadAsnDetail(deps.db, session.customerId, id);
  return detail ? succeed(detail) : fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
}

/** The merchant's moves: submit, back to draft, delete; the machine decides, nothing else changes. */
export async function asnAction(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.action'>,
): Promise<Outcome<AsnSavedData>> {
  const id = input.id;
  const action = input.action;
  return deps.db.transaction().execute(async (tx) => {
    const asn = await lockOwnAsn(tx, session.customerId, id);
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    const to = transitionAsn(asnStatusOf(asn.status), action);
    if (!to.ok) return fail(API_CODES.conflict, to.error);
    await tx
      .updateTable('asns')
      .set({ status: to.value, updated_at: deps.now() })
      .where('id', '=', asn.id)
      .execute();
    return succeed({ id: asn.id, asn_no: asn.asn_no, status: to.value });
  });
}
