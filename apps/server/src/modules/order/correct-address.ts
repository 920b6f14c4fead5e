import type { OrderSavedData } from '@portal/contract';
import { API_CODES, RECIPIENT_FIELD_NAMES } from '@portal/contract';
import type { OrderAbnormalReason } from '@portal/domain';
import { message, ORDER_MACHINE, validateOrderForm } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { applyDomainEvent } from '../shared/status';
import { fulfilSubmittedOrder } from './fulfilment';
import { savedOrder } from './order-view';
import {
  appendOrderEvent,
  lockOwnOrder,
  orderLines,
  orderServices,
  setOrderColumns,
} from './repository';
import { storedFormOf } from './stored-form';
import { actorOf } from './use-cases';
import { MAX_PHONE_CHECK } from '@portal/domain/phone-max';
import { inTransaction } from '../../db/transaction';

type Input = InputFor<'order.correctAddress'>;
type Recipient = Pick<Input, (typeof RECIPIENT_FIELD_NAMES)[number]>;

const recipientOf = (input: Input): Recipient => {
  const trimmed = Object.fromEntries(
    RECIPIENT_FIELD_NAMES.map((name) => [name, input[name].trim()]),
  ) as Recipient;
  return { ...trimmed, country: trimmed.country.toUpperCase() };
};

/**
 * The merchant corrects the recipient of an order the warehouse marked address abnormal. The
 * whole order is checked again by the domain with the new recipient (its recipient rules, and the
 * channel's); the country stays, since the order was quoted and charged for it (another country
 * is another shipment: cancel and submit again). Accepted, the order resumes in the same
 * transaction: it goes back to processing with what it already holds, or, holding nothing, takes
 * its stock, plan-items and fees now (or waits abnormal for the one that falls short).
 */
export async function correctAddress(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<OrderSavedData>> {
  const actor = await actorOf(deps, session);
  const now = deps.now();
  const recipient = recipientOf(input);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOwnOrder(tx, session.customerId, input.id);
    if (!order) return fail(API_CODES.notFound, 'SERVER.ORDER_UNKNOWN');
    if (order.status !== 'abnormal' || order.abnormal_reason !== 'address_abnormal')
      return fail(API_CODES.conflict, 'SERVER.ORDER_NOT_ADDRESS_ABNORMAL');
    if (recipient.country !== order.country)
      return invalidFields([
        {
          field: 'country',
          ...message('SERVER.ORDER_COUNTRY_KEPT', { country: order.country }),
        },
      ]);
    const lines = await orderLines(tx, order.id);
    const form = {
      ...storedFormOf(order, lines, await orderServices(tx, order.id)),
      ...recipient,
    };
    const issues = validateOrderForm(form, { complete: true, phoneCheck: MAX_PHONE_CHECK });
    if (issues.length > 0) return invalidFields(issues);
    await setOrderColumns(tx, order.id, { ...recipient, abnormal_reason: null, updated_at: now });
    const moved = await applyDomainEvent(tx, {
      table: 'orders',
      row: order,
      machine: ORDER_MACHINE,
      now,
      event: 'resume',
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: actor.kind,
      actor: actor.name,
      action: 'correctAddress',
      from: moved.value.from,
      to: moved.value.to,
      now,
    });
    const holds = Number(order.charged_minor) > 0 || lines.some((l) => l.reserved > 0);
    let reason: OrderAbnormalReason | null = null;
    let status = moved.value.to;
    if (!holds) {
      const done = await fulfilSubmittedOrder(tx, { ...order, status }, actor, now);
      if (!done.ok) throw new Error(`order ${order.order_no}: ${done.error.code}`);
      ({ status, reason } = done.value);
    }
    return succeed(
      savedOrder(order, status, { abnormal_reason: reason }),
      reason === null ? 'SERVER.ORDER_ADDRESS_CORRECTED' : 'SERVER.ORDER_ABNORMAL',
    );
  });
}
