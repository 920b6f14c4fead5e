// Every file the server writes holds a merchant's formula-like text as text (OWASP "CSV
// Injection"): the order error rows as CSV and XLSX, also after a row is saved in place, and the
// order export. The cells are the 28 of @portal/spreadsheet/testing.
import { read, utils } from '@e965/xlsx';
import type { OrderUploadResult } from '@portal/contract';
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import { neutraliseFormula, parseCsv } from '@portal/spreadsheet';
import { FORMULA_CELLS, xlsxOf } from '@portal/spreadsheet/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { activeProducts, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { usUploadRow } from '../../test-support/orders';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp({ orderUploads: { maxBytes: 500 * 1024, ordersMax: 50 } });
  demo = await t.login();
  await requestPlanSkus(t, demo, 2);
  await activeProducts(t, demo, ['FX-A']);
}, 300_000);
afterAll(() => t.close());

type Cells = Record<string, string>;
const FIELDS = ORDER_UPLOAD_COLUMNS.map((c) => c.field);
const order = (reference: string, overrides: Cells = {}): Cells =>
  usUploadRow(reference, 'FX-A', overrides);
const table = (rows: readonly Cells[]) => [
  ORDER_UPLOAD_COLUMNS.map((c) => c.en),
  ...rows.map((row) => FIELDS.map((field) => row[field] ?? '')),
];
/** A CSV as a merchant's program may write it: cells as they are, quoted when they must be. */
const rawCsv = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    rows
      .map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n'),
  );

/** Text a spreadsheet program would run; plain numbers (`-1`, `+86…`) are numbers. */
const runnable = (cell: unknown) =>
  typeof cell === 'string' &&
  !/^[+-]?\d+(\.\d+)?$/.test(cell) &&
  /^[ \t\r\n\u00A0\u3000]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);

/** The cells of a written file as a spreadsheet program opens them (nothing dropped). */
function openedCells(base64: string, format: 'csv' | 'xlsx'): unknown[][] {
  const bytes = Buffer.from(base64, 'base64');
  if (format === 'csv') return parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) ?? [];
  const book = read(bytes, { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const formulas = Object.entries(sheet).filter(
    ([key, cell]) => !key.startsWith('!') && 'f' in cell,
  );
  expect(formulas).toEqual([]);
  return utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
}

const upload = async (file: Buffer, name: string) => {
  const body = multipartBody(file, name, 'application/octet-stream', 'file', {});
  const response = await t.app.inject({
    method: 'POST',
    url: '/merchant/api-orders/upload',
    payload: body.payload,
    headers: { ...body.headers, ...demo },
  });
  return response.json<{ data: OrderUploadResult }>().data;
};
const errorRows = async (id: number) =>
  (
    await t.get<{ file_name: string; content_base64: string }>(
      '/merchant/api-orders/upload-error-rows',
      { id },
      demo,
    )
  ).body.data;

describe.each(['csv', 'xlsx'] as const)('the %s error rows', (format) => {
  let answer: OrderUploadResult;
  beforeAll(async () => {
    // each row is an error (postcode), its remark one of the formula cells
    const rows = FORMULA_CELLS.map((cell, i) =>
      order(`FX-${format}-${i}`, { postcode: 'ABC', remark: cell }),
    );
    const file = format === 'csv' ? rawCsv(table(rows)) : xlsxOf(table(rows));
    answer = await upload(file, `formulas.${format}`);
    expect(answer.upload.errors).toBe(FORMULA_CELLS.length);
  });

  it('hold every formula-like cell as text behind an apostrophe', async () => {
    const cells = openedCells((await errorRows(answer.upload.id)).content_base64, format);
    expect(cells.flat().filter(runnable)).toEqual([]);
    const remark = FIELDS.indexOf('remark');
    const stored = answer.rows.map((row) => row.cells['remark'] ?? '');
    expect(stored.every(runnable)).toBe(true);
    const written = cells.slice(1).map((row) => String(row[remark]).replace(/\r\n/g, '\n'));
    expect(written).toEqual(stored.map((cell) => neutraliseFormula(cell).replace(/\r\n/g, '\n')));
  });

  it('still do after a row is saved in place with formula cells', async () => {
    const saved = await t.post<OrderUploadResult>(
      '/merchant/api-orders/upload-row-save',
      {
        id: answer.upload.id,
        row: 2,
        cells: JSON.stringify(
          order(`FX-${format}-saved`, {
            postcode: '=1+1',
            first_name: '=HYPERLINK("http://attacker.example","x")',
            last_name: '@SUM(1+1)',
            remark: "+cmd|' /C calc'!A0",
          }),
        ),
      },
      demo,
    );
    expect(saved.body.data.rows.find((r) => r.row === 2)?.outcome).toBe('error');
    const cells = openedCells((await errorRows(answer.upload.id)).content_base64, format);
    expect(cells.flat().filter(runnable)).toEqual([]);
    expect(cells.flat()).toContain(`'=HYPERLINK("http://attacker.example","x")`);
    expect(cells.flat()).toContain(`'@SUM(1+1)`);
  });
});

it('the order export holds a recipient named like a formula as text', async () => {
  const reference = 'FX-EXPORT-1';
  const answer = await upload(
    rawCsv(table([order(reference, { first_name: '=HYPERLINK("//a.example")' })])),
    'export.csv',
  );
  expect(answer.rows[0]?.issues ?? []).toEqual([]);
  const file = await t.get<{ content_base64: string }>(
    '/merchant/api-orders/export',
    { numbers: reference, search_field: 'reference_no' },
    demo,
  );
  const cells = openedCells(file.body.data.content_base64, 'xlsx');
  expect(cells.flat().filter(runnable)).toEqual([]);
  expect(cells.flat()).toContain(`'=HYPERLINK("//a.example") Smith`);
});
