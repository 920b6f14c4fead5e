import type { OrderDetail } from '@portal/contract';
import { allowedOrderActions, HttpRequestFailure, ORDER_STATUSES } from '@portal/domain';
import { lookup } from '@portal/i18n';
import { enOrders, zhOrders } from '@portal/i18n/order-texts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { OrderGateway } from '../../gateways/order-gateway';
import type { ServiceGateway } from '../../gateways/service-gateway';
import { statusLabel } from '../../kit/status-label';
import { feeLinesOf, rowBatchActionsOf, stopKindsOf } from './order-labels';
import { OrderFormModel } from './order-form-model';
import { filtersOf, ORDER_TABS, OrderListModel, orderTabCount } from './order-list-model';
import {
  mugProduct,
  orderRow,
  PROCESSING_ORDER,
  quoteOf,
  US_STD_FEES,
  VALID_ORDER,
} from './order-test-kit';
import { OrderViewModel } from './order-view-model';

const saved = (id: number, status: OrderDetail['status']) => ({
  id,
  order_no: `SO0000${id}`,
  status,
  abnormal_reason: null,
  intercept: 'none' as const,
});

/** A gateway whose every call fails unless the test gives it an answer. */
function fakeGateway(overrides: Partial<OrderGateway> = {}): OrderGateway {
  const refuse = () => Promise.reject(new Error('not in this test'));
  return {
    list: refuse,
    counts: refuse,
    detail: refuse,
    create: refuse,
    update: refuse,
    quote: refuse,
    submit: refuse,
    act: refuse,
    stop: refuse,
    correctAddress: refuse,
    entries: refuse,
    batch: refuse,
    export: refuse,
    products: () => Promise.resolve({ list: [mugProduct], total: 1, page: 1, page_size: 100 }),
    channels: () =>
      Promise.resolve([
        {
          code: 'US-STD',
          name: 'US Standard',
          countries: ['US'],
          max_skus: 18,
          declared_currency: 'USD',
        },
        {
          code: 'DE-DHL',
          name: 'DHL',
          countries: ['DE', 'FR'],
          max_skus: 18,
          declared_currency: 'EUR',
        },
      ]),
    countries: () => Promise.resolve([{ code: 'US', name: 'United States', cn_name: '美国' }]),
    ...overrides,
  };
}
const services: ServiceGateway = {
  list: () => Promise.resolve({ list: [], total: 0, page: 1, page_size: 100 }),
};

describe('order labels', () => {
  it.each(ORDER_STATUSES)('status %s has a label in en and zh', (status) => {
    const key = statusLabel('order', status);
    expect(key).not.toBe(status);
    for (const catalog of [enOrders, zhOrders])
      expect(lookup(catalog, key)).toEqual(expect.any(String));
  });

  it.each([
    ['draft', ['delete']],
    ['pending_submit', ['submit', 'moveToDraft', 'delete']],
    ['processing', ['intercept']],
    ['abnormal', ['cancel']],
    ['packed', ['intercept']],
    ['shipped', []],
    ['delivered', []],
  ] as const)('a %s order offers %j in its row', (status, expected) => {
    expect(rowBatchActionsOf(allowedOrderActions(status))).toEqual(expected);
  });

  it('property: a row never offers an action the machine refuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        const allowed = allowedOrderActions(status);
        for (const action of rowBatchActionsOf(allowed))
          expect(allowed.some((a) => a === action || a === `${action}Completely`)).toBe(true);
        expect(stopKindsOf(allowed).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('fee lines leave out the zero ones but always show the freight', () => {
    expect(feeLinesOf(US_STD_FEES).map(([key]) => key)).toEqual([
      'UI.ORDER.QUOTE.FREIGHT',
      'UI.ORDER.QUOTE.INSURANCE',
    ]);
    const free = { ...US_STD_FEES, freight: { amount: 0, currency: 'CNY' as const } };
    expect(feeLinesOf(free)[0]?.[0]).toBe('UI.ORDER.QUOTE.FREIGHT');
  });
});

describe('OrderListModel', () => {
  it('tabs: all, then every status but deleted; counts from the counts answer', () => {
    expect(ORDER_TABS[0]).toBe('');
    expect(ORDER_TABS).not.toContain('deleted');
    const counts = { total: 5, tabs: [{ status: 'draft' as const, count: 3 }] };
    expect(orderTabCount(counts, '')).toBe(5);
    expect(orderTabCount(counts, 'draft')).toBe(3);
    expect(orderTabCount(counts, 'shipped')).toBe(0);
    expect(orderTabCount(undefined, '')).toBe(0);
  });

  it('the counts are asked with the same filters as the page, without paging and tab', async () => {
    const counts = vi.fn(() => Promise.resolve({ total: 1, tabs: [] }));
    const list = vi.fn(() =>
      Promise.resolve({ list: [orderRow(1, 'draft', [])], total: 1, page: 1, page_size: 20 }),
    );
    const model = new OrderListModel(fakeGateway({ list, counts }));
    await model.list.setFilter('status', 'draft');
    await model.list.setFilter('country', 'US');
    expect(counts).toHaveBeenLastCalledWith({ country: 'US', search_field: 'all' });
    expect(filtersOf({ page: '2', status: 'draft', sku: 'MUG' })).toEqual({ sku: 'MUG' });
  });

  it('a batch search of more than 500 numbers is refused before any call', async () => {
    const list = vi.fn();
    const model = new OrderListModel(fakeGateway({ list }));
    model.setNumbers(Array.from({ length: 501 }, (_, i) => `SO${i}`).join('\n'));
    await model.search();
    expect(model.numbersError?.code).toBe('QUERY.BATCH_SEARCH_TOO_MANY');
    expect(list).not.toHaveBeenCalled();
    model.setNumbers('SO1, SO2\nSO2');
    expect(model.numbersError).toBeUndefined();
  });

  it('a batch reports each refused order by its number and reads the page again', async () => {
    const rows = [
      orderRow(1, 'pending_submit', ['submit']),
      orderRow(2, 'pending_submit', ['submit']),
    ];
    const list = vi.fn(() => Promise.resolve({ list: rows, total: 2, page: 1, page_size: 20 }));
    const batch = vi.fn(() =>
      Promise.resolve({
        results: [
          { id: 1, ok: true, status: 'processing' as const, refusal: null },
          { id: 2, ok: false, status: null, refusal: { code: 'ORDER.NOT_EDITABLE', params: {} } },
        ],
      }),
    );
    const counts = () => Promise.resolve({ total: 2, tabs: [] });
    const model = new OrderListModel(fakeGateway({ list, batch, counts }));
    await model.list.load();
    model.list.toggleAll();
    await model.runBatch('submit');
    expect(batch).toHaveBeenCalledWith('submit', [1, 2], undefined);
    expect(model.outcome).toEqual({
      action: 'submit',
      succeeded: 1,
      failed: 1,
      failures: [{ id: 2, orderNo: 'SO00002', reason: { code: 'ORDER.NOT_EDITABLE', params: {} } }],
    });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('an export of more than 800 rows is refused before the call', async () => {
    const exportCall = vi.fn();
    const list = () =>
      Promise.resolve({ list: [orderRow(1, 'draft', [])], total: 801, page: 1, page_size: 20 });
    const counts = () => Promise.resolve({ total: 801, tabs: [] });
    const model = new OrderListModel(fakeGateway({ list, counts, export: exportCall }));
    await model.list.load();
    expect(await model.exportList()).toBeUndefined();
    expect(model.exportError?.code).toBe('QUERY.EXPORT_TOO_MANY');
    expect(exportCall).not.toHaveBeenCalled();
  });
});

describe('OrderFormModel', () => {
  const ready = async (overrides: Partial<OrderGateway> = {}) => {
    const model = new OrderFormModel(fakeGateway(overrides), services);
    await model.load(undefined);
    model.form.reset(VALID_ORDER);
    return model;
  };

  it('offers the countries the channels serve, named, and the channels of the chosen country', async () => {
    const model = await ready();
    expect(model.countryOptions.map((c) => c.code)).toEqual(['DE', 'FR', 'US']);
    expect(model.countryOptions.find((c) => c.code === 'US')?.name).toBe('United States');
    expect(model.channelOptions.map((c) => c.code)).toEqual(['US-STD']);
  });

  it('a draft saves with only its warehouse; pending submit needs the whole order', async () => {
    const create = vi.fn(() => Promise.resolve(saved(9, 'draft')));
    const model = new OrderFormModel(fakeGateway({ create }), services);
    model.form.set('warehouse_id', '1');
    expect(await model.save('pending_submit')).toBeUndefined();
    expect(model.form.error('first_name')?.code).toBe('VALIDATION.REQUIRED');
    expect(await model.save('draft')).toEqual(saved(9, 'draft'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ save_as: 'draft', warehouse_id: '1' }),
    );
    expect(model.id).toBe(9);
  });

  it('picking a SKU fills a blank name and description from the product', async () => {
    const model = await ready();
    await model.searchProducts('');
    model.form.setItem('lines', 0, { sku: '', name: '', description: '' });
    model.pickSku(0, 'MUG-01');
    expect(model.form.values.lines[0]).toMatchObject({
      sku: 'MUG-01',
      name: 'Mug',
      description: 'Mug',
    });
  });

  it('a quote is for the order as it was: a change makes it stale', async () => {
    const quote = vi.fn(() => Promise.resolve([quoteOf('US-STD', US_STD_FEES)]));
    const model = await ready({ quote });
    model.form.set('shipping_method', '');
    await model.getQuote();
    expect(quote).toHaveBeenCalledWith(expect.objectContaining({ channel: '', country: 'US' }));
    // the one priced channel is chosen when none was
    expect(model.form.values.shipping_method).toBe('US-STD');
    expect(model.chosenQuote?.fees?.total.amount).toBe(3600);
    model.form.set('postcode', '10016');
    expect(model.quotes).toBeUndefined();
    expect(model.quoteStale).toBe(true);
  });

  it('a failed quote says why', async () => {
    const model = await ready({ quote: () => Promise.reject(new Error('No rate card')) });
    await model.getQuote();
    expect(model.quote).toEqual({ kind: 'failed', reason: 'No rate card' });
  });

  it('submit asks for the remote surcharge first, then saves, submits and carries the 1', async () => {
    const create = vi.fn(() => Promise.resolve(saved(3, 'pending_submit')));
    const submit = vi.fn(() => Promise.resolve(saved(3, 'processing')));
    const quote = () => Promise.resolve([quoteOf('US-STD', US_STD_FEES, true)]);
    const model = await ready({ create, submit, quote });
    await model.getQuote();
    expect(await model.submit()).toBeUndefined();
    expect(model.confirmingSurcharge).toBe(true);
    expect(create).not.toHaveBeenCalled();
    expect(await model.acceptSurcharge()).toEqual(saved(3, 'processing'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ save_as: 'pending_submit', remote_surcharge_confirmation: '1' }),
    );
    expect(submit).toHaveBeenCalledWith(3);
  });

  it('a refused submit keeps the saved order and says why; server issues land beside fields', async () => {
    const refusal = new HttpRequestFailure('body', 'Form validation failed', {
      body: {
        code: '400',
        ask: false,
        msg: 'Form validation failed, please check the content.',
        alert: '',
        data: { issues: [{ field: 'postcode', code: 'ORDER.POSTCODE_NO_SERVICE', params: {} }] },
      },
    });
    const create = vi.fn(() => Promise.reject(refusal));
    const model = await ready({ create });
    expect(await model.submit()).toBeUndefined();
    expect(model.form.error('postcode')?.code).toBe('ORDER.POSTCODE_NO_SERVICE');

    const submitRefused = await ready({
      create: () => Promise.resolve(saved(4, 'pending_submit')),
      submit: () => Promise.reject(new Error('Insufficient Stock')),
    });
    expect(await submitRefused.submit()).toBeUndefined();
    expect(submitRefused.id).toBe(4);
    expect(submitRefused.submitError).toBe('Insufficient Stock');
  });

  it('an order already submitted loads as not editable', async () => {
    const model = new OrderFormModel(
      fakeGateway({ detail: () => Promise.resolve(PROCESSING_ORDER) }),
      services,
    );
    await model.load(7);
    expect(model.orderNo).toBe('SO00007');
    expect(model.form.editable).toBe(false);
  });
});

describe('OrderViewModel', () => {
  it('offers the stops the machine allows, none while an interception waits', async () => {
    let detail: OrderDetail = PROCESSING_ORDER;
    const stop = vi.fn(() => {
      detail = { ...PROCESSING_ORDER, intercept: 'requested' };
      return Promise.resolve(saved(7, 'processing'));
    });
    const model = new OrderViewModel(
      fakeGateway({ detail: () => Promise.resolve(detail), stop }),
      7,
    );
    await model.record.load();
    expect(model.stopKinds).toEqual(['intercept']);
    expect(model.canEdit).toBe(false);
    expect(await model.stop('intercept', { reason: 'other', complete: false })).toBe(true);
    expect(stop).toHaveBeenCalledWith(7, 'intercept', { reason: 'other', complete: false });
    expect(model.stopKinds).toEqual([]);
  });
});
