import type { AsnSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { AsnEvent, MessageCode } from '@portal/domain';
import { ASN_STATUSES, message, transitionAsn } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { moveStock } from '../inventory/stock';
import { OPERATOR_NAME } from '../product/ops-use-cases';
import { countOf, opsQueue, pageIn } from '../shared/ops-queue';
import { asnRow, asnRows, asnStatusOf } from './asn-view';

/** What every operator step on an ASN takes: the ASN id (after validation). */
type Input = { readonly asn_id: number };
type Asn = {
  id: number;
  customer_id: number;
  warehouse_id: number;
  asn_no: string;
  status: string;
};
const REASON_MAX = 200;

/** The ASNs in one status (pending approval unless asked), oldest first. */
export const opsAsns = (deps: Deps, input: InputFor<'ops.asns'>) =>
  opsQueue(
    input,
    { statuses: ASN_STATUSES, fallback: 'pending_approval' },
    {
      count: (status) => countOf(deps.db.selectFrom('asns').where('status', '=', status)),
      page: (status, paging) =>
        pageIn(asnRows(deps.db).where('a.status', '=', status).orderBy('a.id'), paging),
    },
    asnRow,
  );

const linesOf = (tx: Transaction<Database>, asnId: number) =>
  tx
    .selectFrom('asn_lines')
    .selectAll()
    .where('asn_id', '=', asnId)
    .orderBy('id')
    .forUpdate()
    .execute();

/**
 * One operator step on an ASN in one transaction: lock it, let the machine decide, apply the
 * stock effect with its log lines, store the new status. A refused step changes nothing.
 */
async function step(
  deps: Deps,
  input: Input,
  event: AsnEvent,
  effect: (tx: Transaction<Database>, asn: Asn, now: Date) => Promise<MessageCode | undefined>,
  extra: MessageCode[] = [],
  advance = true,
): Promise<Outcome<AsnSavedData>> {
  const id = input.asn_id;
  if (extra.length > 0) return invalid(extra);
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const asn = await tx
      .selectFrom('asns')
      .select(['id', 'customer_id', 'warehouse_id', 'asn_no', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
    const to = transitionAsn(asnStatusOf(asn.status), event);
    if (!to.ok) return fail(API_CODES.conflict, to.error);
    const refused = await effect(tx, asn, now);
    if (refused) throw new RefusedStep(refused);
    if (!advance)
      return succeed({ id: asn.id, asn_no: asn.asn_no, status: asn.status }, 'SERVER.ASN_RECEIVED');
    await tx
      .updateTable('asns')
      .set({ status: to.value, updated_at: now })
      .where('id', '=', asn.id)
      .execute();
    return succeed({ id: asn.id, asn_no: asn.asn_no, status: to.value }, 'SERVER.ASN_UPDATED');
  });
}

/** Thrown inside the transaction to roll back what the effect already wrote. */
class RefusedStep extends Error {
  constructor(readonly code: MessageCode) {
    super(code.code);
  }
}

async function guarded(run: () => Promise<Outcome<AsnSavedData>>): Promise<Outcome<AsnSavedData>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RefusedStep) return fail(API_CODES.invalid, error.code);
    throw error;
  }
}

/** Approval: the warehouse now expects the goods, so every line is stock in transit. */
export const approveAsn = (deps: Deps, input: Input) =>
  step(deps, input, 'approve', async (tx, asn, now) => {
    for (const line of await linesOf(tx, asn.id))
      await moveStock(tx, {
        customerId: asn.customer_id,
        productId: line.product_id,
        warehouseId: asn.warehouse_id,
        deltas: { inTransit: line.quantity },
        cause: 'asn_approved',
        reference: asn.asn_no,
        operator: OPERATOR_NAME,
        now,
      });
    return undefined;
  });

export function rejectAsn(deps: Deps, input: InputFor<'ops.rejectAsn'>) {
  const reason = input.reason.trim();
  const errors: MessageCode[] = [];
  if (reason === '') errors.push(message('SERVER.FIELD_REQUIRED', { field: 'reason' }));
  if ([...reason].length > REASON_MAX)
    errors.push(message('SERVER.TEXT_TOO_LONG', { field: 'reason', max: REASON_MAX }));
  return step(
    deps,
    input,
    'reject',
    async (tx, asn) => {
      await tx
        .updateTable('asns')
        .set({ reject_reason: reason })
        .where('id', '=', asn.id)
        .execute();
      return undefined;
    },
    errors,
  );
}

export const arriveAsn = (deps: Deps, input: Input) =>
  step(deps, input, 'arrive', async () => undefined);

interface Receipt {
  readonly lineId: number;
  readonly qualified: number;
  readonly unqualified: number;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000
    ? value
    : typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) && Number(value) <= 1_000_000
      ? Number(value)
      : undefined;

function readReceipts(text: string): Receipt[] | MessageCode {
  const bad = message('SERVER.INVALID_FIELD', { field: 'lines' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return bad;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 100) return bad;
  const receipts: Receipt[] = [];
  for (const item of parsed) {
    const record =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const lineId = count(record['line_id']);
    const qualified = count(record['qualified'] ?? 0);
    const unqualified = count(record['unqualified'] ?? 0);
    if (lineId === undefined || qualified === undefined || unqualified === undefined) return bad;
    if (receipts.some((r) => r.lineId === lineId)) return bad;
    receipts.push({ lineId, qualified, unqualified });
  }
  return receipts;
}

/**
 * Receiving while the ASN is processing: per line, qualified goods go on hand, unqualified ones
 * apart, both out of in transit; the received total never passes the line's quantity. Each line
 * gets a log line and a batch. The machine has no receive event: receiving is allowed exactly
 * when finishing is (the ASN is processing), and the status stays as it is.
 */
export async function receiveAsn(
  deps: Deps,
  input: InputFor<'ops.receiveAsn'>,
): Promise<Outcome<AsnSavedData>> {
  const receipts = readReceipts(input.lines);
  const extra = Array.isArray(receipts) ? [] : [receipts];
  const list = Array.isArray(receipts) ? receipts : [];
  return guarded(() =>
    step(
      deps,
      input,
      'finish',
      async (tx, asn, now) => {
        const lines = await linesOf(tx, asn.id);
        for (const receipt of list) {
          const line = lines.find((l) => l.id === receipt.lineId);
          if (!line) return message('SERVER.ASN_LINE_UNKNOWN', { line: receipt.lineId });
          const received = receipt.qualified + receipt.unqualified;
          if (line.received + received > line.quantity)
            return message('SERVER.RECEIVED_ABOVE_QUANTITY', { quantity: line.quantity });
          if (received === 0) continue;
          await tx
            .updateTable('asn_lines')
            .set({
              received: line.received + received,
              qualified: line.qualified + receipt.qualified,
              unqualified: line.unqualified + receipt.unqualified,
            })
            .where('id', '=', line.id)
            .execute();
          await moveStock(tx, {
            customerId: asn.customer_id,
            productId: line.product_id,
            warehouseId: asn.warehouse_id,
            deltas: {
              inTransit: -received,
              onHand: receipt.qualified,
              unqualified: receipt.unqualified,
            },
            cause: 'asn_received',
            reference: asn.asn_no,
            operator: OPERATOR_NAME,
            now,
          });
          await tx
            .insertInto('inventory_batches')
            .values({
              customer_id: asn.customer_id,
              product_id: line.product_id,
              warehouse_id: asn.warehouse_id,
              batch_no: `${asn.asn_no}-${line.id}-${line.received + received}`,
              source: asn.asn_no,
              qualified: receipt.qualified,
              unqualified: receipt.unqualified,
              received_at: now,
            })
            .execute();
        }
        return undefined;
      },
      extra,
      false,
    ),
  );
}

/** Finishing: what never arrived leaves in transit, with its log line. */
export const finishAsn = (deps: Deps, input: Input) =>
  step(deps, input, 'finish', async (tx, asn, now) => {
    for (const line of await linesOf(tx, asn.id)) {
      const missing = line.quantity - line.received;
      if (missing > 0)
        await moveStock(tx, {
          customerId: asn.customer_id,
          productId: line.product_id,
          warehouseId: asn.warehouse_id,
          deltas: { inTransit: -missing },
          cause: 'asn_finished_short',
          reference: asn.asn_no,
          operator: OPERATOR_NAME,
          now,
        });
    }
    return undefined;
  });
