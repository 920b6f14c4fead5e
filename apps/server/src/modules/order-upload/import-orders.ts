import type {
  MessageCode,
  OrderFormFields,
  OrderUploadRowOutcome,
  OrderUploadSaveAs,
  SkippedRow,
  TemplateRow,
  TemplateRowIssues,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  checkOrderGroup,
  headingOfField,
  message,
  ORDER_MACHINE,
  orderFieldsOfKind,
  orderFormOfRows,
  statusAfter,
  withMappingIssues,
} from '@portal/domain';
import { MAX_PHONE_CHECK } from '@portal/domain/phone-max';
import type { Transaction } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import type { Database, StoredRowIssue } from '../../db/schema';
import type { Deps } from '../../http/context';
import { activeRulesForMatch } from '../addon-rule/apply-to-order';
import type { Actor } from '../order/fulfilment';
import type { OrderInput, OrderValues } from '../order/order-form';
import { loadOrderFormFacts, readOrderForm } from '../order/order-form';
import { insertNewOrder, submitOrderIn } from '../order/use-cases';
import { takenReferences, warehouseIdsByName } from './repository';

/** Orders checked (or written) between two turns of the event loop. */
const CHUNK_ORDERS = 20;

/** A file column: its own heading and the template field it fills. */
export interface StoredColumn {
  readonly heading: string;
  readonly field: string | null;
}

/** One order's rows after the check: imported before, refused, or ready with its form read. */
export type CheckedGroup =
  | {
      readonly kind: 'skipped';
      readonly rows: readonly TemplateRow[];
      readonly reference: string;
      /** Why, when a mapping's skip rule left the row out (else: imported before). */
      readonly reason?: MessageCode;
    }
  | {
      readonly kind: 'error';
      readonly rows: readonly TemplateRow[];
      readonly verdicts: readonly TemplateRowIssues[];
    }
  | { readonly kind: 'ready'; readonly rows: readonly TemplateRow[]; readonly values: OrderValues };

/** What became of one row, as order_upload_rows stores it. */
export interface RowResult {
  readonly row: number;
  readonly reference: string;
  readonly cells: Readonly<Record<string, string>>;
  readonly outcome: OrderUploadRowOutcome;
  readonly orderId: number | null;
  readonly issues: readonly StoredRowIssue[];
}

const referenceOf = (row: TemplateRow) => (row.cells['reference_number'] ?? '').trim();

/** The wire form the order module's reader takes, from the domain's form of an order's rows. */
function orderInputOf(form: OrderFormFields, warehouses: ReadonlyMap<string, number>): OrderInput {
  const flags = Object.fromEntries(
    orderFieldsOfKind('flag').map((field) => [field, form[field] ? '1' : '']),
  );
  const warehouse = String(form.warehouse_id).trim().toLowerCase();
  return {
    ...(form as unknown as OrderInput),
    ...flags,
    // A warehouse the merchant has no approval for is id 0: the reader refuses it by name.
    warehouse_id: warehouses.get(warehouse) ?? 0,
  };
}

/** A stored issue: its template field and, when the file has that column, the file's heading. */
export const storedIssue = (
  columns: readonly StoredColumn[],
  issue: ValidationFieldIssue,
): StoredRowIssue => {
  const column = headingOfField(
    columns.map((c) => ({ heading: c.heading, field: (c.field ?? undefined) as never })),
    issue.field,
  );
  return {
    field: issue.field,
    code: issue.code,
    ...(issue.params === undefined ? {} : { params: issue.params }),
    ...(column === undefined ? {} : { column }),
  };
};

/**
 * Every order through the domain's rules (checkOrderGroup, the server's phone metadata), then
 * the order module's own form reader (an approved warehouse, active SKUs, a free reference), a
 * few orders at a time with a turn of the event loop between, so other requests get through while
 * a large file is checked. An order whose reference a live order already has is skipped whole: it
 * was imported before (ADR 0043).
 */
export async function checkGroups(
  deps: Deps,
  customerId: number,
  groups: readonly (readonly TemplateRow[])[],
  mappingIssues: ReadonlyMap<number, readonly ValidationFieldIssue[]> = new Map(),
): Promise<CheckedGroup[]> {
  const taken = await takenReferences(
    deps.db,
    customerId,
    groups.map((rows) => referenceOf(rows[0] as TemplateRow)),
  );
  const warehouses = await warehouseIdsByName(deps.db, customerId);
  // What the order form reader asks the database, asked once for the whole file.
  const facts = await loadOrderFormFacts(deps.db, customerId, {
    skus: groups.flatMap((rows) => rows.map((row) => (row.cells['sku'] ?? '').trim())),
    serviceCodes: [],
    takenReferences: taken,
  });
  const checked: CheckedGroup[] = [];
  const options = { phoneCheck: MAX_PHONE_CHECK };
  for (let start = 0; start < groups.length; start += CHUNK_ORDERS) {
    if (start > 0) await setImmediate();
    for (const rows of groups.slice(start, start + CHUNK_ORDERS)) {
      const reference = referenceOf(rows[0] as TemplateRow);
      if (reference !== '' && taken.has(reference)) {
        checked.push({ kind: 'skipped', rows, reference });
        continue;
      }
      const verdicts = withMappingIssues(checkOrderGroup(rows, options), mappingIssues);
      if (verdicts.some((verdict) => verdict.issues.length > 0)) {
        checked.push({ kind: 'error', rows, verdicts });
        continue;
      }
      const input = orderInputOf(orderFormOfRows(rows), warehouses);
      const form = await readOrderForm(deps.db, customerId, input, { complete: true, facts });
      if (form.ok) checked.push({ kind: 'ready', rows, values: form.value });
      else
        checked.push({
          kind: 'error',
          rows,
          verdicts: withMappingIssues(checkOrderGroup(rows, options, form.error), mappingIssues),
        });
    }
  }
  return checked;
}

/** Rows a mapping's skip rules left out (ADR 0072), stored as skipped with their reason. */
export const skippedGroups = (skipped: readonly SkippedRow[]): CheckedGroup[] =>
  skipped.map((row) => ({
    kind: 'skipped',
    rows: [{ number: row.row, cells: row.cells }],
    reference: row.key,
    reason: row.reason,
  }));

export interface WriteContext {
  readonly customerId: number;
  readonly uploadId: number;
  readonly saveAs: OrderUploadSaveAs;
  readonly autoResume: boolean;
  readonly actor: Actor;
  readonly now: Date;
  readonly columns: readonly StoredColumn[];
  /** Orders written hidden, for an import in batches that shows them when it finishes (ADR 0065). */
  readonly hidden?: boolean;
}

/** The answer of a submission that refused: why, as a stored issue of the order's first row. */
function submitRefusal(
  columns: readonly StoredColumn[],
  answer: Awaited<ReturnType<typeof submitOrderIn>>,
) {
  if (answer.ok) return [];
  const found = answer.error.issues ?? [];
  const reasons =
    found.length > 0
      ? found
      : answer.error.messages.map((m) => ({ field: 'reference_number', ...m }));
  return reasons.map((issue) => storedIssue(columns, issue));
}

/**
 * The checked orders written in the caller's transaction: each ready order created as the order
 * form creates one (pending submit), then, to save as processing, submitted as a single order is
 * (processing, or abnormal for stock, funds or plan-items); a submission the order cannot pass
 * leaves it pending submit with the reason on its row. Answers every row's result.
 */
export async function writeGroups(
  tx: Transaction<Database>,
  context: WriteContext,
  checked: readonly CheckedGroup[],
): Promise<RowResult[]> {
  const status = statusAfter(ORDER_MACHINE, ['save']);
  if (!status.ok) throw new Error(`the order machine refuses save: ${status.error.code}`);
  const results: RowResult[] = [];
  const skipped = message('SERVER.ORDER_UPLOAD_REFERENCE_SKIPPED');
  const rules = await activeRulesForMatch(tx, context.customerId);
  let written = 0;
  for (const group of checked) {
    if (group.kind === 'skipped') {
      for (const row of group.rows)
        results.push({
          row: row.number,
          reference: group.reference,
          cells: row.cells,
          outcome: 'skipped',
          orderId: null,
          issues: [
            {
              field: 'reference_number',
              ...(group.reason ?? { code: skipped.code, params: { reference: group.reference } }),
              ...(headingOfColumn(context.columns) ?? {}),
            },
          ],
        });
      continue;
    }
    if (group.kind === 'error') {
      group.rows.forEach((row, index) =>
        results.push({
          row: row.number,
          reference: referenceOf(row),
          cells: row.cells,
          outcome: 'error',
          orderId: null,
          issues: (group.verdicts[index]?.issues ?? []).map((issue) =>
            storedIssue(context.columns, issue),
          ),
        }),
      );
      continue;
    }
    // Another request may wait for the connection: let it in between a few orders.
    if (written > 0 && written % CHUNK_ORDERS === 0) await setImmediate();
    written += 1;
    const { id } = await insertNewOrder(tx, {
      customerId: context.customerId,
      status: status.value,
      form: group.values,
      actor: context.actor,
      now: context.now,
      upload: {
        id: context.uploadId,
        autoResume: context.autoResume,
        hidden: context.hidden === true,
      },
      rules,
    });
    let refusal: StoredRowIssue[] = [];
    if (context.saveAs === 'processing') {
      const answer: Awaited<ReturnType<typeof submitOrderIn>> = await submitOrderIn(tx, {
        customerId: context.customerId,
        id,
        actor: context.actor,
        now: context.now,
        ...(context.hidden === true ? { importing: context.uploadId } : {}),
      });
      refusal = submitRefusal(context.columns, answer);
    }
    group.rows.forEach((row, index) =>
      results.push({
        row: row.number,
        reference: referenceOf(row),
        cells: row.cells,
        outcome: 'created',
        orderId: id,
        issues: index === 0 ? refusal : [],
      }),
    );
  }
  return results;
}

const headingOfColumn = (columns: readonly StoredColumn[]) => {
  const heading = columns.find((c) => c.field === 'reference_number')?.heading.trim();
  return heading === undefined || heading === '' ? undefined : { column: heading };
};
