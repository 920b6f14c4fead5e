import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressBookForm } from './address-book';
import { ADDRESS_TYPES, validateAddressBookEntry } from './address-book';

const valid: AddressBookForm = {
  type: 'recipient',
  name: 'Jane Doe',
  address: '12 High Street',
  country: 'GB',
  city: 'London',
  postcode: 'SW1A 1AA',
  phone: '2079460000',
};

const failures = (change: Partial<AddressBookForm>) => {
  const result = validateAddressBookEntry({ ...valid, ...change });
  return result.ok ? [] : result.error.map((e) => `${e.field}:${e.code}`);
};

describe('validateAddressBookEntry', () => {
  it('accepts each kind and upper-cases the country', () => {
    for (const type of ADDRESS_TYPES) expect(failures({ type })).toEqual([]);
    const result = validateAddressBookEntry({ ...valid, country: 'gb' });
    expect(result.ok && result.value.country).toBe('GB');
  });

  it.each<[Partial<AddressBookForm>, string[]]>([
    [{ type: 'billing' }, ['type:SETTINGS.ADDRESS_TYPE_INVALID']],
    [{ name: '' }, ['name:ACCOUNT.ADDRESS_NAME_LENGTH']],
    [{ name: 'x'.repeat(21) }, ['name:ACCOUNT.ADDRESS_NAME_LENGTH']],
    [{ name: '二'.repeat(20) }, []],
    [{ address: '1234' }, ['address:ACCOUNT.ADDRESS_LENGTH']],
    [{ address: 'x'.repeat(151) }, ['address:ACCOUNT.ADDRESS_LENGTH']],
    [{ address: 'x'.repeat(150) }, []],
    [{ country: 'GBR' }, ['country:SETTINGS.COUNTRY_INVALID']],
    [{ country: '' }, ['country:SETTINGS.COUNTRY_INVALID']],
    [{ postcode: '12345' }, ['postcode:ORDER.POSTCODE_NO_SERVICE']],
    [{ postcode: '' }, ['postcode:VALIDATION.REQUIRED']],
    [{ phone: '+44 20 ext' }, ['phone:ORDER.PHONE_DIGITS']],
    [{ phone: '123' }, ['phone:ORDER.PHONE_FORMAT']],
    [{ country: 'US', postcode: '90210', phone: '2125550123' }, []],
  ])('%j → %j', (change, expected) => {
    expect(failures(change)).toEqual(expected);
  });

  it('never checks postcode or phone against a country it refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (country) => {
        const fields = failures({ country, postcode: '', phone: '' }).map((f) => f.split(':')[0]);
        const countryOk = /^[A-Za-z]{2}$/.test(country.trim());
        expect(fields.includes('country')).toBe(!countryOk);
        // the phone is required in every country; the postcode only where the country has one
        expect(fields.includes('phone')).toBe(countryOk);
        if (!countryOk) expect(fields.includes('postcode')).toBe(false);
      }),
    );
  });

  it('refuses a name outside 1-20 characters whatever the rest', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        const length = [...name.trim()].length;
        expect(failures({ name }).includes('name:ACCOUNT.ADDRESS_NAME_LENGTH')).toBe(
          length < 1 || length > 20,
        );
      }),
    );
  });
});
