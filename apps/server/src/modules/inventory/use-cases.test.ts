import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputFor } from '../../http/context';
import { merchantSession } from '../../test-support/session';
import { strictFake } from '../../test-support/strict-fake';
import type { InventoryRepository, StockRecord } from './repository';
import { inventoryUseCases } from './use-cases';

// The inventory use cases on strict fakes (ADR 0068): the filter each query is asked with, the
// domain's figures on each row, the edit of the threshold. The stock queries themselves are
// covered on PGlite by asn.test.ts and rma.test.ts, which move stock and read it back.
const NOW = new Date(Date.UTC(2026, 10, 28, 9));
const demo = merchantSession(3);
const paging = { page: 2, page_size: 10 };
const LIST: InputFor<'inventory.list'> = { ...paging, keyword: '', low_stock: '' };

const stock = (levels: Partial<StockRecord> = {}): StockRecord => ({
  product_id: 11,
  sku: 'SKU-1',
  name: 'Mug',
  cn_name: '杯子',
  warehouse_id: 1,
  warehouse: 'Yiwu',
  on_hand: 10,
  reserved: 3,
  in_transit: 0,
  unqualified: 0,
  low_stock_threshold: 0,
  ...levels,
});

const useCasesOn = (provided: Partial<InventoryRepository>) =>
  inventoryUseCases({
    inventory: strictFake<InventoryRepository>('InventoryRepository', provided),
    now: () => NOW,
  });

describe('the stock list', () => {
  it.each([
    [
      { keyword: '  MuG ', low_stock: '1' },
      { keyword: 'mug', lowStock: true },
    ],
    [
      { keyword: '', low_stock: '' },
      { keyword: '', lowStock: false },
    ],
    [
      { low_stock: 'off', warehouse_id: 2 },
      { keyword: '', lowStock: false, warehouseId: 2 },
    ],
  ] as const)('asks with %j as %j, for this merchant, by the page', async (input, filter) => {
    const asked: unknown[] = [];
    const inventory = useCasesOn({
      pageOfStock: async (...args) => {
        asked.push(args);
        return { rows: [], total: 0 };
      },
    });
    await inventory.list(demo, { ...LIST, ...input });
    expect(asked).toEqual([
      [
        { customerId: 3, warehouseId: undefined, productId: undefined, ...filter },
        { page: 2, pageSize: 10, offset: 10 },
      ],
    ]);
  });

  it("answers the domain's available units and low-stock flag on every row", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(1000),
        fc.nat(1000),
        fc.nat(50),
        async (onHand, reserved, threshold) => {
          const inventory = useCasesOn({
            pageOfStock: async () => ({
              rows: [stock({ on_hand: onHand, reserved, low_stock_threshold: threshold })],
              total: 1,
            }),
          });
          const answer = await inventory.list(demo, LIST);
          const row = answer.ok ? answer.value.data.list[0] : undefined;
          const available = Math.max(0, onHand - reserved);
          expect(row?.available).toBe(available);
          expect(row?.low_stock).toBe(threshold > 0 && available <= threshold);
        },
      ),
    );
  });
});

describe('the stock log and batches', () => {
  it('answer their rows with ISO times and numeric ids', async () => {
    const inventory = useCasesOn({
      pageOfLog: async () => ({
        total: 1,
        rows: [
          {
            id: '9',
            customer_id: 3,
            product_id: 11,
            sku: 'SKU-1',
            warehouse_id: 1,
            cause: 'asn_receipt',
            reference: 'ASN-1',
            on_hand_delta: 5,
            reserved_delta: 0,
            in_transit_delta: -5,
            unqualified_delta: 0,
            operator: 'operator',
            created_at: new Date('2026-11-27T10:00:00Z'),
          },
        ],
      }),
      pageOfBatches: async () => ({
        total: 1,
        rows: [
          {
            id: 4,
            product_id: 11,
            sku: 'SKU-1',
            warehouse_id: 1,
            batch_no: 'B-1',
            source: 'ASN-1',
            qualified: 5,
            unqualified: 0,
            received_at: new Date('2026-11-27T10:00:00Z'),
          },
        ],
      }),
    });
    const log = await inventory.log(demo, paging);
    expect(log.ok && log.value.data.list[0]).toMatchObject({
      id: 9,
      created_at: '2026-11-27T10:00:00.000Z',
    });
    const batches = await inventory.batches(demo, paging);
    expect(batches.ok && batches.value.data.list[0]).toMatchObject({
      batch_no: 'B-1',
      received_at: '2026-11-27T10:00:00.000Z',
    });
  });
});

describe('editing the low-stock threshold', () => {
  it('saves it at the clock and answers the row after it', async () => {
    const inventory = useCasesOn({
      setLowStockThreshold: async (change) => {
        expect(change).toEqual({
          customerId: 3,
          productId: 11,
          warehouseId: 1,
          threshold: 8,
          now: NOW,
        });
        return stock({ low_stock_threshold: 8 });
      },
    });
    expect(
      await inventory.edit(demo, { product_id: 11, warehouse_id: 1, low_stock_threshold: 8 }),
    ).toMatchObject({
      ok: true,
      value: {
        data: { available: 7, low_stock: true },
        message: { code: 'SERVER.STOCK_ALERT_SAVED' },
      },
    });
  });

  it('answers 404 for stock the merchant does not hold', async () => {
    const inventory = useCasesOn({ setLowStockThreshold: async () => undefined });
    expect(
      await inventory.edit(demo, { product_id: 99, warehouse_id: 1, low_stock_threshold: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: '404', messages: [{ code: 'SERVER.STOCK_UNKNOWN' }] },
    });
  });
});
