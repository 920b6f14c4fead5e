import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingChannel } from './channels';
import { summarizeFieldIssues } from './issues';
import { SHIPPING_CHANNELS } from './channels';
import type { OrderFormInput } from './order';
import { orderDeclaredTotalMinor, validateOrder, validateOrderAsync } from './order';

const validOrder: OrderFormInput = {
  warehouse: 'US',
  shippingMethod: 'US-STD',
  currency: 'USD',
  recipient: {
    firstName: 'Emma',
    lastName: 'Smith',
    phone: '2125550123',
    email: 'emma@example.com',
    country: 'US',
    state: 'NY',
    city: 'New York',
    postcode: '10001',
    addressLine1: '350 Fifth Avenue',
  },
  products: [
    {
      sku: 'MUG-1',
      name: 'Ceramic mug',
      description: 'Coffee mug 350 ml',
      quantity: 2,
      declaredValue: '12.50',
    },
  ],
};

const withRecipient = (patch: Partial<OrderFormInput['recipient']>): OrderFormInput => ({
  ...validOrder,
  recipient: { ...validOrder.recipient, ...patch },
});
const line = (sku: string, patch: Partial<OrderFormInput['products'][number]> = {}) => ({
  ...validOrder.products[0]!,
  sku,
  ...patch,
});

describe('validateOrder', () => {
  it('accepts a complete order', () => {
    expect(validateOrder(validOrder)).toEqual([]);
  });

  it.each([
    ['no warehouse', { warehouse: '' }, 'warehouse', 'VALIDATION.REQUIRED'],
    ['unknown channel', { shippingMethod: 'XX' }, 'shippingMethod', 'ORDER.CHANNEL_UNKNOWN'],
    ['EUR on a USD channel', { currency: 'EUR' }, 'currency', 'ORDER.DECLARED_CURRENCY_MISMATCH'],
    ['no product', { products: [] }, 'products', 'ORDER.NO_PRODUCTS'],
    [
      'quantity 0',
      { products: [line('A', { quantity: 0 })] },
      'products.0.quantity',
      'ORDER.QUANTITY_RANGE',
    ],
    [
      'quantity 1000',
      { products: [line('A', { quantity: 1000 })] },
      'products.0.quantity',
      'ORDER.QUANTITY_RANGE',
    ],
    [
      'declared 9.99',
      { products: [line('A', { declaredValue: '9.99' })] },
      'products.0.declaredValue',
      'ORDER.DECLARED_VALUE_BELOW_MIN',
    ],
    [
      'declared 749.01',
      { products: [line('A', { declaredValue: '749.01', quantity: 1 })] },
      'products.0.declaredValue',
      'ORDER.DECLARED_VALUE_ABOVE_MAX',
    ],
    [
      'total 800.01',
      {
        products: [
          line('A', { declaredValue: '400', quantity: 1 }),
          line('B', { declaredValue: '400.01', quantity: 1 }),
        ],
      },
      'products',
      'ORDER.TOTAL_ABOVE_MAX',
    ],
    [
      '19 SKUs',
      {
        products: Array.from({ length: 19 }, (_, i) =>
          line(`S${i}`, { quantity: 1, declaredValue: '10' }),
        ),
      },
      'products',
      'ORDER.TOO_MANY_SKUS',
    ],
    [
      'insured without agreement',
      { insuredValue: '10' },
      'insuranceAgreementAccepted',
      'ORDER.INSURANCE_AGREEMENT_REQUIRED',
    ],
    [
      'insured above 1.5 x declared',
      { insuredValue: '37.51', insuranceAgreementAccepted: true },
      'insuredValue',
      'ORDER.INSURED_VALUE_RATIO',
    ],
    ['COD of 0', { codAmount: '0' }, 'codAmount', 'VALIDATION.POSITIVE'],
    ['bad sales link', { salesLink: 'shop' }, 'salesLink', 'ORDER.SALES_LINK_FORMAT'],
  ] as const)('%s', (_name, patch, field, code) => {
    expect(validateOrder({ ...validOrder, ...patch })).toEqual([
      expect.objectContaining({ field, code }),
    ]);
  });

  it.each([
    ['title', { firstName: 'Mr Emma' }, 'recipient.firstName', 'ORDER.RECIPIENT_NAME_TITLE'],
    [
      'name too long for the label',
      { firstName: 'E'.repeat(20), lastName: 'S'.repeat(15) },
      'recipient.firstName',
      'ORDER.RECIPIENT_NAME_TOO_LONG',
    ],
    ['phone with letters', { phone: '212555O123' }, 'recipient.phone', 'ORDER.PHONE_DIGITS'],
    ['phone too short', { phone: '212555' }, 'recipient.phone', 'ORDER.PHONE_FORMAT'],
    ['bad postcode', { postcode: '1000' }, 'recipient.postcode', 'ORDER.POSTCODE_NO_SERVICE'],
    [
      'Alaska',
      { state: 'AK', postcode: '99501' },
      'recipient.postcode',
      'ORDER.REMOTE_AREA_UNSUPPORTED',
    ],
    ['no state', { state: '' }, 'recipient.state', 'RECIPIENT.STATE_REQUIRED'],
    ['unknown state', { state: 'Old York' }, 'recipient.state', 'RECIPIENT.STATE_UNKNOWN'],
    [
      'a Maryland ZIP under Alabama',
      { state: 'AL', postcode: '21201' },
      'recipient.state',
      'RECIPIENT.STATE_POSTCODE_OTHER_REGION',
    ],
    [
      'a Puerto Rico ZIP under the US',
      { state: 'PR', postcode: '00901' },
      'recipient.postcode',
      'RECIPIENT.TERRITORY_AS_COUNTRY',
    ],
    ['bad email', { email: 'emma@' }, 'recipient.email', 'ORDER.EMAIL_FORMAT'],
    ['address 4', { addressLine1: '1 St' }, 'recipient.addressLine1', 'ORDER.ADDRESS_LENGTH'],
    [
      'address 76',
      { addressLine1: 'x'.repeat(76) },
      'recipient.addressLine1',
      'ORDER.ADDRESS_LENGTH',
    ],
    ['line 2 of 4', { addressLine2: 'Ap 4' }, 'recipient.addressLine2', 'ORDER.ADDRESS_LENGTH'],
    ['no city', { city: '' }, 'recipient.city', 'VALIDATION.REQUIRED'],
    [
      'a country the channel does not serve',
      { country: 'MX', postcode: '06000', phone: '5512345678' },
      'recipient.country',
      'ORDER.COUNTRY_NOT_SERVED',
    ],
  ] as const)('recipient: %s', (_name, patch, field, code) => {
    expect(validateOrder(withRecipient(patch))).toEqual([expect.objectContaining({ field, code })]);
  });

  it('needs a sales link on a channel that asks for one, and caps it at 4 SKUs', () => {
    const order = {
      ...validOrder,
      shippingMethod: 'US-ECO',
      products: Array.from({ length: 5 }, (_, i) =>
        line(`S${i}`, { quantity: 1, declaredValue: '5' }),
      ),
    };
    expect(validateOrder(order).map((issue) => [issue.field, issue.code])).toEqual([
      ['products', 'ORDER.TOO_MANY_SKUS'],
      ['salesLink', 'ORDER.SALES_LINK_REQUIRED'],
    ]);
  });

  it('refuses a Canary Islands address under Spain and accepts it under IC', () => {
    const spain = {
      ...validOrder,
      shippingMethod: 'DE-DHL',
      currency: 'EUR',
      recipient: {
        ...validOrder.recipient,
        country: 'ES',
        state: 'Las Palmas',
        city: 'Las Palmas de Gran Canaria',
        postcode: '35001',
        phone: '928123456',
      },
    };
    expect(validateOrder(spain)).toEqual([
      {
        field: 'recipient.postcode',
        code: 'ORDER.ISLAND_AS_COUNTRY',
        params: { region: 'Canary Islands', country: 'IC' },
      },
    ]);
    expect(validateOrder({ ...spain, recipient: { ...spain.recipient, country: 'IC' } })).toEqual(
      [],
    );
  });

  it.each([
    // countries without postcodes take an order without one
    ['HK-POST', 'HK', '', '91234567', [], 'Kowloon'],
    ['AE-ARAMEX', 'QA', '', '33123456', ['salesLink'], ''],
    // GB's forces and Girobank forms pass the postcode rule, so the channel's BFPO refusal fires
    [
      'UK-RM',
      'GB',
      'BFPO 61',
      '07400123456',
      ['recipient.postcode:ORDER.REMOTE_AREA_UNSUPPORTED'],
      '',
    ],
    ['UK-RM', 'GB', 'GIR 0AA', '07400123456', [], ''],
    // a Japanese postcode typed without its hyphen meets the surcharge table written with it
    ['JP-EMS', 'JP', '1001234', '09012345678', ['remoteSurchargeConfirmation'], '東京都'],
    ['JP-EMS', 'JP', '7300846', '09012345678', [], 'Hiroshima'],
    [
      'DE-DHL',
      'IC',
      '28039',
      '928123456',
      ['recipient.postcode:RECIPIENT.POSTCODE_OUTSIDE_REGION'],
      'Las Palmas',
    ],
  ] as const)('%s to %s %j', (channel, country, postcode, phone, expected, state) => {
    const order: OrderFormInput = {
      ...validOrder,
      shippingMethod: channel,
      currency: channel === 'UK-RM' ? 'GBP' : channel === 'DE-DHL' ? 'EUR' : 'USD',
      recipient: { ...validOrder.recipient, country, postcode, phone, state },
    };
    const found = validateOrder(order).map((issue) =>
      expected.some((e) => e.includes(':')) ? `${issue.field}:${issue.code}` : issue.field,
    );
    expect(found).toEqual(expected);
  });

  it('asks for the remote surcharge confirmation in a surcharged area', () => {
    const remote = {
      ...validOrder,
      shippingMethod: 'US-EXP',
      recipient: { ...validOrder.recipient, state: 'Alaska', postcode: '99501' },
    };
    expect(validateOrder(remote).map((issue) => issue.code)).toEqual([
      'ORDER.REMOTE_SURCHARGE_CONFIRMATION',
    ]);
    expect(validateOrder({ ...remote, remoteSurchargeConfirmation: '1' })).toEqual([]);
  });

  it('needs an ID, company code or passport for Taiwan', () => {
    const taiwan = {
      ...validOrder,
      shippingMethod: 'TW-EXP',
      recipient: {
        ...validOrder.recipient,
        country: 'TW',
        postcode: '106',
        phone: '0912345678',
        state: 'Taipei City',
      },
    };
    expect(validateOrder(taiwan).map((issue) => issue.code)).toEqual([
      'ORDER.TAIWAN_CONSIGNEE_ID_REQUIRED',
    ]);
    expect(
      validateOrder({ ...taiwan, recipient: { ...taiwan.recipient, passportNumber: '300000001' } }),
    ).toEqual([]);
  });

  it('reads its limits from the channel table it is given, so a channel is added without code', () => {
    const extra: ShippingChannel = {
      ...SHIPPING_CHANNELS[0]!,
      code: 'NEW-1',
      declaredValue: { currency: 'USD', max: 1000 },
    };
    const order = { ...validOrder, shippingMethod: 'NEW-1' };
    expect(validateOrder(order).map((issue) => issue.code)).toEqual(['ORDER.CHANNEL_UNKNOWN']);
    expect(validateOrder(order, { channels: [extra] }).map((issue) => issue.code)).toEqual([
      'ORDER.DECLARED_VALUE_ABOVE_MAX',
    ]);
  });

  it('accepts every order whose lines stay within US-STD limits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit: fc.integer({ min: 1000, max: 5000 }),
            quantity: fc.integer({ min: 1, max: 3 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (lines) => {
          const order = {
            ...validOrder,
            products: lines.map((l, i) =>
              line(`SKU-${i}`, { quantity: l.quantity, declaredValue: (l.unit / 100).toFixed(2) }),
            ),
          };
          expect(validateOrder(order)).toEqual([]);
        },
      ),
    );
  });

  it('refuses every quantity outside 1-999 on the right field', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -50, max: 0 }), fc.integer({ min: 1000, max: 5000 })),
        (quantity) => {
          const order = { ...validOrder, products: [line('A', { quantity, declaredValue: '10' })] };
          expect(validateOrder(order)).toEqual([
            {
              field: 'products.0.quantity',
              code: 'ORDER.QUANTITY_RANGE',
              params: { min: 1, max: 999 },
            },
          ]);
        },
      ),
    );
  });

  it('never throws, whatever the recipient text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string({ maxLength: 3 }),
        (text, postcode, country) => {
          const order = withRecipient({
            firstName: text,
            addressLine1: text,
            phone: text,
            postcode,
            country,
          });
          expect(() => validateOrder(order)).not.toThrow();
        },
      ),
    );
  });
});

describe('the example of docs/validation.md', () => {
  it('gives the issues the doc shows', () => {
    const order: OrderFormInput = {
      warehouse: 'US',
      shippingMethod: 'US-STD',
      currency: 'USD',
      recipient: {
        firstName: 'Mr Emma',
        lastName: 'Smith',
        phone: '2125550123',
        country: 'US',
        state: 'NY',
        city: 'New York',
        postcode: '10001',
        addressLine1: '350 Fifth Avenue',
      },
      products: [
        {
          sku: 'MUG-1',
          name: 'Ceramic mug',
          description: 'Coffee mug',
          quantity: 0,
          declaredValue: '12.50',
        },
      ],
    };
    const issues = validateOrder(order);
    expect(issues).toEqual([
      { field: 'recipient.firstName', code: 'ORDER.RECIPIENT_NAME_TITLE', params: { title: 'mr' } },
      { field: 'products.0.quantity', code: 'ORDER.QUANTITY_RANGE', params: { min: 1, max: 999 } },
    ]);
    expect(summarizeFieldIssues(issues)).toEqual({ code: 'VALIDATION.FORM_INVALID' });
  });
});

describe('insured value against refused lines', () => {
  it('is not compared with a declared total that misses refused lines', () => {
    const order = {
      ...validOrder,
      insuredValue: '30',
      insuranceAgreementAccepted: true,
      products: [line('A', { declaredValue: 'x' })],
    };
    expect(validateOrder(order).map((issue) => issue.field)).toEqual(['products.0.declaredValue']);
  });
});

describe('orderDeclaredTotalMinor', () => {
  it('sums unit value times quantity over the lines that parse', () => {
    expect(
      orderDeclaredTotalMinor([
        line('A', { declaredValue: '12.50', quantity: 2 }),
        line('B', { declaredValue: 'x', quantity: 1 }),
      ]),
    ).toBe(2500);
  });
});

describe('validateOrderAsync', () => {
  const directory = { belongsToCountry: (city: string) => city !== 'Paris' };

  it.each([
    ['New York', []],
    ['Paris', ['ORDER.CITY_NOT_IN_COUNTRY']],
    ['', ['VALIDATION.REQUIRED']],
  ] as const)('city %s -> %j', async (city, codes) => {
    const issues = await validateOrderAsync(withRecipient({ city }), { cityDirectory: directory });
    expect(issues.map((issue) => issue.code)).toEqual(codes);
  });

  it('adds the city verdict to the synchronous issues', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (belongs, withTitle) => {
        const order = withRecipient({ firstName: withTitle ? 'Ms Emma' : 'Emma' });
        const issues = await validateOrderAsync(order, {
          cityDirectory: { belongsToCountry: async () => belongs },
        });
        expect(issues.length).toBe((belongs ? 0 : 1) + (withTitle ? 1 : 0));
      }),
    );
  });
});
