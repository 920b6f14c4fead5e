import type { InvoiceTitleRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Currency } from '@portal/domain';
import { validateInvoiceTitle } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import {
  deleteInvoiceTitle,
  insertInvoiceTitle,
  pageOfInvoiceTitles,
  updateInvoiceTitle,
} from './repository';

const unknown = () => fail(API_CODES.notFound, 'SERVER.INVOICE_TITLE_UNKNOWN');

export async function invoiceTitleList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.invoiceTitleList'>,
): Promise<Outcome<Page<InvoiceTitleRow>>> {
  const paging = pagingOf(input);
  const { total, rows } = await pageOfInvoiceTitles(deps.db, session.customerId, paging);
  return succeed(pageOf(rows, total, paging));
}

export async function saveInvoiceTitle(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.invoiceTitleSave'>,
): Promise<Outcome<InvoiceTitleRow>> {
  const checked = validateInvoiceTitle(input);
  if (!checked.ok) return invalid(checked.error);
  const values = {
    template_name: input.template_name.trim(),
    company: input.company.trim(),
    address: input.address.trim(),
    currency: input.currency as Currency,
  };
  if (input.id === undefined)
    return succeed(
      await insertInvoiceTitle(deps.db, session.customerId, values, deps.now()),
      'SERVER.INVOICE_TITLE_SAVED',
    );
  const saved = await updateInvoiceTitle(deps.db, session.customerId, input.id, values);
  return saved ? succeed(saved, 'SERVER.INVOICE_TITLE_SAVED') : unknown();
}

export async function removeInvoiceTitle(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.invoiceTitleDelete'>,
): Promise<Outcome<null>> {
  return (await deleteInvoiceTitle(deps.db, session.customerId, input.id))
    ? succeed(null, 'SERVER.INVOICE_TITLE_DELETED')
    : unknown();
}
