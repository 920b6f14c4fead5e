import type { RmaSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  message,
  ok,
  processRma,
  RMA_MACHINE,
  RMA_STATUSES,
  rmaProcessDeltas,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { moveStock } from '../inventory/repository';
import { resumeAfterStockArrived } from '../order/fulfilment';
import { lockMerchant } from '../order/repository';
import { OPERATOR_NAME } from '../shared/operator';
import { opsQueue } from '../shared/ops-queue';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { lockRma, opsRmaCount, opsRmaPage, recordRmaLine, rmaLinesOf } from './repository';
import { rmaRow } from './rma-view';
import { inTransaction } from '../../db/transaction';

/** The returns in one status (awaiting arrival unless asked), oldest first. */
export const opsRmas = (deps: Deps, input: InputFor<'ops.rmas'>) =>
  opsQueue(
    input,
    { statuses: RMA_STATUSES, fallback: 'awaiting_arrival' },
    {
      count: (status) => opsRmaCount(deps.db, status),
      page: (status, paging) => opsRmaPage(deps.db, status, paging),
    },
    rmaRow,
  );

interface RmaReceipt {
  readonly lineId: number;
  readonly received: number;
  readonly qualified: number;
  readonly unqualified: number;
  readonly disposed: number;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000
    ? value
    : undefined;

/** Each line: received = qualified + unqualified, disposed at most what was received. */
function readReceipts(text: string): RmaReceipt[] | MessageCode {
  const bad = message('SERVER.INVALID_FIELD', { field: 'lines' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return bad;
  }
  if (!Array.isArray(parsed) || parsed.length > 100) return bad;
  const receipts: RmaReceipt[] = [];
  for (const item of parsed) {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const receipt = {
      lineId: count(r['line_id']),
      received: count(r['received'] ?? 0),
      qualified: count(r['qualified'] ?? 0),
      unqualified: count(r['unqualified'] ?? 0),
      disposed: count(r['disposed'] ?? 0),
    };
    if (Object.values(receipt).some((v) => v === undefined)) return bad;
    const valid = receipt as RmaReceipt;
    if (valid.qualified + valid.unqualified !== valid.received || valid.disposed > valid.received)
      return message('SERVER.RMA_QUANTITIES');
    if (receipts.some((x) => x.lineId === valid.lineId)) return bad;
    receipts.push(valid);
  }
  return receipts;
}

/**
 * The warehouse receives and processes an arrived return in one transaction (processRma decides;
 * the disposal is the merchant's back-to-shelf choice): the quantities are recorded and, when the
 * goods go back on the shelf, the qualified ones return to stock on hand with a log line.
 */
export async function processReturn(
  deps: Deps,
  input: InputFor<'ops.processRma'>,
): Promise<Outcome<RmaSavedData>> {
  const id = input.rma_id;
  const receipts = readReceipts(input.lines);
  if (!Array.isArray(receipts)) return invalid([receipts]);
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const rma = await lockRma(tx, id);
    if (!rma) return fail(API_CODES.notFound, 'SERVER.RMA_UNKNOWN');
    // processRma decides first (the disposal is the merchant's back-to-shelf choice), so a
    // return in the wrong status answers a conflict whatever lines were sent.
    const decided = processRma(storedStatusOrThrow(RMA_MACHINE, rma.status), {
      backToShelf: rma.back_to_shelf,
    });
    if (!decided.ok) return fail(API_CODES.conflict, decided.error);
    const lines = await rmaLinesOf(tx, rma.id);
    for (const receipt of receipts) {
      const line = lines.find((l) => l.id === receipt.lineId);
      // Checked before anything is written, so a refusal leaves the return as it was.
      if (!line)
        return fail(
          API_CODES.invalid,
          message('SERVER.RMA_LINE_UNKNOWN', { line: receipt.lineId }),
        );
      if (receipt.received > line.quantity)
        return fail(
          API_CODES.invalid,
          message('SERVER.RECEIVED_ABOVE_QUANTITY', { quantity: line.quantity }),
        );
    }
    const processed = await applyDomainEvent(tx, {
      table: 'rmas',
      row: rma,
      machine: RMA_MACHINE,
      now,
      decide: (from) => {
        const again = processRma(from, decided.value.disposal);
        return again.ok ? ok(again.value.status) : again;
      },
    });
    if (!processed.ok) return fail(API_CODES.conflict, processed.error);
    // The owner before its inventory rows, as every order change locks them (no deadlock with a
    // submission); units back on the shelf resume its waiting orders in this transaction.
    const backOnShelf = decided.value.disposal.backToShelf && receipts.some((r) => r.qualified > 0);
    if (backOnShelf) await lockMerchant(tx, rma.customer_id);
    for (const receipt of receipts) {
      const line = lines.find((l) => l.id === receipt.lineId);
      if (!line) continue;
      await recordRmaLine(tx, line.id, {
        received: receipt.received,
        qualified: receipt.qualified,
        unqualified: receipt.unqualified,
        disposed: receipt.disposed,
      });
      await moveStock(tx, {
        customerId: rma.customer_id,
        productId: line.product_id,
        warehouseId: rma.warehouse_id,
        deltas: rmaProcessDeltas(receipt.qualified, decided.value.disposal.backToShelf),
        cause: 'rma_back_to_shelf',
        reference: rma.rma_no,
        operator: OPERATOR_NAME,
        now,
      });
    }
    if (backOnShelf) await resumeAfterStockArrived(tx, rma.customer_id, rma.warehouse_id, now);
    return succeed(
      { id: rma.id, rma_no: rma.rma_no, status: processed.value.to },
      'SERVER.RMA_PROCESSED',
    );
  });
}
