import type { AsnDetail, AsnRow, AsnSavedData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  ASN_MACHINE,
  ASN_MERCHANT_EVENTS,
  ASN_STATUSES,
  documentNumber,
  isStatusOf,
  message,
  checkEditable,
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
import { readAsnForm } from './asn-form';
import { asnRow, loadAsnDetail } from './asn-view';
import {
  asnRowsByIds,
  insertAsn,
  lockOwnAsn,
  pageOfAsnIds,
  updateAsnFields,
  writeAsnParts,
} from './repository';

type Input = Readonly<Record<string, string>>;

const readSubmit = (input: Input) => readFlag(input, 'submit');

export async function createAsn(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<AsnSavedData>> {
  const submit = readSubmit(input);
  const form = await readAsnForm(deps.db, session.customerId, input);
  if (!submit.ok || !form.ok)
    return invalid([...(submit.ok ? [] : [submit.error]), ...(form.ok ? [] : form.error)]);
  const now = deps.now();
  // Creation is an event too: a new ASN starts as the machine's draft, submit moves it on.
  const status = statusAfter(ASN_MACHINE, submit.value ? ['submit'] : []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const saved = await deps.db.transaction().execute(async (tx) => {
    const asnNo = documentNumber('asn', await counterNumberSequence(tx).next('asn'));
    const row = await insertAsn(tx, {
      customerId: session.customerId,
      asnNo,
      status: status.value,
      values: form.value,
      now,
    });
    await writeAsnParts(tx, row.id, form.value);
    return { id: row.id, asn_no: asnNo, status: status.value };
  });
  return succeed(saved, 'SERVER.ASN_SAVED');
}

export async function editAsn(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<AsnSavedData>> {
  const id = requiredId(input, 'id');
  if (!id.ok) return invalid([id.error]);
  const submit = readSubmit(input);
  const form = await readAsnForm(deps.db, session.customerId, input);
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const asn = await lockOwnAsn(tx, session.customerId, id.value);
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    // The machine decides: editing only where it offers 'edit' (checked before the form, so a
    // submitted ASN answers a conflict whatever was sent), then submit when asked.
    const editable = checkEditable(ASN_MACHINE, storedStatusOrThrow(ASN_MACHINE, asn.status));
    if (!editable.ok) return fail(API_CODES.conflict, editable.error);
    if (!submit.ok || !form.ok)
      return invalid([...(submit.ok ? [] : [submit.error]), ...(form.ok ? [] : form.error)]);
    const events = submit.value ? (['submit'] as const) : [];
    const moved = await applyDomainEvent(tx, {
      table: 'asns',
      row: asn,
      machine: ASN_MACHINE,
      now,
      decide: (from) => statusAfterEdit(ASN_MACHINE, from, events),
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    await updateAsnFields(tx, asn.id, form.value, now);
    await writeAsnParts(tx, asn.id, form.value);
    return succeed({ id: asn.id, asn_no: asn.asn_no, status: moved.value.to }, 'SERVER.ASN_SAVED');
  });
}

export async function listAsns(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<Page<AsnRow>>> {
  const paging = readPaging(input);
  const status = (input['status'] ?? '').trim();
  const errors: MessageCode[] = paging.ok ? [] : [paging.error];
  if (status !== '' && !isStatusOf(ASN_STATUSES, status))
    errors.push(message('SERVER.INVALID_FIELD', { field: 'status' }));
  if (!paging.ok || errors.length > 0) return invalid(errors);
  const keyword = (input['keyword'] ?? '').trim().toUpperCase();
  const page = await pageOfAsnIds(
    deps.db,
    {
      customerId: session.customerId,
      status: isStatusOf(ASN_STATUSES, status) ? status : undefined,
      keyword,
    },
    paging.value,
  );
  const rows = await asnRowsByIds(deps.db, page.ids);
  return succeed(pageOf(rows.map(asnRow), page.total, paging.value));
}

export async function asnDetail(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<AsnDetail>> {
  const id = requiredId(input, 'id');
  if (!id.ok) return invalid([id.error]);
  const detail = await loadAsnDetail(deps.db, session.customerId, id.value);
  return detail ? succeed(detail) : fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
}

/** The merchant's moves: submit, back to draft, delete; the machine decides, nothing else changes. */
export async function asnAction(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<AsnSavedData>> {
  const id = requiredId(input, 'id');
  const action = (input['action'] ?? '').trim();
  const errors: MessageCode[] = id.ok ? [] : [id.error];
  if (!isStatusOf(ASN_MERCHANT_EVENTS, action))
    errors.push(message('SERVER.INVALID_FIELD', { field: 'action' }));
  if (!id.ok || errors.length > 0 || !isStatusOf(ASN_MERCHANT_EVENTS, action))
    return invalid(errors);
  return deps.db.transaction().execute(async (tx) => {
    const asn = await lockOwnAsn(tx, session.customerId, id.value);
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    const moved = await applyDomainEvent(tx, {
      table: 'asns',
      row: asn,
      machine: ASN_MACHINE,
      now: deps.now(),
      event: action,
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    return succeed({ id: asn.id, asn_no: asn.asn_no, status: moved.value.to });
  });
}
