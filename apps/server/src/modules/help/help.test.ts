import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

type Quote = {
  channel: string;
  fees: {
    chargeable_weight_g: number;
    freight: { amount: number };
    vat: { amount: number };
    duty: { amount: number };
    insurance: { amount: number };
    total: { amount: number };
  } | null;
  refusal: { code: string } | null;
};
type Quotes = { quotes: Quote[] };
type Issues = { issues: { field: string; code: string }[] };

const freight = (query: Record<string, string>) =>
  t.get<Quotes>('/merchant/api-help/freight', query, demo);
const fees = (query: Record<string, string>) =>
  t.get<Quotes>('/merchant/api-tools/fees', query, demo);

/** The sample rate cards of migration 021: US-STD 30 RMB the first 500 g, 10 RMB each 500 g more. */
describe('GET /merchant/api-help/freight', () => {
  it('prices every channel serving the country from the rate cards', async () => {
    const reply = await freight({ country: 'us', weight_kg: '1.2' });
    expect(reply.body.code).toBe('200');
    const channels = reply.body.data.quotes.map((q) => q.channel);
    expect(channels).toEqual(expect.arrayContaining(['US-STD', 'US-ECO', 'CN-FBA', 'US-EXP']));
    const std = reply.body.data.quotes.find((q) => q.channel === 'US-STD');
    expect(std?.fees).toMatchObject({ chargeable_weight_g: 1200, freight: { amount: 5000 } });
  });

  it('counts the volumetric weight when the size makes it larger', async () => {
    // 40 x 30 x 20 cm / 5000 = 4.8 kg against 1 kg actual: 10 steps over the first 500 g.
    const reply = await freight({
      country: 'US',
      weight_kg: '1',
      length_cm: '40',
      width_cm: '30',
      height_cm: '20',
      channel: 'US-STD',
    });
    expect(reply.body.data.quotes).toEqual([
      expect.objectContaining({
        channel: 'US-STD',
        fees: expect.objectContaining({
          chargeable_weight_g: 4800,
          freight: { amount: 3000 + 9 * 1000, currency: 'CNY' },
        }),
      }),
    ]);
  });

  it('answers the refusal of a channel that cannot carry the parcel', async () => {
    const heavy = await freight({ country: 'US', weight_kg: '31', channel: 'US-STD' });
    expect(heavy.body.data.quotes[0]?.refusal?.code).toBe('ORDER.SHIPPING_FEE_UNAVAILABLE');
    const unknown = await freight({ country: 'US', weight_kg: '1', channel: 'NOPE' });
    expect(unknown.body.data.quotes[0]?.refusal?.code).toBe('ORDER.CHANNEL_UNKNOWN');
    const far = await freight({ country: 'ZZ', weight_kg: '1' });
    expect(far.body.data.quotes).toEqual([]);
  });

  it.each([
    [{ country: '', weight_kg: '1' }, 'country', 'VALIDATION.REQUIRED'],
    [{ country: 'US', weight_kg: '0' }, 'weight_kg', 'VALIDATION.POSITIVE'],
    [{ country: 'US', weight_kg: '1.234' }, 'weight_kg', 'VALIDATION.DECIMALS'],
    [{ country: 'US', weight_kg: '1', length_cm: '10' }, 'width_cm', 'VALIDATION.REQUIRED'],
  ])('refuses %j', async (query, field, code) => {
    const reply = await freight(query);
    expect(reply.body.code).toBe('400');
    expect((reply.body.data as unknown as Issues).issues).toContainEqual(
      expect.objectContaining({ field, code }),
    );
  });

  it('needs a login', async () => {
    expect(
      (await t.get('/merchant/api-help/freight', { country: 'US', weight_kg: '1' })).body.code,
    ).toBe('401');
    expect(
      (await t.get('/merchant/api-tools/fees', { country: 'US', weight_kg: '1' })).body.code,
    ).toBe('401');
  });
});

describe('GET /merchant/api-tools/fees', () => {
  it('adds the destination VAT, insurance and prepaid duty of the domain fee rules', async () => {
    const plain = await fees({ country: 'SA', weight_kg: '1', channel: 'AE-ARAMEX' });
    const full = await fees({
      country: 'SA',
      weight_kg: '1',
      channel: 'AE-ARAMEX',
      currency: 'USD',
      declared_value: '100',
      insured_value: '100',
      duty_prepaid: '1',
    });
    const before = plain.body.data.quotes[0]?.fees;
    const after = full.body.data.quotes[0]?.fees;
    expect(before?.vat.amount).toBe(0);
    expect(after?.vat.amount).toBeGreaterThan(0);
    expect(after?.insurance.amount).toBeGreaterThan(0);
    // AE-ARAMEX to SA: the 300 RMB prepaid duty fee of the sample table.
    expect(after?.duty.amount).toBe(30_000);
    expect(after?.freight).toEqual(before?.freight);
    expect(after?.total.amount).toBeGreaterThan(before?.total.amount ?? 0);
  });

  it('refuses a declared value that is not an amount', async () => {
    const reply = await fees({ country: 'US', weight_kg: '1', declared_value: 'ten' });
    expect(reply.body.code).toBe('400');
    expect((reply.body.data as unknown as Issues).issues).toContainEqual(
      expect.objectContaining({ field: 'declared_value' }),
    );
  });
});
