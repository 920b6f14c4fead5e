import type { Column } from '../kit/DataTable';
import { DataTable } from '../kit/DataTable';

/** A line of an inbound (ASN or return): what was announced and what the warehouse counted. */
export interface QuantityLine {
  readonly id: number;
  readonly sku: string;
  /** Null while a draft line has no quantity yet (shown blank). */
  readonly quantity: number | null;
  readonly received: number;
  readonly qualified: number;
  readonly unqualified: number;
  readonly disposed?: number;
}

const figure = (
  header: string,
  value: (line: QuantityLine) => number | undefined,
): Column<QuantityLine> => ({ header, cell: value, align: 'right' });

// Each area's headings; a return also counts what was disposed of.
const COLUMNS: Readonly<Record<'asn' | 'rma', readonly Column<QuantityLine>[]>> = {
  asn: [
    { header: 'UI.ASN.SKU', cell: (line) => line.sku },
    figure('UI.ASN.EXPECTED', (line) => line.quantity ?? undefined),
    figure('UI.ASN.RECEIVED', (line) => line.received),
    figure('UI.ASN.QUALIFIED', (line) => line.qualified),
    figure('UI.ASN.UNQUALIFIED', (line) => line.unqualified),
  ],
  rma: [
    { header: 'UI.RMA.SKU', cell: (line) => line.sku },
    figure('UI.RMA.EXPECTED', (line) => line.quantity ?? undefined),
    figure('UI.RMA.RECEIVED', (line) => line.received),
    figure('UI.RMA.QUALIFIED', (line) => line.qualified),
    figure('UI.RMA.UNQUALIFIED', (line) => line.unqualified),
    figure('UI.RMA.DISPOSED', (line) => line.disposed),
  ],
};

/**
 * The lines of an inbound with their quantities: expected, received, qualified, unqualified and,
 * for a return, disposed. Name the table with `aria-label` or `aria-labelledby`.
 */
export function LineQuantitiesTable(props: {
  lines: readonly QuantityLine[];
  area: 'asn' | 'rma';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <DataTable
      rows={props.lines}
      columns={COLUMNS[props.area]}
      rowKey={(line) => line.id}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    />
  );
}
