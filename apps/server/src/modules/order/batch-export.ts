import type { OrderListRow, OrderProduct, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Language, OrderStatus } from '@portal/domain';
import { availableStock, EXPORT_MAX_ROWS, message, validateExportRowCount } from '@portal/domain';
import { translate } from '@portal/i18n';
import { CONTENT_TYPES, xlsxBase64Of } from '@portal/spreadsheet';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { orderListRow } from './order-view';
import { orderRowsByIds, pageOfOrderIds } from './repository';
import {
  cancelOwnOrder,
  orderAction,
  orderFilterOf,
  requestInterception,
  submitOrder,
} from './use-cases';

export const BATCH_MAX_ORDERS = 100;

/** One action on several orders, each in its own transaction, with each order's outcome. */
export async function batchOrders(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.batch'>,
): Promise<
  Outcome<{
    results: {
      id: number;
      ok: boolean;
      status: OrderStatus | null;
      refusal: { code: string; params: Record<string, string | number> } | null;
    }[];
  }>
> {
  const ids = [...new Set(input.ids.split(/[\s,]+/).filter((id) => id !== ''))];
  if (ids.length === 0 || ids.length > BATCH_MAX_ORDERS || ids.some((id) => !/^\d{1,9}$/.test(id)))
    return invalidFields([
      { field: 'ids', ...message('VALIDATION.LIST_INVALID', { max: BATCH_MAX_ORDERS }) },
    ]);
  const stop = { reason: input.reason, complete: isFlagOn(input.complete) ? '1' : '' } as const;
  const results = [];
  for (const id of ids.map(Number)) {
    const outcome =
      input.action === 'submit'
        ? await submitOrder(deps, session, { id })
        : input.action === 'cancel'
          ? await cancelOwnOrder(deps, session, { id, ...stop, remark: '' })
          : input.action === 'intercept'
            ? await requestInterception(deps, session, { id, ...stop, remark: '' })
            : await orderAction(deps, session, { id, action: input.action });
    const first = outcome.ok ? undefined : outcome.error.messages[0];
    results.push({
      id,
      ok: outcome.ok,
      status: outcome.ok ? outcome.value.data.status : null,
      refusal: first === undefined ? null : { code: first.code, params: first.params ?? {} },
    });
  }
  return succeed({ results });
}

const COLUMNS = [
  ['SERVER.ORDER_COLUMN_ORDER_NO', (r: OrderListRow) => r.order_no],
  ['SERVER.ORDER_COLUMN_REFERENCE_NO', (r: OrderListRow) => r.reference_no],
  ['SERVER.ORDER_COLUMN_PLATFORM_ORDER_NO', (r: OrderListRow) => r.platform_order_no],
  ['SERVER.ORDER_COLUMN_STATUS', (r: OrderListRow) => r.status],
  ['SERVER.ORDER_COLUMN_WAREHOUSE', (r: OrderListRow) => r.warehouse],
  ['SERVER.ORDER_COLUMN_SHIPPING_METHOD', (r: OrderListRow) => r.shipping_method],
  ['SERVER.ORDER_COLUMN_TRACKING_NO', (r: OrderListRow) => r.tracking_no],
  ['SERVER.ORDER_COLUMN_COUNTRY', (r: OrderListRow) => r.country],
  ['SERVER.ORDER_COLUMN_RECIPIENT', (r: OrderListRow) => r.recipient_name],
  ['SERVER.ORDER_COLUMN_QUANTITY', (r: OrderListRow) => r.quantity],
  ['SERVER.ORDER_COLUMN_CHARGED', (r: OrderListRow) => (r.charged.amount / 100).toFixed(2)],
  ['SERVER.ORDER_COLUMN_CREATED_AT', (r: OrderListRow) => r.created_at],
] as const;

/** Up to 800 rows of the list as one XLSX sheet, headings in the reader's language. */
export async function exportOrders(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.export'>,
  language: Language,
): Promise<
  Outcome<{ file_name: string; content_type: string; content_base64: string; rows: number }>
> {
  const filter = orderFilterOf(session.customerId, input);
  if (!filter.ok) return invalidFields(filter.issues);
  const page = await pageOfOrderIds(deps.db, filter.filter, {
    pageSize: EXPORT_MAX_ROWS + 1,
    offset: 0,
  });
  const tooMany = validateExportRowCount(page.total);
  if (tooMany !== undefined) return fail(API_CODES.invalid, tooMany);
  const rows = (await orderRowsByIds(deps.db, page.ids)).map(orderListRow);
  const heading = COLUMNS.map(([key]) => translate(language, message(key)));
  const content = xlsxBase64Of([
    { name: 'orders', rows: [heading, ...rows.map((r) => COLUMNS.map(([, cell]) => cell(r)))] },
  ]);
  return succeed({
    file_name: `orders-${deps.now().toISOString().slice(0, 10)}.xlsx`,
    content_type: CONTENT_TYPES.xlsx,
    content_base64: content,
    rows: rows.length,
  });
}

/** The merchant's active products with what the warehouse can still promise to an order. */
export async function orderProducts(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.products'>,
): Promise<Outcome<Page<OrderProduct>>> {
  const paging = pagingOf(input);
  // The merchant's text is matched literally: % and _ are not wildcards here.
  const keyword = input.keyword.trim().replace(/[\\%_]/g, '\\$&');
  let base = deps.db
    .selectFrom('products')
    .leftJoin('inventory', (join) =>
      join
        .onRef('inventory.product_id', '=', 'products.id')
        .on('inventory.warehouse_id', '=', input.warehouse_id),
    )
    .where('products.customer_id', '=', session.customerId)
    .where('products.status', '=', 'active');
  if (keyword !== '')
    base = base.where((eb) =>
      eb.or([
        eb('products.sku', 'ilike', `%${keyword}%`),
        eb('products.name', 'ilike', `%${keyword}%`),
      ]),
    );
  const [rows, count] = await Promise.all([
    base
      .select([
        'products.id',
        'products.sku',
        'products.name',
        'products.cn_name',
        'products.packing_material',
        'inventory.on_hand',
        'inventory.reserved',
      ])
      .orderBy('products.sku')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return succeed(
    pageOf(
      rows.map((r) => ({
        product_id: r.id,
        sku: r.sku,
        name: r.name,
        cn_name: r.cn_name,
        packing_material: r.packing_material,
        available: availableStock({ onHand: r.on_hand ?? 0, reserved: r.reserved ?? 0 }),
      })),
      Number(count.n),
      paging,
    ),
  );
}
