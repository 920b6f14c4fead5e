import type { Page, RmaDetail, RmaRow, RmaSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  checkEditable,
  documentNumber,
  isStatusOf,
  message,
  RMA_MACHINE,
  RMA_STATUSES,
  statusAfter,
  statusAfterEdit,
} from '@portal/domain';
import { counterNumberSequence } from '../../db/number-sequence';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import { requiredId } from '../../http/input';
import { pageOf, readPaging } from '../../http/paging';
import { readFlag } from '../shared/read-flag';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { readRmaForm } from './rma-form';
import { loadRmaDetail, rmaRow } from './rma-view';
import { insertRma, lockOwnRma, pageOfRmas, updateRmaFields, writeRmaLines } from './repository';

type Input = Readonly<Record<string, string>>;

/** Submitting is the machine's draft -> awaiting_arrival; a new return starts as a draft. */
export async function createRma(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<RmaSavedData>> {
  const submit = readFlag(input, 'submit');
  const form = await readRmaForm(deps.db, session.customerId, input);
  if (!submit.ok || !form.ok)
    return invalid([...(submit.ok ? [] : [submit.error]), ...(form.ok ? [] : form.error)]);
  const now = deps.now();
  // Creation is an event too: a new return starts as the machine's draft, submit moves it on.
  const status = statusAfter(RMA_MACHINE, submit.value ? ['submit'] : []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const saved = await deps.db.transaction().execute(async (tx) => {
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
  input: Input,
): Promise<Outcome<RmaSavedData>> {
  const id = requiredId(input, 'id');
  if (!id.ok) return invalid([id.error]);
  const submit = readFlag(input, 'submit');
  const form = await readRmaForm(deps.db, session.customerId, input);
  return deps.db.transaction().execute(async (tx) => {
    const rma = await lockOwnRma(tx, session.customerId, id.value);
    if (!rma) return fail(API_CODES.notFound, 'SERVER.RMA_UNKNOWN');
    // Editable only where the machine offers 'edit', checked before the form; then submit.
    const editable = checkEditable(RMA_MACHINE, storedStatusOrThrow(RMA_MACHINE, rma.status));
    if (!editable.ok) return fail(API_CODES.conflict, editable.error);
    if (!submit.ok || !form.ok)
      return invalid([...(submit.ok ? [] : [submit.error]), ...(form.ok ? [] : form.error)]);
    const now = deps.now();
    const events = submit.value ? (['submit'] as const) : [];
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
  input: Input,
): Promise<Outcome<Page<RmaRow>>> {
  const paging = readPaging(input);
  const status = (input['status'] ?? '').trim();
  const errors: MessageCode[] = paging.ok ? [] : [paging.error];
  if (status !== '' && !isStatusOf(RMA_STATUSES, status))
    errors.push(message('SERVER.INVALID_FIELD', { field: 'status' }));
  if (!paging.ok || errors.length > 0) return invalid(errors);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  const page = await pageOfRmas(
    deps.db,
    {
      customerId: session.customerId,
      status: isStatusOf(RMA_STATUSES, status) ? status : undefined,
      keyword,
    },
    paging.value,
  );
  return succeed(pageOf(page.rows.map(rmaRow), page.total, paging.value));
}

export async function rmaDetail(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<RmaDetail>> {
  const id = requiredId(input, 'id');
  if (!id.ok) return invalid([id.error]);
  const detail = await loadRmaDetail(deps.db, session.customerId, id.value);
  return detail ? succeed(detail) : fail(API_CODES.notFound, 'SERVER.RMA_UNKNOWN');
}
