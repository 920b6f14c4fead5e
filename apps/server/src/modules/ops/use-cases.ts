import { randomBytes } from 'node:crypto';
import type {
  OpsDecisionData,
  OpsTopUpData,
  OpsVerificationRow,
  Page,
  WarehouseApplication,
} from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  message,
  ORDER_ABNORMAL_REASONS,
  ORDER_STATUSES,
  parseAmountToMinor,
  transitionWarehouseApplication,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { moveActivation } from '../shared/activation';
import { postLedgerEntry } from '../shared/ledger';
import { isWarehouseApplicationStatus } from '../shared/warehouse-application';

const OPS_TEXT_MAX = 200;

/** A required operator text of at most 200 characters. */
function opsText(text: string, field: string): string | MessageCode {
  const value = text.trim();
  if (value === '') return message('SERVER.FIELD_REQUIRED', { field });
  if ([...value].length > OPS_TEXT_MAX)
    return message('SERVER.TEXT_TOO_LONG', { field, max: OPS_TEXT_MAX });
  return value;
}

export async function pendingVerifications(
  deps: Deps,
  input: InputFor<'ops.verifications'>,
): Promise<Outcome<Page<OpsVerificationRow>>> {
  const paging = pagingOf(input);
  const query = deps.db
    .selectFrom('verifications as v')
    .innerJoin('customers as c', 'c.id', 'v.customer_id')
    .where('v.status', '=', 'pending');
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'v.customer_id',
      'c.username',
      'v.identity_type',
      'v.status',
      'v.submitted_at',
      'v.fields',
    ])
    .orderBy('v.submitted_at')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed(
    pageOf(
      rows.map((r) => ({
        customer_id: r.customer_id,
        username: r.username,
        type: r.identity_type,
        status: r.status,
        submitted_at: new Date(r.submitted_at).toISOString(),
        fields: JSON.parse(r.fields) as Record<string, string>,
      })),
      Number(total.n),
      paging,
    ),
  );
}

/** Passes or fails the pending review; the machine refuses a merchant not under review. */
export async function decideVerification(
  deps: Deps,
  input: InputFor<'ops.approveVerification'> & { readonly reason?: string },
  decision: 'approve' | 'reject',
): Promise<Outcome<OpsDecisionData>> {
  const customerId = input.customer_id;
  const reason = decision === 'reject' ? opsText(input.reason ?? '', 'reason') : null;
  if (reason !== null && typeof reason !== 'string') return invalid([reason]);
  const now = deps.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const result = await moveActivation(
      trx,
      customerId,
      decision,
      decision === 'reject' ? { rejection_reason: reason } : { rejection_reason: null },
    );
    if (result.ok)
      await trx
        .updateTable('verifications')
        .set({ status: decision === 'approve' ? 'approved' : 'rejected', reason, decided_at: now })
        .where('customer_id', '=', customerId)
        .where('status', '=', 'pending')
        .execute();
    return result;
  });
  if (!moved.ok)
    return fail(
      moved.error.code === 'SERVER.CUSTOMER_UNKNOWN' ? API_CODES.notFound : API_CODES.conflict,
      moved.error,
    );
  return succeed(
    { customer_id: customerId, status: moved.value },
    decision === 'approve' ? 'SERVER.VERIFICATION_APPROVED' : 'SERVER.VERIFICATION_REJECTED',
  );
}

export async function pendingApplications(
  deps: Deps,
  input: InputFor<'ops.warehouseApplications'>,
): Promise<Outcome<Page<WarehouseApplication & { customer_id: number }>>> {
  const paging = pagingOf(input);
  const query = deps.db
    .selectFrom('customer_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .where('cw.status', '=', 'pending');
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'cw.id',
      'cw.customer_id',
      'cw.warehouse_id',
      'w.name',
      'w.cn_name',
      'cw.status',
      'cw.reason',
      'cw.applied_at',
    ])
    .orderBy('cw.applied_at')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, applied_at: new Date(r.applied_at).toISOString() })),
      Number(total.n),
      paging,
    ),
  );
}

/**
 * Approves or refuses a pending warehouse application. Approving a topped-up merchant's first
 * warehouse completes its activation (topped_up -> active) in the same transaction.
 */
export async function decideWarehouse(
  deps: Deps,
  input: InputFor<'ops.approveWarehouse'> & { readonly reason?: string },
  decision: 'approve' | 'reject',
): Promise<Outcome<OpsDecisionData>> {
  const applicationId = input.application_id;
  const reason = decision === 'reject' ? opsText(input.reason ?? '', 'reason') : null;
  if (reason !== null && typeof reason !== 'string') return invalid([reason]);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('customer_warehouses')
      .selectAll()
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) return fail(API_CODES.notFound, 'SERVER.APPLICATION_UNKNOWN');
    const next = isWarehouseApplicationStatus(application.status)
      ? transitionWarehouseApplication(
          application.status,
          decision === 'approve' ? 'approve' : 'disapprove',
        )
      : undefined;
    if (!next?.ok) return fail(API_CODES.conflict, 'SERVER.APPLICATION_DECIDED');
    await trx
      .updateTable('customer_warehouses')
      .set({ status: next.value, reason, decided_at: now })
      .where('id', '=', application.id)
      .execute();
    const customer = await trx
      .selectFrom('customers')
      .select('activation_status')
      .where('id', '=', application.customer_id)
      .executeTakeFirstOrThrow();
    let status = customer.activation_status;
    if (decision === 'approve' && status === 'topped_up') {
      const moved = await moveActivation(trx, application.customer_id, 'activate_warehouse');
      if (moved.ok) status = moved.value;
    }
    return succeed(
      { customer_id: application.customer_id, status },
      decision === 'approve' ? 'SERVER.WAREHOUSE_APPROVED' : 'SERVER.WAREHOUSE_REJECTED',
    );
  });
}

/**
 * Credits a received payment through the ledger. A merchant whose identity has passed becomes
 * topped up, and active at once if a warehouse of its was already approved.
 */
export async function confirmTopUp(
  deps: Deps,
  input: InputFor<'ops.confirmTopUp'>,
): Promise<Outcome<OpsTopUpData>> {
  const customerId = input.customer_id;
  const amount = parseAmountToMinor(input.amount);
  if (!amount.ok) return invalidFields([{ ...amount.error, field: 'amount' }]);
  const reference = (input['reference'] ?? '').trim().slice(0, OPS_TEXT_MAX) || 'top-up';
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['id', 'activation_status'])
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!customer) return fail(API_CODES.notFound, 'SERVER.CUSTOMER_UNKNOWN');
    const entry = await postLedgerEntry(trx, {
      customerId: customer.id,
      kind: 'top_up',
      amountMinor: amount.value,
      reference,
      now,
    });
    let status = customer.activation_status;
    if (status === 'passed') {
      const moved = await moveActivation(trx, customer.id, 'top_up');
      if (moved.ok) status = moved.value;
      const approved = await trx
        .selectFrom('customer_warehouses')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      if (approved) {
        const active = await moveActivation(trx, customer.id, 'activate_warehouse');
        if (active.ok) status = active.value;
      }
    }
    return succeed(
      {
        customer_id: customer.id,
        ledger_id: entry.ledgerId,
        balance_minor: entry.balanceMinor,
        currency: entry.currency,
        status,
      },
      'SERVER.TOP_UP_CONFIRMED',
    );
  });
}

const isWebLink = (value: string) => value === '' || /^https?:\/\/[^\s]+$/i.test(value);

export async function publishNews(
  deps: Deps,
  input: InputFor<'ops.publishNews'>,
): Promise<Outcome<{ id: number }>> {
  const title = opsText(input.title, 'title');
  const titleCn = opsText(input.title_cn, 'title_cn');
  const href = (input['href'] ?? '').trim();
  const hrefCn = (input['href_cn'] ?? '').trim() || href;
  const errors = [title, titleCn].filter((v): v is MessageCode => typeof v !== 'string');
  if (!isWebLink(href) || !isWebLink(hrefCn)) errors.push(message('SERVER.HREF_INVALID'));
  if (errors.length > 0 || typeof title !== 'string' || typeof titleCn !== 'string')
    return invalid(errors);
  const row = await deps.db
    .insertInto('news')
    .values({
      title,
      title_cn: titleCn,
      href,
      href_cn: hrefCn,
      is_link: href !== '',
      published_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return succeed(row, 'SERVER.NEWS_PUBLISHED');
}

/** Records an order so the dashboard has something to count before the orders module exists. */
export async function createOrder(
  deps: Deps,
  input: InputFor<'ops.createOrder'>,
): Promise<Outcome<{ id: number; order_no: string }>> {
  const customerId = input.customer_id;
  const warehouseId = input.warehouse_id;
  const quantity = input.quantity;
  const status = (input['status'] ?? '').trim();
  const reason = (input['abnormal_reason'] ?? '').trim();
  const channel = opsText(input.channel, 'channel');
  const sku = (input['sku'] ?? '').trim();
  const errors: MessageCode[] = typeof channel === 'string' ? [] : [channel];
  if (!(ORDER_STATUSES as readonly string[]).includes(status))
    errors.push(message('SERVER.INVALID_FIELD', { field: 'status' }));
  if ((status === 'abnormal') !== (ORDER_ABNORMAL_REASONS as readonly string[]).includes(reason))
    errors.push(message('SERVER.INVALID_FIELD', { field: 'abnormal_reason' }));
  if (errors.length > 0 || typeof channel !== 'string') return invalid(errors);
  const customer = await deps.db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  const warehouse = await deps.db
    .selectFrom('warehouses')
    .select('id')
    .where('id', '=', warehouseId)
    .executeTakeFirst();
  if (!customer) return fail(API_CODES.notFound, 'SERVER.CUSTOMER_UNKNOWN');
  if (!warehouse) return fail(API_CODES.notFound, 'SERVER.WAREHOUSE_UNKNOWN');
  const orderNo = `OB${deps.now().toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        customer_id: customerId,
        order_no: orderNo,
        status,
        channel,
        warehouse_id: warehouseId,
        abnormal_reason: status === 'abnormal' ? reason : null,
        created_at: deps.now(),
      })
      .returning(['id', 'order_no'])
      .executeTakeFirstOrThrow();
    if (sku !== '')
      await trx
        .insertInto('order_lines')
        .values({ order_id: order.id, sku, quantity: quantity ?? 1 })
        .execute();
    return succeed(order, 'SERVER.ORDER_CREATED');
  });
}
