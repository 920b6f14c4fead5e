import type { OrderUploadRow } from '@portal/contract';
import { Button, Label } from 'semantic-ui-react';
import type { Column } from '../../kit/DataTable';
import { figureColumn, timeColumn } from '../../kit/DataTable';
import { statusLabel } from '../../kit/status-label';

/**
 * An upload's status label colour: red for error, none otherwise (fomantic's green label fails
 * the contrast rule for white text).
 */
export const statusColor = (status: OrderUploadRow['status']) =>
  status === 'error' ? ('red' as const) : undefined;

/** The columns every upload list shares: file, time, who, rows, orders, errors, status. */
export const uploadColumns: readonly Column<OrderUploadRow>[] = [
  { header: 'UI.ORDER_UPLOAD.HISTORY.FILE', cell: (row) => row.file_name },
  timeColumn('UI.ORDER_UPLOAD.HISTORY.TIME', (row) => row.created_at),
  { header: 'UI.ORDER_UPLOAD.HISTORY.WHO', cell: (row) => row.uploaded_by },
  figureColumn('UI.ORDER_UPLOAD.HISTORY.ROWS', (row) => row.rows),
  figureColumn('UI.ORDER_UPLOAD.HISTORY.CREATED', (row) => row.orders_created),
  figureColumn('UI.ORDER_UPLOAD.HISTORY.ERRORS', (row) => row.errors),
  {
    header: 'UI.ORDER_UPLOAD.HISTORY.STATUS',
    cell: (row, { t }) => (
      <Label size="small" color={statusColor(row.status)}>
        {t(statusLabel('orderUpload', row.status))}
      </Label>
    ),
  },
];

/** An actions column: one button per action, each named with the upload's file for screen readers. */
export const actionsColumn = (
  actions: readonly {
    readonly text: string;
    readonly run: (row: OrderUploadRow) => void;
    readonly negative?: boolean;
  }[],
): Column<OrderUploadRow> => ({
  header: 'UI.ORDER_UPLOAD.HISTORY.ACTIONS',
  collapsing: true,
  cell: (row, { t }) => (
    <>
      {actions.map((action) => (
        <Button
          key={action.text}
          type="button"
          size="mini"
          basic
          negative={action.negative}
          aria-label={`${t(action.text)} ${row.file_name}`}
          onClick={() => action.run(row)}
        >
          {t(action.text)}
        </Button>
      ))}
    </>
  ),
});
