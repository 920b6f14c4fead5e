import type { Page, RmaDetail, RmaRow, RmaSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import {
  checkEditable,
  documentNumber,
  RMA_MACHINE,
  statusAfter,
  statusAfterEdit,
} from '@portal/domain';
import { counterNumberSequence } from '../../db/number-sequence';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { readRmaForm } from './rma-form';
import { loadRmaDetail, rmaRow } from './rma-view';
import { insertRma, lockOwnRma, pageOfRmas, updateRmaFields, writeRmaLines } from './repository';
import { inTransaction } from '../../db/transaction';

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
  // Creation is an event too: a new return starts as the machine's draft, submit moves it on.
  const status = statusAfter(RMA_MACHINE, submit ? ['submit'] : []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const saved = await inTransaction(deps.db, async (tx) => {
    const rmaNo = documentNumber('rma', await counterNumberSequence(tx).next('rma'));
    const row = await insertRma(tx, {
      customerId: session.customerId,
      rmaNo,
      status: status.value,
      values: form.value,
      now,
    });
    await writeRmaLines(tx, row.id, form.value);
    return { id: row.id, rma_no: rmaNo, status: status.value };
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
  return inTransaction(deps.db, async (tx) => {
    const rma = await lockOwnRma(tx, session.customerId, id);
    if (!rma) return fail(API_CODES.notFound, 'SERVER.RMA_UNKNOWN');
    // Editable only where the machine offers 'edit', checked before the form; then submit.
    const editable = checkEditable(RMA_MACHINE, storedStatusOrThrow(RMA_MACHINE, rma.status));
    if (!editable.ok) return fail(API_CODES.conflict, editable.error);
    if (!form.ok) return invalidFields(form.error);
    const now = deps.now();
    const events = submit ? (['submit'] as const) : [];
    const moved = await applyDomainEvent(tx, {
      table: 'rmas',
      row: rma,
      machine: RMA_MACHINE,
      now,
      decide: (from) => statusAfterEdit(RMA_MACHINE, from, events),
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    await updateRmaFields(tx, rma.id, form.value, now);
    await writeRmaLines(tx, rma.id, form.value);
    return succeed({ id: rma.id, rma_no: rma.rma_no, status: moved.value.to }, 'SERVER.RMA_SAVED');
  });
}

export async function listRmas(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'rma.list'>,
): Promise<Outcome<Page<RmaRow>>> {
  const paging = pagingOf(input);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  const page = await pageOfRmas(
    deps.db,
    {
      customerId: session.customerId,
      status: input.status,
      keyword,
    },
    paging,
  );
  return succeed(pageOf(page.rows.map(rmaRow), page.total, paging));
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
