import type { AddressRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { validateAddressBookEntry } from '@portal/domain';
import type { AddressType } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import {
  deleteAddress,
  findAddress,
  insertAddress,
  makeDefaultAddress,
  pageOfAddresses,
  updateAddress,
} from './repository';
import { inTransaction } from '../../db/transaction';

const unknown = () => fail(API_CODES.notFound, 'SERVER.ADDRESS_UNKNOWN');

export async function addressList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.addressList'>,
): Promise<Outcome<Page<AddressRow>>> {
  const paging = pagingOf(input);
  const { total, rows } = await pageOfAddresses(deps.db, session.customerId, input.type, paging);
  return succeed(pageOf(rows, total, paging));
}

/** Creates (no id) or edits an entry after the domain's address book rule. */
export async function saveAddress(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.addressSave'>,
): Promise<Outcome<AddressRow>> {
  const checked = validateAddressBookEntry(input);
  if (!checked.ok) return invalid(checked.error);
  const form = checked.value;
  const values = {
    type: form.type as AddressType,
    name: form.name.trim(),
    address: form.address.trim(),
    country: form.country,
    city: form.city.trim(),
    postcode: form.postcode.trim(),
    phone: form.phone.trim(),
  };
  if (input.id === undefined)
    return succeed(
      await insertAddress(deps.db, session.customerId, values, deps.now()),
      'SERVER.ADDRESS_SAVED',
    );
  const saved = await updateAddress(deps.db, session.customerId, input.id, values);
  return saved ? succeed(saved, 'SERVER.ADDRESS_SAVED') : unknown();
}

export async function removeAddress(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.addressDelete'>,
): Promise<Outcome<null>> {
  return (await deleteAddress(deps.db, session.customerId, input.id))
    ? succeed(null, 'SERVER.ADDRESS_DELETED')
    : unknown();
}

/** One default per kind: setting it clears the kind's previous default in the same transaction. */
export async function setDefaultAddress(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'settingsUser.addressDefault'>,
): Promise<Outcome<AddressRow>> {
  const found = await findAddress(deps.db, session.customerId, input.id);
  if (!found) return unknown();
  const row = await inTransaction(deps.db, (trx) =>
    makeDefaultAddress(trx, session.customerId, found.id, found.type),
  );
  return succeed(row, 'SERVER.ADDRESS_DEFAULT_SET');
}
