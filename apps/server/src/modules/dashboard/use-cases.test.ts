import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merchantSession } from '../../test-support/session';
import { strictFake } from '../../test-support/strict-fake';
import type { DashboardRepository } from './repository';
import { dashboardUseCases } from './use-cases';

// The dashboard's use cases on strict fakes (ADR 0068): the filter each query is asked with, the
// refusals that never reach the database, and the answers' shape. dashboard.test.ts and
// dashboard-real-orders.test.ts keep the queries themselves on PGlite.
const NOW = new Date(Date.UTC(2026, 10, 28, 15));
const demo = merchantSession(7);
const paging = { page: 1, page_size: 20, start_date: '', end_date: '' };
const useCasesOn = (provided: Partial<DashboardRepository>) =>
  dashboardUseCases({
    dashboard: strictFake<DashboardRepository>('DashboardRepository', provided),
    now: () => NOW,
  });

describe('the order breakdowns', () => {
  it('ask for this merchant over the last 30 days by default, and total the counts', async () => {
    const asked: unknown[] = [];
    const dashboard = useCasesOn({
      countBy: async (filter, column) => {
        asked.push({ filter, column });
        return [
          { key: 'shipped', count: 3 },
          { key: 'packed', count: 2 },
        ];
      },
    });
    const answer = await dashboard.orderBreakdown(demo, { warehouse_id: 2 });
    expect(answer).toEqual({
      ok: true,
      value: {
        data: {
          total: 5,
          rows: [
            { key: 'shipped', count: 3 },
            { key: 'packed', count: 2 },
          ],
        },
      },
    });
    expect(asked).toEqual([
      {
        column: 'status',
        filter: expect.objectContaining({
          customerId: 7,
          warehouseId: 2,
          from: new Date('2026-10-30T00:00:00.000Z'),
          to: new Date('2026-11-29T00:00:00.000Z'),
        }),
      },
    ]);
  });

  it.each([
    [{ start_date: '2026-13-01' }],
    [{ end_date: 'yesterday' }],
    [{ start_date: '2026-11-28', end_date: '2026-11-01' }],
    [{ start_date: '2024-01-01', end_date: '2026-11-01' }],
  ])('refuse the range %j before any query', async (range) => {
    const dashboard = useCasesOn({});
    for (const useCase of [dashboard.orderBreakdown, dashboard.logisticsBreakdown]) {
      const answer = await useCase(demo, range);
      expect(answer).toMatchObject({ ok: false, error: { code: '400' } });
    }
  });
});

describe('the order chart', () => {
  it('answers one count per day of the range, 0 where nothing was ordered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 59 }), { maxLength: 10 }),
        async (length, orderedOn) => {
          const end = '2026-11-28';
          const start = new Date(Date.parse(`${end}T00:00:00Z`) - (length - 1) * 86_400_000);
          const days = new Set(
            orderedOn
              .filter((d) => d < length)
              .map((d) => isoDay(start.getTime() + d * 86_400_000)),
          );
          const dashboard = useCasesOn({
            countPerDay: async () => [...days].map((day) => ({ day, count: 4 })),
          });
          const answer = await dashboard.orderChart(demo, {
            start_date: isoDay(start.getTime()),
            end_date: end,
          });
          expect(answer.ok).toBe(true);
          if (!answer.ok) return;
          expect(answer.value.data.dates).toHaveLength(length);
          expect(answer.value.data.counts.reduce((a, b) => a + b, 0)).toBe(days.size * 4);
        },
      ),
    );
  });
});

describe('the account summary', () => {
  it('answers the balance as money and the orders waiting for funds', async () => {
    const dashboard = useCasesOn({
      balanceOf: async () => ({ balance_minor: '12345', currency: 'CNY' }),
      countArrears: async () => 2,
    });
    expect(await dashboard.accountSummary(demo)).toEqual({
      ok: true,
      value: { data: { amount: { amount: 12345, currency: 'CNY' }, arrears_orders: 2 } },
    });
  });

  it('answers 401 when the session outlived its merchant', async () => {
    const dashboard = useCasesOn({ balanceOf: async () => undefined });
    expect(await dashboard.accountSummary(demo)).toMatchObject({
      ok: false,
      error: { code: '401' },
    });
  });
});

describe('the ledger', () => {
  it('refuses an unknown kind before any query', async () => {
    const answer = await useCasesOn({}).ledger(demo, { ...paging, kind: 'gift' });
    expect(answer).toMatchObject({ ok: false, error: { code: '400' } });
  });

  it('pages the entries as money with ISO times', async () => {
    const dashboard = useCasesOn({
      listLedger: async (customerId, filter, page) => {
        expect([customerId, filter.kind, page]).toEqual([7, 'top_up', { limit: 20, offset: 0 }]);
        return {
          total: 1,
          rows: [
            {
              id: 1,
              customer_id: 7,
              kind: 'top_up',
              amount_minor: 5000,
              currency: 'CNY',
              balance_after_minor: '15000',
              reference: 'TU-1',
              created_at: new Date('2026-11-27T08:00:00Z'),
            },
          ],
        };
      },
    });
    expect(await dashboard.ledger(demo, { ...paging, kind: 'top_up' })).toEqual({
      ok: true,
      value: {
        data: {
          list: [
            {
              id: 1,
              kind: 'top_up',
              amount: { amount: 5000, currency: 'CNY' },
              balance_after: { amount: 15000, currency: 'CNY' },
              reference: 'TU-1',
              created_at: '2026-11-27T08:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          page_size: 20,
        },
      },
    });
  });
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
