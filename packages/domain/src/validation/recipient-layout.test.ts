import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMATS } from './address-formats';
import { countryUsesPostcode } from './postcode';
import { recipientAddressLayout } from './recipient-layout';

const ALL = [
  'first_name',
  'last_name',
  'company',
  'address_line1',
  'address_line2',
  'house_number',
  'city',
  'state',
  'postcode',
];

describe('recipientAddressLayout', () => {
  it.each([
    // Japan writes the postcode first, then prefecture, city, address, company, name
    [
      'JP',
      [
        'postcode',
        'state',
        'address_line1',
        'address_line2',
        'house_number',
        'company',
        'first_name',
        'last_name',
        'city',
      ],
    ],
    [
      'GB',
      [
        'first_name',
        'last_name',
        'company',
        'address_line1',
        'address_line2',
        'house_number',
        'city',
        'postcode',
        'state',
      ],
    ],
    [
      'US',
      [
        'first_name',
        'last_name',
        'company',
        'address_line1',
        'address_line2',
        'house_number',
        'city',
        'state',
        'postcode',
      ],
    ],
    // no postcode in Hong Kong and the Emirates
    [
      'HK',
      [
        'state',
        'city',
        'address_line1',
        'address_line2',
        'house_number',
        'company',
        'first_name',
        'last_name',
      ],
    ],
    [
      'AE',
      [
        'first_name',
        'last_name',
        'company',
        'address_line1',
        'address_line2',
        'house_number',
        'state',
        'city',
      ],
    ],
    // the islands read Spain; an unknown code and no country the default order
    [
      'IC',
      [
        'first_name',
        'last_name',
        'company',
        'address_line1',
        'address_line2',
        'house_number',
        'postcode',
        'city',
        'state',
      ],
    ],
    ['', ALL],
    ['XX', ALL],
  ] as const)('%s', (country, layout) => {
    expect(recipientAddressLayout(country)).toEqual(layout);
  });

  it('lists every field once, the postcode exactly when the country has postcodes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(ADDRESS_FORMATS), 'IC', 'XB', 'XX'), (country) => {
        const layout = recipientAddressLayout(country);
        const expected = countryUsesPostcode(country) ? ALL : ALL.filter((f) => f !== 'postcode');
        expect([...layout].sort()).toEqual([...expected].sort());
      }),
    );
  });
});
