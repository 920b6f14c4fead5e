import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MerchantRecordsRules } from './merchant-records';
import { validateMerchantRecords } from './merchant-records';

interface Product {
  readonly sku: string;
  readonly id: number;
}

const CATALOG: readonly Product[] = [
  { sku: 'MUG-1', id: 1 },
  { sku: 'CUP-2', id: 2 },
];
const asnRules: MerchantRecordsRules = {
  blankWarehouse: 'skip',
  unknownSku: 'SERVER.SKU_NOT_ACTIVE',
};
const rmaRules: MerchantRecordsRules = {
  blankWarehouse: 'refuse',
  unknownSku: 'SERVER.SKU_UNKNOWN',
};

/** Ports over fixed facts that record what they were asked. */
function ports(approved: readonly number[] = [1]) {
  const asked: { warehouses: number[]; skus: (readonly string[])[] } = { warehouses: [], skus: [] };
  return {
    asked,
    warehouses: {
      isApproved: (id: number) => {
        asked.warehouses.push(id);
        return approved.includes(id);
      },
    },
    products: {
      findBySkus: (skus: readonly string[]) => {
        asked.skus.push(skus);
        return Promise.resolve(CATALOG.filter((p) => skus.includes(p.sku)));
      },
    },
  };
}

describe('validateMerchantRecords', () => {
  it.each([
    ['an approved warehouse and known SKUs', 1, ['MUG-1', 'CUP-2'], asnRules, []],
    [
      'a warehouse not approved',
      2,
      ['MUG-1'],
      asnRules,
      [['warehouse_id', 'SERVER.WAREHOUSE_NOT_ACTIVE']],
    ],
    ['a blank warehouse on an ASN (its form rule reports it)', 0, ['MUG-1'], asnRules, []],
    [
      'a blank warehouse on a return',
      0,
      ['MUG-1'],
      rmaRules,
      [['warehouse_id', 'SERVER.WAREHOUSE_NOT_ACTIVE']],
    ],
    [
      'an inactive SKU on an ASN',
      1,
      ['MUG-1', 'OLD-9'],
      asnRules,
      [['lines.1.sku', 'SERVER.SKU_NOT_ACTIVE']],
    ],
    ['an unknown SKU on a return', 1, ['OLD-9'], rmaRules, [['lines.0.sku', 'SERVER.SKU_UNKNOWN']]],
    [
      'a repeated unknown SKU, once on its first line',
      1,
      ['OLD-9', 'MUG-1', 'OLD-9'],
      asnRules,
      [['lines.0.sku', 'SERVER.SKU_NOT_ACTIVE']],
    ],
    ['a blank SKU (its form rule reports it)', 1, [''], asnRules, []],
  ] as const)('%s', async (_name, warehouse, skus, rules, expected) => {
    const checked = await validateMerchantRecords(
      { warehouse_id: warehouse, skus },
      ports(),
      rules,
    );
    expect(checked.issues.map((i) => [i.field, i.code])).toEqual(expected);
  });

  it('names the SKU in the issue and hands back the products found', async () => {
    const checked = await validateMerchantRecords(
      { warehouse_id: 1, skus: ['CUP-2', 'NEW-3'] },
      ports(),
      asnRules,
    );
    expect(checked.issues).toEqual([
      { field: 'lines.1.sku', code: 'SERVER.SKU_NOT_ACTIVE', params: { sku: 'NEW-3' } },
    ]);
    expect(checked.bySku.get('CUP-2')).toEqual({ sku: 'CUP-2', id: 2 });
  });

  it('asks the ports only what the form names: no blank warehouse, no blank or repeated SKU', async () => {
    const p = ports();
    await validateMerchantRecords({ warehouse_id: 0, skus: ['', 'MUG-1', 'MUG-1'] }, p, asnRules);
    expect(p.asked).toEqual({ warehouses: [], skus: [['MUG-1']] });
    const none = ports();
    await validateMerchantRecords({ warehouse_id: 1, skus: [''] }, none, asnRules);
    expect(none.asked.skus).toEqual([]);
  });

  it('reports exactly the distinct named SKUs the catalog lacks, each once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('', 'MUG-1', 'CUP-2', 'OLD-9', 'NEW-3'), { maxLength: 8 }),
        async (skus) => {
          const checked = await validateMerchantRecords(
            { warehouse_id: 1, skus },
            ports(),
            asnRules,
          );
          const reported = checked.issues.map((i) => i.params?.['sku']);
          const missing = [...new Set(skus)].filter(
            (s) => s !== '' && !CATALOG.some((p) => p.sku === s),
          );
          expect(reported).toEqual(missing);
        },
      ),
    );
  });
});
