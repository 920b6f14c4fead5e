import type { AsnDetail, AsnRow, AsnSavedData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import {
  ASN_MACHINE,
  documentNumber,
  checkEditable,
  statusAfter,
  statusAfterEdit,
  validateAsnForm,
} from '@portal/domain';
import { counterNumberSequence } from '../../db/number-sequence';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { readAsnForm, storedAsnForm } from './asn-form';
import { asnRow, loadAsnDetail } from './asn-view';
import {
  asnRowsByIds,
  insertAsn,
  lockOwnAsn,
  pageOfAsnIds,
  updateAsnFields,
  writeAsnParts,
} from './repository';
import { inTransaction } from '../../db/transaction';

export async function createAsn(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.create'>,
): Promise<Outcome<AsnSavedData>> {
  const submit = isFlagOn(input.submit);
  const form = await readAsnForm(deps.db, session.customerId, input, { draft: !submit });
  if (!form.ok) return invalidFields(form.error);
  const now = deps.now();
  // Creation is an event too: a new ASN starts as the machine's draft, submit moves it on.
  const status = statusAfter(ASN_MACHINE, submit ? ['submit'] : []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const saved = await inTransaction(deps.db, async (tx) => {
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
  input: InputFor<'asn.edit'>,
): Promise<Outcome<AsnSavedData>> {
  const id = input.id;
  const submit = isFlagOn(input.submit);
  const form = await readAsnForm(deps.db, session.customerId, input, { draft: !submit });
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const asn = await lockOwnAsn(tx, session.customerId, id);
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    // The machine decides: editing only where it offers 'edit' (checked before the form, so a
    // submitted ASN answers a conflict whatever was sent), then submit when asked.
    const editable = checkEditable(ASN_MACHINE, storedStatusOrThrow(ASN_MACHINE, asn.status));
    if (!editable.ok) return fail(API_CODES.conflict, editable.error);
    if (!form.ok) return invalidFields(form.error);
    const events = submit ? (['submit'] as const) : [];
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
  input: InputFor<'asn.list'>,
): Promise<Outcome<Page<AsnRow>>> {
  const paging = pagingOf(input);
  const keyword = (input['keyword'] ?? '').trim().toUpperCase();
  const page = await pageOfAsnIds(
    deps.db,
    {
      customerId: session.customerId,
      status: input.status,
      keyword,
    },
    paging,
  );
  const rows = await asnRowsByIds(deps.db, page.ids);
  return succeed(pageOf(rows.map(asnRow), page.total, paging));
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

/**
 * The merchant's moves: submit, back to draft, delete; the machine decides, nothing else changes.
 * A draft may be incomplete, so submitting it checks the stored form in full first and refuses
 * with each missing field.
 */
export async function asnAction(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'asn.action'>,
): Promise<Outcome<AsnSavedData>> {
  const id = input.id;
  const action = input.action;
  return inTransaction(deps.db, async (tx) => {
    const asn = await lockOwnAsn(tx, session.customerId, id);
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    if (action === 'submit') {
      const stored = await loadAsnDetail(tx, session.customerId, asn.id);
      const issues = stored ? validateAsnForm(storedAsnForm(stored)) : [];
      if (issues.length > 0) return invalidFields(issues);
    }
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
