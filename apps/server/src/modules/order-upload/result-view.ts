import type {
  OrderUploadIssue,
  OrderUploadResult,
  OrderUploadResultRow,
  OrderUploadRow,
} from '@portal/contract';
import type { Language, OrderAbnormalReason } from '@portal/domain';
import {
  ORDER_MACHINE,
  ORDER_UPLOAD_COLUMNS,
  ORDER_UPLOAD_MACHINE,
  parseStatus,
  TRACKING_UPLOAD_COLUMNS,
} from '@portal/domain';
import type { StoredRowIssue } from '../../db/schema';
import { text as translate } from '../../i18n';
import type { UploadRecord, UploadRowRecord } from './repository';

const TEMPLATES = { orders: ORDER_UPLOAD_COLUMNS, tracking: TRACKING_UPLOAD_COLUMNS } as const;

const statusOrThrow = <S extends string>(result: { ok: true; value: S } | { ok: false }) => {
  if (!result.ok) throw new Error('unknown status stored');
  return result.value;
};

export function uploadRowView(upload: UploadRecord): OrderUploadRow {
  return {
    id: upload.id,
    kind: upload.kind,
    file_name: upload.file_name,
    created_at: new Date(upload.created_at).toISOString(),
    uploaded_by: upload.uploaded_by,
    rows: upload.total_rows,
    orders_created: upload.created,
    errors: upload.errors,
    skipped: upload.skipped,
    status: statusOrThrow(parseStatus(ORDER_UPLOAD_MACHINE, upload.status)),
    save_as: upload.save_as,
    auto_submit_abnormal: upload.auto_submit_abnormal,
    deleted_at: upload.deleted_at === null ? null : new Date(upload.deleted_at).toISOString(),
  };
}

/**
 * A row's problem as the reader sees it: the message in their language, under the file's own
 * heading of its column (issue 10 item 9), else the template's heading in their language.
 */
export function issueView(
  language: Language,
  kind: UploadRecord['kind'],
  issue: StoredRowIssue,
): OrderUploadIssue {
  const template = (TEMPLATES[kind] as readonly { field: string; en: string; zh: string }[]).find(
    (column) => column.field === issue.field,
  );
  const params = issue.params ?? {};
  return {
    field: issue.field,
    column: issue.column ?? template?.[language] ?? issue.field,
    code: issue.code,
    params: { ...params },
    message: translate(language, { code: issue.code, params }),
  };
}

export interface OrderFacts {
  readonly id: number;
  readonly order_no: string;
  readonly status: string;
  readonly abnormal_reason: string | null;
}

export function resultRowView(
  language: Language,
  kind: UploadRecord['kind'],
  row: UploadRowRecord,
  orders: ReadonlyMap<number, OrderFacts>,
): OrderUploadResultRow {
  const order = row.order_id === null ? undefined : orders.get(row.order_id);
  return {
    row: row.row_number,
    reference: row.reference,
    outcome: row.outcome,
    order_id: order?.id ?? row.order_id,
    order_no: order?.order_no ?? null,
    order_status:
      order === undefined ? null : statusOrThrow(parseStatus(ORDER_MACHINE, order.status)),
    abnormal_reason: (order?.abnormal_reason ?? null) as OrderAbnormalReason | null,
    cells: { ...row.cells },
    issues: row.issues.map((issue) => issueView(language, kind, issue)),
  };
}

export function resultView(
  language: Language,
  upload: UploadRecord,
  rows: readonly UploadRowRecord[],
  orders: ReadonlyMap<number, OrderFacts>,
  repeated = false,
): OrderUploadResult {
  return {
    upload: uploadRowView(upload),
    repeated,
    columns: upload.columns.map((column) => ({ heading: column.heading, field: column.field })),
    rows: rows.map((row) => resultRowView(language, upload.kind, row, orders)),
  };
}
