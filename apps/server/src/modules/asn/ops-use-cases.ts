import type { AsnSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { AsnEvent, MessageCode } from '@portal/domain';
import {
  ASN_MACHINE,
  ASN_STATUSES,
  asnApprovalDeltas,
  asnFinishDeltas,
  asnReceiptDeltas,
  message,
  receiveOnLine,
} from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { moveStock } from '../inventory/repository';
import { resumeAfterStockArrived } from '../order/fulfilment';
import { lockMerchant } from '../order/repository';
import { notifyMerchant } from '../settings-user/notify-merchant';
import { OPERATOR_NAME } from '../shared/operator';
import { opsQueue } from '../shared/ops-queue';
import { applyDomainEvent } from '../shared/status';
import { asnRow } from './asn-view';
import {
  insertBatch,
  lockAsn,
  lockAsnLines,
  opsAsnCount,
  opsAsnPage,
  recordLineReceipt,
  setAsnRejectReason,
  submittedValue,
} from './repository';
import { inTransaction } from '../../db/transaction';

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
      count: (status) => opsAsnCount(deps.db, status),
      page: (status, paging) => opsAsnPage(deps.db, status, paging),
    },
    asnRow,
  );

/**
 * One operator step on an ASN in one transaction: lock it, let the machine decide and store its
 * status (applyDomainEvent), then apply the stock effect with its log lines. A refused step, or
 * an effect that refuses, changes nothing (the effect's refusal rolls the transaction back).
 */
async function step(
  deps: Deps,
  input: Input,
  event: AsnEvent,
  effect: (tx: Transaction<Database>, asn: Asn, now: Date) => Promise<MessageCode | undefined>,
  extra: MessageCode[] = [],
  done: string = 'SERVER.ASN_UPDATED',
): Promise<Outcome<AsnSavedData>> {
  const id = input.asn_id;
  if (extra.length > 0) return invalid(extra);
  const now = deps.now();
  return guarded(() =>
    inTransaction(deps.db, async (tx) => {
      const asn = await lockAsn(tx, id);
      if (!asn) return fail(API_CODES.notFound, 'SERVER.ASN_UNKNOWN');
      const moved = await applyDomainEvent(tx, {
        table: 'asns',
        row: asn,
        machine: ASN_MACHINE,
        now,
        event,
      });
      if (!moved.ok) return fail(API_CODES.conflict, moved.error);
      // the machine moved it on, so it was submitted and names its warehouse
      const submitted = { ...asn, warehouse_id: submittedValue(asn.warehouse_id, 'warehouse') };
      const refused = await effect(tx, submitted, now);
      if (refused) throw new RefusedStep(refused);
      return succeed({ id: asn.id, asn_no: asn.asn_no, status: moved.value.to }, done);
    }),
  );
}

/** Thrown inside the transaction to roll back what the step already wrote. */
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
    for (const line of await lockAsnLines(tx, asn.id))
      await moveStock(tx, {
        customerId: asn.customer_id,
        productId: line.product_id,
        warehouseId: asn.warehouse_id,
        deltas: asnApprovalDeltas(line.quantity),
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
      await setAsnRejectReason(tx, asn.id, reason);
      return undefined;
    },
    errors,
  );
}

export const arriveAsn = (deps: Deps, input: Input) =>
  step(deps, input, 'arrive', async () => undefined);

type Receipt = InputFor<'ops.receiveAsn'>['lines'][number];

/**
 * The endpoint's schema types and bounds each receipt (ADR 0003: the JSON text is decoded before
 * it validates); what it cannot say is that each line appears once.
 */
const repeatedLine = (receipts: readonly Receipt[]): MessageCode | undefined =>
  new Set(receipts.map((r) => r.line_id)).size === receipts.length
    ? undefined
    : message('SERVER.INVALID_FIELD', { field: 'lines' });

/** Where an ASN's notice leads: the merchant's receiving list. */
const ASN_LIST_ROUTE = '/warehouse/receiving/list';

/**
 * Receiving is the machine's receive event (allowed while the ASN is processing, which it keeps):
 * per line the domain checks the received total stays within the quantity and gives the stock
 * effect (qualified on hand, unqualified apart, both out of in transit). Each line gets a log
 * line and a batch.
 */
export function receiveAsn(
  deps: Deps,
  input: InputFor<'ops.receiveAsn'>,
): Promise<Outcome<AsnSavedData>> {
  const repeated = repeatedLine(input.lines);
  const extra = repeated === undefined ? [] : [repeated];
  // The schema's defaults fill an absent count with 0; `?? 0` only tells the type checker so.
  const list = (repeated === undefined ? input.lines : []).map((r) => ({
    line_id: r.line_id,
    qualified: r.qualified ?? 0,
    unqualified: r.unqualified ?? 0,
  }));
  return step(
    deps,
    input,
    'receive',
    async (tx, asn, now) => {
      // The owner first, as every order change locks it, so the resume below never deadlocks
      // with a submission holding the owner and waiting for these inventory rows.
      await lockMerchant(tx, asn.customer_id);
      const lines = await lockAsnLines(tx, asn.id);
      let arrived = false;
      let received = false;
      for (const receipt of list) {
        const line = lines.find((l) => l.id === receipt.line_id);
        if (!line) return message('SERVER.ASN_LINE_UNKNOWN', { line: receipt.line_id });
        const progress = receiveOnLine(line, receipt);
        if (!progress.ok) return progress.error;
        if (progress.value.received === line.received) continue;
        await recordLineReceipt(tx, line.id, {
          received: progress.value.received,
          qualified: line.qualified + receipt.qualified,
          unqualified: line.unqualified + receipt.unqualified,
        });
        arrived ||= receipt.qualified > 0;
        received = true;
        await moveStock(tx, {
          customerId: asn.customer_id,
          productId: line.product_id,
          warehouseId: asn.warehouse_id,
          deltas: asnReceiptDeltas(receipt),
          cause: 'asn_received',
          reference: asn.asn_no,
          operator: OPERATOR_NAME,
          now,
        });
        await insertBatch(tx, {
          customerId: asn.customer_id,
          productId: line.product_id,
          warehouseId: asn.warehouse_id,
          batchNo: `${asn.asn_no}-${line.id}-${progress.value.received}`,
          source: asn.asn_no,
          qualified: receipt.qualified,
          unqualified: receipt.unqualified,
          now,
        });
      }
      // Qualified stock arrived: the owner's orders waiting in this warehouse take it now.
      if (arrived) await resumeAfterStockArrived(tx, asn.customer_id, asn.warehouse_id, now);
      if (received)
        await notifyMerchant(
          tx,
          asn.customer_id,
          'asn_received',
          { text: message('MAIL.ASN_RECEIVED_NOTICE', { asn: asn.asn_no }), href: ASN_LIST_ROUTE },
          now,
        );
      return undefined;
    },
    extra,
    'SERVER.ASN_RECEIVED',
  );
}

/** Finishing: what never arrived leaves in transit, with its log line. */
export const finishAsn = (deps: Deps, input: Input) =>
  step(deps, input, 'finish', async (tx, asn, now) => {
    for (const line of await lockAsnLines(tx, asn.id))
      await moveStock(tx, {
        customerId: asn.customer_id,
        productId: line.product_id,
        warehouseId: asn.warehouse_id,
        deltas: asnFinishDeltas(line),
        cause: 'asn_finished_short',
        reference: asn.asn_no,
        operator: OPERATOR_NAME,
        now,
      });
    return undefined;
  });
