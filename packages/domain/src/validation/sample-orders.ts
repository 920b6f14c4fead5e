// Test support: a deterministic stream of realistic order rows for benchmarks and bulk tests.
// Pure and seedable (no Math.random), so a benchmark run can be repeated exactly.
import type { ChannelCurrency } from './channels';
import type { ValidationMessageCode } from './message-codes';
import type { OrderFormInput, OrderLineInput, OrderRecipientInput } from './order';

/** A defect injected into an otherwise valid row, and the code validateOrder must report. */
export interface SampleOrderDefect {
  readonly name: string;
  readonly field: string;
  readonly code: ValidationMessageCode;
}

export interface SampleOrderRow {
  readonly order: OrderFormInput;
  /** null for a row that validateOrder accepts. */
  readonly defect: SampleOrderDefect | null;
}

/** mulberry32: a tiny, well-distributed 32-bit generator. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof createRandom>;

interface Destination {
  readonly channel: string;
  readonly currency: ChannelCurrency;
  readonly country: string;
  readonly state: string;
  readonly city: string;
  readonly postcodes: readonly string[];
  readonly phones: readonly string[];
  /** Highest unit declared value to draw, in minor units, inside the channel's bounds. */
  readonly unitMinor: readonly [number, number];
  readonly maxLines: number;
  readonly needsSalesLink?: boolean;
  readonly taiwan?: boolean;
}

const DESTINATIONS: readonly Destination[] = [
  {
    channel: 'US-STD',
    currency: 'USD',
    country: 'US',
    state: 'NY',
    city: 'New York',
    postcodes: ['10001', '10016', '11201'],
    phones: ['2125550123', '7185550199'],
    unitMinor: [1000, 6000],
    maxLines: 3,
  },
  {
    channel: 'US-ECO',
    currency: 'USD',
    country: 'US',
    state: 'IL',
    city: 'Chicago',
    postcodes: ['60601', '60614'],
    phones: ['3125550100', '13125550142'],
    unitMinor: [199, 1500],
    maxLines: 4,
    needsSalesLink: true,
  },
  {
    channel: 'DE-DHL',
    currency: 'EUR',
    country: 'DE',
    state: 'Berlin',
    city: 'Berlin',
    postcodes: ['10115', '10999', '80331'],
    phones: ['03012345678', '4915123456789'],
    unitMinor: [500, 4000],
    maxLines: 3,
  },
  {
    channel: 'UK-RM',
    currency: 'GBP',
    country: 'GB',
    state: 'Greater London',
    city: 'London',
    postcodes: ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX'],
    phones: ['02079460000', '447911123456'],
    unitMinor: [300, 4000],
    maxLines: 3,
  },
  {
    channel: 'SGEXP',
    currency: 'USD',
    country: 'SG',
    state: 'Singapore',
    city: 'Singapore',
    postcodes: ['018956', '238859'],
    phones: ['61234567', '6591234567'],
    unitMinor: [500, 12000],
    maxLines: 4,
  },
  {
    channel: 'AE-ARAMEX',
    currency: 'USD',
    country: 'AE',
    state: 'Dubai',
    city: 'Dubai',
    postcodes: ['00000'],
    phones: ['501234567', '0501234567'],
    unitMinor: [500, 5000],
    maxLines: 2,
    needsSalesLink: true,
  },
  {
    channel: 'TW-EXP',
    currency: 'USD',
    country: 'TW',
    state: 'Taipei City',
    city: 'Taipei',
    postcodes: ['100', '10001', '106'],
    phones: ['0912345678', '0223456789'],
    unitMinor: [300, 5000],
    maxLines: 3,
    taiwan: true,
  },
  {
    channel: 'JP-EMS',
    currency: 'USD',
    country: 'JP',
    state: 'Tokyo',
    city: 'Chiyoda',
    postcodes: ['100-0001', '150-0002'],
    phones: ['0312345678', '09012345678'],
    unitMinor: [500, 15000],
    maxLines: 3,
  },
  {
    channel: 'CA-PUR',
    currency: 'USD',
    country: 'CA',
    state: 'ON',
    city: 'Toronto',
    postcodes: ['M5V 3L9', 'K1A 0B1'],
    phones: ['4165550123', '6135550188'],
    unitMinor: [1000, 20000],
    maxLines: 3,
  },
];

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sofia',
  'Lukas',
  'Mia',
  'Hiroshi',
  'Wei',
  'Priya',
  'Omar',
  'Chloe',
];
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Müller',
  'Tanaka',
  'Chen',
  'Patel',
  'Haddad',
  'Brown',
  'Rossi',
  'Lin',
];
const STREETS = [
  'Main Street',
  'Oak Avenue',
  'Friedrichstrasse',
  'High Street',
  'Orchard Road',
  'Maple Drive',
  'Sheikh Zayed Road',
  'Zhongshan Road',
];
const PRODUCTS = [
  ['Cotton T-shirt', 'Mens cotton short sleeve shirt'],
  ['Phone case', 'Silicone case for smartphones'],
  ['LED desk lamp', 'Foldable desk lamp with USB cable'],
  ['Yoga mat', 'Non slip exercise mat 6 mm'],
  ['Ceramic mug', 'Coffee mug 350 ml'],
  ['Wireless mouse', 'Bluetooth optical mouse'],
  ['Kitchen scale', 'Digital kitchen scale 5 kg'],
] as const;

function validRow(random: Random, index: number): OrderFormInput {
  const destination = random.pick(DESTINATIONS);
  const lineCount = random.int(1, destination.maxLines);
  const products: OrderLineInput[] = Array.from({ length: lineCount }, (_, line) => {
    const [name, description] = random.pick(PRODUCTS);
    const unit = random.int(destination.unitMinor[0], destination.unitMinor[1]);
    return {
      sku: `SKU-${(index % 997) + 1}-${line + 1}`,
      name,
      description,
      quantity: random.int(1, 3),
      declaredValue: (unit / 100).toFixed(2),
    };
  });
  const recipient: OrderRecipientInput = {
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    phone: random.pick(destination.phones),
    email: random.next() < 0.7 ? `buyer${index}@example.com` : '',
    country: destination.country,
    state: destination.state,
    city: destination.city,
    postcode: random.pick(destination.postcodes),
    addressLine1: `${random.int(1, 999)} ${random.pick(STREETS)}`,
    addressLine2: random.next() < 0.3 ? `Apartment ${random.int(1, 60)}` : '',
    ...(destination.taiwan ? { idNumber: `A1${random.int(10000000, 99999999)}` } : {}),
  };
  return {
    warehouse: random.pick(['SZ', 'DE', 'US', 'HK', 'YW']),
    shippingMethod: destination.channel,
    currency: destination.currency,
    recipient,
    products,
    // Insure about half of the rows, at most the declared value of one unit of the first line.
    ...(random.next() < 0.5
      ? { insuredValue: products[0]?.declaredValue ?? '1', insuranceAgreementAccepted: true }
      : {}),
    ...(destination.needsSalesLink ? { salesLink: `https://shop.example.com/item/${index}` } : {}),
  };
}

type Mutation = (order: OrderFormInput) => OrderFormInput;
const withRecipient = (
  order: OrderFormInput,
  patch: Partial<OrderRecipientInput>,
): OrderFormInput => ({
  ...order,
  recipient: { ...order.recipient, ...patch },
});
const withFirstLine = (order: OrderFormInput, patch: Partial<OrderLineInput>): OrderFormInput => ({
  ...order,
  products: order.products.map((line, index) => (index === 0 ? { ...line, ...patch } : line)),
});

/** Mistakes merchants make in uploads, each with the code it must produce. */
const DEFECTS: readonly (SampleOrderDefect & { readonly apply: Mutation })[] = [
  {
    name: 'no products',
    field: 'products',
    code: 'ORDER.NO_PRODUCTS',
    apply: (o) => ({ ...o, products: [] }),
  },
  {
    name: 'zero quantity',
    field: 'products.0.quantity',
    code: 'ORDER.QUANTITY_RANGE',
    apply: (o) => withFirstLine(o, { quantity: 0 }),
  },
  {
    name: 'quantity 1000',
    field: 'products.0.quantity',
    code: 'ORDER.QUANTITY_RANGE',
    apply: (o) => withFirstLine(o, { quantity: '1000' }),
  },
  {
    name: 'title in name',
    field: 'recipient.firstName',
    code: 'ORDER.RECIPIENT_NAME_TITLE',
    apply: (o) => withRecipient(o, { firstName: `Mrs ${o.recipient.firstName}` }),
  },
  {
    // Separators are normalised away (212-555-0123 is fine); an extension mark is not.
    name: 'phone with an extension',
    field: 'recipient.phone',
    code: 'ORDER.PHONE_DIGITS',
    apply: (o) => withRecipient(o, { phone: '212 555 0123 x12' }),
  },
  {
    name: 'bad email',
    field: 'recipient.email',
    code: 'ORDER.EMAIL_FORMAT',
    apply: (o) => withRecipient(o, { email: 'buyer.example.com' }),
  },
  {
    name: 'short address',
    field: 'recipient.addressLine1',
    code: 'ORDER.ADDRESS_LENGTH',
    apply: (o) => withRecipient(o, { addressLine1: 'No 1' }),
  },
  {
    name: 'missing city',
    field: 'recipient.city',
    code: 'VALIDATION.REQUIRED',
    apply: (o) => withRecipient(o, { city: ' ' }),
  },
  {
    name: 'missing product name',
    field: 'products.0.name',
    code: 'VALIDATION.REQUIRED',
    apply: (o) => withFirstLine(o, { name: '' }),
  },
  {
    name: 'declared value with 3 decimals',
    field: 'products.0.declaredValue',
    code: 'VALIDATION.DECIMALS',
    apply: (o) => withFirstLine(o, { declaredValue: '12.345' }),
  },
  {
    name: 'unknown channel',
    field: 'shippingMethod',
    code: 'ORDER.CHANNEL_UNKNOWN',
    apply: (o) => ({ ...o, shippingMethod: 'XX-NONE' }),
  },
  {
    name: 'COD of zero',
    field: 'codAmount',
    code: 'VALIDATION.POSITIVE',
    apply: (o) => ({ ...o, codAmount: '0' }),
  },
  {
    name: 'insurance not agreed',
    field: 'insuranceAgreementAccepted',
    code: 'ORDER.INSURANCE_AGREEMENT_REQUIRED',
    apply: (o) => ({
      ...o,
      insuredValue: o.products[0]?.declaredValue ?? '1',
      insuranceAgreementAccepted: false,
    }),
  },
  {
    name: 'SKU of 100 characters',
    field: 'products.0.sku',
    code: 'ORDER.SKU_TOO_LONG',
    apply: (o) => withFirstLine(o, { sku: 'S'.repeat(100) }),
  },
];

/**
 * `count` order rows from `seed`: about four in five are valid, the rest carry one defect each.
 * The same arguments always give the same rows.
 */
export function generateSampleOrders(count: number, seed: number): SampleOrderRow[] {
  const random = createRandom(seed);
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => {
    const order = validRow(random, index);
    if (random.next() >= 0.2) return { order, defect: null };
    const { apply, ...defect } = random.pick(DEFECTS);
    return { order: apply(order), defect };
  });
}
