import { Table } from 'semantic-ui-react';

/** A line of an inbound (ASN or return): what was announced and what the warehouse counted. */
export interface QuantityLine {
  readonly id: number;
  readonly sku: string;
  readonly quantity: number;
  readonly received: number;
  readonly qualified: number;
  readonly unqualified: number;
  readonly disposed?: number;
}

/**
 * The lines of an inbound with their quantities: expected, received, qualified, unqualified and,
 * when `headings.disposed` is given, disposed. Headings are the area's texts; name the table with
 * `aria-label` or `aria-labelledby`.
 */
export function LineQuantitiesTable(props: {
  lines: readonly QuantityLine[];
  headings: {
    sku: string;
    expected: string;
    received: string;
    qualified: string;
    unqualified: string;
    disposed?: string;
  };
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const { headings } = props;
  const disposed = headings.disposed !== undefined;
  return (
    <Table
      celled
      compact
      unstackable
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    >
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell scope="col">{headings.sku}</Table.HeaderCell>
          <Table.HeaderCell scope="col">{headings.expected}</Table.HeaderCell>
          <Table.HeaderCell scope="col">{headings.received}</Table.HeaderCell>
          <Table.HeaderCell scope="col">{headings.qualified}</Table.HeaderCell>
          <Table.HeaderCell scope="col">{headings.unqualified}</Table.HeaderCell>
          {disposed && <Table.HeaderCell scope="col">{headings.disposed}</Table.HeaderCell>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>{line.sku}</Table.Cell>
            <Table.Cell textAlign="right">{line.quantity}</Table.Cell>
            <Table.Cell textAlign="right">{line.received}</Table.Cell>
            <Table.Cell textAlign="right">{line.qualified}</Table.Cell>
            <Table.Cell textAlign="right">{line.unqualified}</Table.Cell>
            {disposed && <Table.Cell textAlign="right">{line.disposed}</Table.Cell>}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
