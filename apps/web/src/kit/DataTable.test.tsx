import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagedList } from '../lists/paged-list';
import { onePage, tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import type { Column } from './DataTable';
import { ALL_ROWS_UP_TO, DataTable, PagedTable } from './DataTable';

interface Row {
  readonly id: number;
  readonly asn_no: string;
  readonly quantity: number;
}

const COLUMNS: readonly Column<Row>[] = [
  { header: 'UI.ASN.NUMBER', cell: (row) => row.asn_no },
  { header: 'UI.ASN.EXPECTED', cell: (row) => row.quantity, align: 'right' },
  { header: 'UI.LIST.ACTIONS', cell: (row, { t }) => t('UI.ASN.VIEW_ROW', { asn: row.asn_no }) },
];

const ROWS: Row[] = [
  { id: 1, asn_no: 'ASN00000001', quantity: 20 },
  { id: 2, asn_no: 'ASN00000002', quantity: 5 },
];

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

const manyRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    asn_no: `ASN${String(index + 1).padStart(8, '0')}`,
    quantity: index,
  }));

function renderTable(language?: 'zh', rows: readonly Row[] = ROWS) {
  const { http } = tableHttpClient({});
  return renderWithShell(
    <DataTable rows={rows} columns={COLUMNS} rowKey={(row) => row.id} aria-label="Notices" />,
    { http, cookies: language === undefined ? {} : { language } },
  );
}

describe('DataTable', () => {
  it.each([
    [undefined, ['ASN number', 'Expected', 'Actions']],
    ['zh' as const, ['入库单号', '预报数量', '操作']],
  ])('translates the configured header keys (language %s)', async (language, headers) => {
    renderTable(language);
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(headers);
  });

  it('fills each row from the column cells, in order', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Notices' });
    const second = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(texts(within(second).getAllByRole('cell'))).toEqual([
      'ASN00000002',
      '5',
      'View ASN00000002',
    ]);
  });
});

describe('DataTable of a long page', () => {
  it(`draws every row of a page of up to ${ALL_ROWS_UP_TO}, the table naming no row count`, async () => {
    renderTable(undefined, manyRows(ALL_ROWS_UP_TO));
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(within(table).getAllByRole('row')).toHaveLength(ALL_ROWS_UP_TO + 1);
    expect(table.getAttribute('aria-rowcount')).toBeNull();
  });

  it('names its row count and each drawn row its place; the spacer rows are hidden', async () => {
    renderTable(undefined, manyRows(100));
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(table.getAttribute('aria-rowcount')).toBe('101');
    // which rows are drawn depends on the layout (none in happy-dom); each drawn one says its own
    const [, ...drawn] = within(table).getAllByRole('row');
    expect(drawn.length).toBeGreaterThan(0);
    for (const row of drawn) {
      const first = texts(within(row).getAllByRole('cell'))[0];
      expect(row.getAttribute('aria-rowindex')).toBe(String(Number(first?.slice(3)) + 1));
    }
    const spacers = table.querySelectorAll('tr.table-spacer');
    expect(spacers).toHaveLength(2);
    for (const spacer of spacers) expect(spacer.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('PagedTable', () => {
  it('shows the empty state, then the page of rows with its pager', async () => {
    let rows: Row[] = [];
    const list = new PagedList<Row>(
      async () => onePage(rows),
      (row) => row.id,
    );
    const { http } = tableHttpClient({});
    renderWithShell(
      <PagedTable list={list} columns={COLUMNS} empty="No notices" idPrefix="test" />,
      { http },
    );
    await act(() => list.load());
    expect(screen.getByRole('status').textContent).toContain('No notices');
    rows = ROWS;
    await act(() => list.load());
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });
});
