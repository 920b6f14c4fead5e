import type { Language, Money } from '@portal/domain';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WindowedRows } from './WindowedRows';
import { Table } from 'semantic-ui-react';
import { ListPager } from '../components/ListPager';
import { ListStatus } from '../components/ListStatus';
import { moneyText } from '../format/money';
import { localTime } from '../format/local-time';
import type { PagedList } from '../lists/paged-list';
import type { WarehouseOf } from './WarehouseName';
import { WarehouseName } from './WarehouseName';

/** What a cell renders with: the translator and the language shown. */
export interface CellView {
  readonly t: TFunction;
  readonly language: Language;
}

/** One column of a table: its header (a catalog key, or a control) and how a row fills it. */
export interface Column<Row> {
  readonly header: string | ((view: CellView) => ReactNode);
  readonly cell: (row: Row, view: CellView) => ReactNode;
  readonly align?: 'right';
  readonly collapsing?: boolean;
  readonly className?: string;
}

interface TableProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly Column<Row>[];
  readonly rowKey: (row: Row) => string | number;
  /** Row states semantic-ui colours (a low stock, a failed upload row). */
  readonly rowState?: (row: Row) => { readonly warning?: boolean; readonly negative?: boolean };
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
  readonly 'aria-busy'?: boolean;
}

/** The classes semantic-ui's Table.Cell would give a column's cells. */
const cellClass = (column: Column<unknown>): string | undefined =>
  [
    column.align === 'right' ? 'right aligned' : undefined,
    column.collapsing === true ? 'collapsing' : undefined,
    column.className,
  ]
    .filter((part) => part !== undefined)
    .join(' ') || undefined;

/**
 * One row, its own observer: a change to one row (its box ticked) re-renders that row only, not
 * the page of up to 100 (the product list stays smooth at 100 rows a page). Plain `tr`/`td` with
 * the classes semantic-ui's Table.Row and Table.Cell would give: a page of 100 rows of 10 cells
 * is 1,100 fewer components to render (the web benchmark's render time).
 */
const DataRow = observer(function DataRow<Row>(props: {
  row: Row;
  columns: readonly Column<Row>[];
  t: TFunction;
  language: Language;
  state: { readonly warning?: boolean; readonly negative?: boolean } | undefined;
  /** Set when only the rows near the screen are drawn: its place, and where it reports its height. */
  index?: number;
  measure?: (row: HTMLTableRowElement | null) => void;
}) {
  const view = { t: props.t, language: props.language };
  const state = props.state;
  const rowClass =
    [
      state?.warning === true ? 'warning' : undefined,
      state?.negative === true ? 'negative' : undefined,
    ]
      .filter((part) => part !== undefined)
      .join(' ') || undefined;
  return (
    <tr
      className={rowClass}
      ref={props.measure}
      data-index={props.index}
      aria-rowindex={props.index === undefined ? undefined : props.index + 2}
    >
      {props.columns.map((column, index) => (
        <td key={index} className={cellClass(column as Column<unknown>)}>
          {column.cell(props.row, view)}
        </td>
      ))}
    </tr>
  );
});

/** Pages up to this many rows draw every row; longer ones only those near the screen. */
export const ALL_ROWS_UP_TO = 20;

/** A table whose headers and cells come from column configuration; headers are translated. */
export const DataTable = observer(function DataTable<Row>(props: TableProps<Row>) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const view = { t, language };
  return (
    <Table
      celled
      compact
      unstackable
      className={props.className}
      aria-rowcount={props.rows.length > ALL_ROWS_UP_TO ? props.rows.length + 1 : undefined}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-busy={props['aria-busy']}
    >
      <Table.Header>
        <Table.Row>
          {props.columns.map((column, index) => (
            <Table.HeaderCell
              key={index}
              scope="col"
              textAlign={column.align}
              collapsing={column.collapsing}
            >
              {typeof column.header === 'string' ? t(column.header) : column.header(view)}
            </Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.rows.length <= ALL_ROWS_UP_TO ? (
          props.rows.map((row) => (
            <DataRow
              key={props.rowKey(row)}
              row={row}
              columns={props.columns}
              t={t}
              language={language}
              state={props.rowState?.(row)}
            />
          ))
        ) : (
          <WindowedRows
            count={props.rows.length}
            columns={props.columns.length}
            keyOf={(index) => props.rowKey(props.rows[index] as Row)}
            row={(index, measure) => {
              const row = props.rows[index] as Row;
              return (
                <DataRow
                  key={props.rowKey(row)}
                  row={row}
                  columns={props.columns}
                  t={t}
                  language={language}
                  state={props.rowState?.(row)}
                  index={index}
                  measure={measure}
                />
              );
            }}
          />
        )}
      </Table.Body>
    </Table>
  );
});

/**
 * A server-paged list as one piece: the loader, failure or empty state, the table of the page's
 * rows, and the pager once there is something to page through.
 */
export const PagedTable = observer(function PagedTable<Row, Extra extends object>(
  props: Omit<TableProps<Row>, 'rows' | 'rowKey' | 'aria-busy'> & {
    readonly list: PagedList<Row, Extra>;
    readonly rowKey?: (row: Row) => string | number;
    /** The empty-state text, e.g. "No products yet". */
    readonly empty: string;
    /** Makes the pager's ids unique (kept-alive screens share the page). */
    readonly idPrefix: string;
  },
) {
  const { list, empty, idPrefix, rowKey, ...table } = props;
  return (
    <>
      <ListStatus list={list} empty={empty} />
      {list.rows.length > 0 && (
        <DataTable
          {...table}
          rows={list.rows}
          rowKey={rowKey ?? list.keyOf}
          aria-busy={list.loading}
        />
      )}
      {list.loaded && list.total > 0 && <ListPager list={list} idPrefix={idPrefix} />}
    </>
  );
});

/** A money column: the amount in the table's language through the one formatter (ADR 0017). */
export const moneyColumn = <Row,>(header: string, value: (row: Row) => Money): Column<Row> => ({
  header,
  cell: (row, { language }) => moneyText(value(row), language),
  align: 'right',
});

/** A column of a figure, aligned right. */
export const figureColumn = <Row,>(
  header: string,
  value: (row: Row) => ReactNode,
): Column<Row> => ({
  header,
  cell: value,
  align: 'right',
});

/** A column of a moment, shown in the reader's time zone and language. */
export const timeColumn = <Row,>(header: string, value: (row: Row) => string): Column<Row> => ({
  header,
  cell: (row, { language }) => localTime(value(row), language),
});

/** A column naming the row's warehouse in the reader's language (issue 10, item 6). */
export const warehouseColumn = <Row extends WarehouseOf>(header: string): Column<Row> => ({
  header,
  cell: (row) => <WarehouseName of={row} />,
});
