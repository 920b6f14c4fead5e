import type { AddressRow } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PagedList, setPreferredPageSize } from '../../lists/paged-list';
import { addressForm, passwordForm, recipientFromAddress } from './settings-model';

const ROW: AddressRow = {
  id: 1,
  type: 'recipient',
  name: 'Mary Ann Smith',
  address: '12 High Street',
  country: 'GB',
  city: 'London',
  postcode: 'SW1A 1AA',
  phone: '2079460000',
  is_default: true,
};

describe('recipientFromAddress', () => {
  it.each([
    ['Mary Ann Smith', 'Mary Ann', 'Smith'],
    ['Li', 'Li', ''],
    ['  Jane   Doe ', 'Jane', 'Doe'],
  ])('splits %j into given names and family name', (name, first, last) => {
    expect(recipientFromAddress({ ...ROW, name })).toMatchObject({
      first_name: first,
      last_name: last,
    });
  });

  it("moves an address past the order's 75 characters into line 2, losing nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Road', 'Unit 5', 'Building', '7'), {
          minLength: 1,
          maxLength: 30,
        }),
        (words) => {
          const address = words.join(' ');
          const picked = recipientFromAddress({ ...ROW, address });
          expect([...picked.address_line1].length).toBeLessThanOrEqual(75);
          expect(
            `${picked.address_line1} ${picked.address_line2}`.trim().replace(/\s+/g, ' '),
          ).toBe(address);
        },
      ),
    );
  });

  it('copies country, city, postcode and phone as they are', () => {
    expect(recipientFromAddress(ROW)).toMatchObject({
      country: 'GB',
      city: 'London',
      postcode: 'SW1A 1AA',
      phone: '2079460000',
    });
  });
});

describe('the settings forms', () => {
  it("check the password change with the domain's rules before sending", () => {
    const form = passwordForm();
    form.set('old_password', 'Demo1234');
    form.set('new_password', 'Demo1234');
    form.set('confirm_password', 'Other1234');
    expect(form.issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'new_password:ACCOUNT.NEW_PASSWORD_SAME_AS_OLD',
      'confirm_password:ACCOUNT.PASSWORD_MISMATCH',
    ]);
  });

  it('send an address without id when new and with it when edited', () => {
    const form = addressForm();
    expect(form.payload).not.toHaveProperty('id');
    form.reset({ ...ROW, id: 7 });
    expect(form.payload).toMatchObject({ id: '7', country: 'GB' });
  });
});

describe('the page size preference', () => {
  it('opens lists created afterwards at that size, and ignores a size the pager lacks', () => {
    const list = () =>
      new PagedList(
        () => Promise.resolve({ list: [], total: 0, page: 1, page_size: 20 }),
        () => 0,
      );
    setPreferredPageSize(50);
    expect(list().pageSize).toBe(50);
    setPreferredPageSize(7);
    expect(list().pageSize).toBe(50);
    setPreferredPageSize(20);
    expect(list().pageSize).toBe(20);
  });
});
