import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SkuChoices, skuOptions, skuPicker } from './sku-choices';

interface Product {
  readonly sku: string;
}

const page = (...skus: string[]) => ({ list: skus.map((sku): Product => ({ sku })) });

/** A search whose answers the test releases (or refuses) one by one, in any order. */
function controlledFind() {
  const pending = new Map<
    string,
    { resolve: (p: { list: readonly Product[] }) => void; reject: (e: Error) => void }
  >();
  const find = (keyword: string) =>
    new Promise<{ readonly list: readonly Product[] }>((resolve, reject) => {
      pending.set(keyword, { resolve, reject });
    });
  const answer = (keyword: string, ...skus: string[]) =>
    pending.get(keyword)?.resolve(page(...skus));
  const fail = (keyword: string) => pending.get(keyword)?.reject(new Error('offline'));
  return { find, answer, fail };
}

/** Choices already holding the products found for an empty keyword. */
async function choicesOf(...found: string[]) {
  const choices = new SkuChoices<Product>(() => Promise.resolve(page(...found)));
  await choices.search('');
  return choices;
}

describe('SkuChoices.options', () => {
  it.each([
    ['nothing found, nothing chosen', [], [], []],
    ['the products found, in their order', [], ['MUG-01', 'CUP-02'], ['MUG-01', 'CUP-02']],
    ['a chosen SKU the search no longer finds first', ['OLD-9'], ['MUG-01'], ['OLD-9', 'MUG-01']],
    [
      'a chosen SKU that is found only once',
      ['MUG-01'],
      ['CUP-02', 'MUG-01'],
      ['MUG-01', 'CUP-02'],
    ],
    ['an empty line leaves no blank option', ['', '  '], ['MUG-01'], ['MUG-01']],
    ['two lines of one SKU give one option', ['MUG-01', 'MUG-01'], [], ['MUG-01']],
  ])('%s', async (_, chosen: string[], found: string[], expected: string[]) => {
    const choices = await choicesOf(...found);
    expect(choices.options(chosen)).toEqual(expected.map((sku) => ({ value: sku, text: sku })));
  });

  it('always offers every chosen SKU, never a blank one and never one twice', async () => {
    const sku = fc.oneof(fc.constantFrom('', ' ', 'MUG-01', 'CUP-02'), fc.string({ maxLength: 6 }));
    await fc.assert(
      fc.asyncProperty(fc.array(sku), fc.array(sku), async (chosen, found) => {
        const values = (await choicesOf(...found)).options(chosen).map((option) => option.value);
        for (const value of chosen) if (value.trim() !== '') expect(values).toContain(value);
        for (const value of found) if (value.trim() !== '') expect(values).toContain(value);
        expect(values.every((value) => value.trim() !== '')).toBe(true);
        expect(new Set(values).size).toBe(values.length);
      }),
    );
  });
});

describe('skuPicker', () => {
  it('is the rows SKU select: the key, its labels and the options as given', () => {
    expect(
      skuPicker('UI.ASN.BOX_SKU', 'UI.ASN.CHOOSE_SKU', skuOptions(['MUG-01', '', 'MUG-01'])),
    ).toEqual({
      key: 'sku',
      label: 'UI.ASN.BOX_SKU',
      placeholder: 'UI.ASN.CHOOSE_SKU',
      options: [{ value: 'MUG-01', text: 'MUG-01' }],
    });
  });

  it('offers through SkuChoices.picker the chosen SKUs and those found', async () => {
    const picker = (await choicesOf('CUP-02')).picker('UI.RMA.LINE_SKU', 'UI.RMA.CHOOSE_SKU', [
      'OLD-9',
    ]);
    expect(picker.options.map((option) => option.value)).toEqual(['OLD-9', 'CUP-02']);
    expect(picker.placeholder).toBe('UI.RMA.CHOOSE_SKU');
  });
});

describe('SkuChoices.search', () => {
  it('shows the answer to the latest keyword, dropping an older one that arrives late', async () => {
    const { find, answer } = controlledFind();
    const choices = new SkuChoices<Product>(find);
    const older = choices.search('M');
    const latest = choices.search('MUG');
    answer('MUG', 'MUG-01');
    await latest;
    answer('M', 'MUG-01', 'MAT-07');
    await older;
    expect(choices.keyword).toBe('MUG');
    expect(choices.products.map((p) => p.sku)).toEqual(['MUG-01']);
    expect(choices.loading).toBe(false);
  });

  it('keeps loading until the latest search has answered', async () => {
    const { find, answer } = controlledFind();
    const choices = new SkuChoices<Product>(find);
    const older = choices.search('M');
    const latest = choices.search('MU');
    answer('M', 'MAT-07');
    await older;
    expect(choices.loading).toBe(true);
    expect(choices.products).toEqual([]);
    answer('MU', 'MUG-01');
    await latest;
    expect(choices.loading).toBe(false);
    expect(choices.products.map((p) => p.sku)).toEqual(['MUG-01']);
  });

  it('keeps the products it had when a search fails (the request layer tells the user)', async () => {
    const { find, answer, fail } = controlledFind();
    const choices = new SkuChoices<Product>(find);
    const first = choices.search('');
    answer('', 'MUG-01');
    await first;
    const failed = choices.search('CUP');
    fail('CUP');
    await failed;
    expect(choices.products.map((p) => p.sku)).toEqual(['MUG-01']);
    expect(choices.loading).toBe(false);
  });
});
