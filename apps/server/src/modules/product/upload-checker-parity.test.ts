// Issue 18: portal-check must give the verdict the product upload gives. Each file goes to the
// real upload (test app, fresh database) and to the checker's library; the row numbers, each
// row's verdict and each row's problems (translated, as the upload returns them) must agree, and
// a file the upload refuses whole must be one the checker cannot read (exit 2). The checker is
// told the SKUs the merchant already has, as the upload knows them from the database.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CellObject } from '@e965/xlsx';
import { utils, write } from '@e965/xlsx';
import { checkFile } from '@portal/checker';
import { translate } from '@portal/i18n';
import { xlsxEntries, xlsxOf, zip } from '@portal/spreadsheet/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { validProduct } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { fieldOfHeader, UPLOAD_COLUMNS } from './upload-columns';

/** The checker's example files, beside its source entry. */
const EXAMPLES = new URL('../examples/', import.meta.resolve('@portal/checker'));

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

type Language = 'en' | 'zh';
type Cell = string | number | boolean | CellObject;
interface Spec {
  sku: string;
  overrides?: Record<string, string>;
}
interface UploadRow {
  row: number;
  ok: boolean;
  msg: string[];
}

const rowsOf = (
  specs: readonly { sku: string; overrides?: Record<string, string> }[],
  language: Language = 'en',
): string[][] => [
  UPLOAD_COLUMNS.map((c) => c[language]),
  ...specs.map(({ sku, overrides }) => {
    const form = validProduct(sku, overrides ?? {});
    return UPLOAD_COLUMNS.map((c) => String(form[c.field] ?? ''));
  }),
];
const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    `\uFEFF${rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  );
const xlsOf = (rows: readonly (readonly Cell[])[]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((r) => [...r])), 'Products');
  return write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};
const FORMATS = { csv: csvOf, xlsx: (rows: string[][]) => xlsxOf(rows, true), xls: xlsOf } as const;
type Format = keyof typeof FORMATS;

/** The rows of the upload tests, with the product rules' edge cases beside them. */
const ROW_CASES: readonly [
  string,
  (p: string) => { sku: string; overrides?: Record<string, string> }[],
  Language,
][] = [
  [
    'valid, bad HS code, repeated SKU, quoted text',
    (p): Spec[] => [
      { sku: `${p}1` },
      { sku: `${p}2`, overrides: { hs_code: '12' } },
      { sku: `${p}1` },
      { sku: `${p}3`, overrides: { name_en: 'Tea, "fine"\nwith a second line' } },
    ],
    'en',
  ],
  [
    'Chinese headers, a negative price',
    (p): Spec[] => [
      { sku: `${p}1`, overrides: { name_zh: '蓝色陶瓷杯，带盖' } },
      { sku: `${p}2`, overrides: { price: '-1' } },
    ],
    'zh',
  ],
  [
    'choices, flags, limits, links and ceilings the server reads',
    (p): Spec[] => [
      { sku: `${p}1`, overrides: { liquid: 'maybe', barcode_type: 'bogus' } },
      { sku: `${p}2`, overrides: { product_type: 'crate', brand_type: 'licensed' } },
      { sku: `${p}3`, overrides: { usage: 'u'.repeat(201), product_link: 'shop.example/x' } },
      { sku: `${p}4`, overrides: { price: '30000000', declared_value: '30000000' } },
      { sku: `${p}5`, overrides: { name_en: '杯子', customs_description: 'free gift' } },
      { sku: `-${p}6`, overrides: { weight: '0', origin: '中国' } },
      { sku: `${p}7`, overrides: { brand_type: 'own', brand_name: 'Acme', battery: 'yes' } },
    ],
    'en',
  ],
];

/** Files the upload tests show being refused whole. */
const REFUSED_FILES: readonly [string, Buffer, string][] = [
  ['a file over 500 KB', Buffer.alloc(512_001, 0x41), 'big.csv'],
  ['another type', Buffer.from('x'), 'products.txt'],
  ['an XLSX that is not a zip', Buffer.from('not a zip at all'), 'fake.xlsx'],
  ['a CSV that is not UTF-8', Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'bad.csv'],
  ['a CSV without the headers', Buffer.from('a,b\n1,2\n'), 'nohead.csv'],
  ['a CSV with headers only', Buffer.from('SKU,English name\n'), 'empty.csv'],
  ['an unclosed quote', Buffer.from('SKU,English name\nA,"x\nB,y\n'), 'swallow.csv'],
  ['an empty .xls', Buffer.alloc(0), 'empty.xls'],
  ['a text file named .xls', Buffer.from('anything at all'), 'products.xls'],
  [
    'more than 2000 rows',
    csvOf([['SKU'], ...Array.from({ length: 2001 }, (_, i) => [`MANY-${i}`])]),
    'many.csv',
  ],
  [
    'a zip bomb',
    zip([
      ...xlsxEntries(rowsOf([{ sku: 'BOMB-1' }])),
      {
        name: 'xl/media/padding.bin',
        data: Buffer.alloc(21 * 1024 * 1024),
        deflate: true,
        claimedSize: 1000,
      },
    ]),
    'bomb.xlsx',
  ],
];

async function upload(file: Buffer, name: string, language: Language) {
  const body = multipartBody(file, name, 'application/octet-stream');
  const response = await t.app.inject({
    method: 'POST',
    url: '/merchant/api-product/upload',
    payload: body.payload,
    headers: { ...body.headers, ...demo, language },
  });
  return response.json<{ code: string; data: { rows: UploadRow[] } | null }>();
}

const existingSkus = async () =>
  (
    await t.db
      .selectFrom('products')
      .select('sku')
      .where('customer_id', '=', t.demoCustomerId)
      .where('status', '<>', 'deleted')
      .execute()
  ).map((row) => row.sku);

/**
 * An upload refusal as `field|message`: the upload names the column by the file's heading ('HS
 * code: Invalid HS code', issue 10 item 9), the checker gives the field; both must name the same.
 */
function uploadIssue(text: string): string {
  const named = /^(.+?)(?:: |：)(.*)$/s.exec(text);
  const field = named?.[1] === undefined ? undefined : fieldOfHeader(named[1]);
  return field === undefined ? text : `${field}|${named?.[2] ?? ''}`;
}

/** A checker refusal in the same shape: a field with no column of the template is the bare text. */
const checkerIssue = (issue: { field: string }, text: string) =>
  UPLOAD_COLUMNS.some((c) => c.field === issue.field) ? `${issue.field}|${text}` : text;

/** Both verdicts on one file, in the shape they are compared in. */
async function verdicts(file: Buffer, name: string, language: Language) {
  const checker = await checkFile('products', name, file, { existingSkus: await existingSkus() });
  const server = await upload(file, name, language);
  const sorted = (texts: readonly string[]) => [...texts].sort();
  return {
    server:
      server.code === '200'
        ? server.data?.rows.map((r) => ({
            row: r.row,
            ok: r.ok,
            msg: sorted(r.msg.map(uploadIssue)),
          }))
        : 'refused',
    checker: checker.ok
      ? checker.value.map((r) => ({
          row: r.row,
          ok: r.issues.length === 0,
          msg: sorted(r.issues.map((issue) => checkerIssue(issue, translate(language, issue)))),
        }))
      : 'refused',
  };
}

describe.each(Object.keys(FORMATS) as Format[])('the same verdicts on a %s', (format) => {
  it.each(
    ROW_CASES.map(([name, specs, language], index) => [name, specs, language, index] as const),
  )('per row: %s', async (_name, specs, language, index) => {
    const rows = rowsOf(specs(`P${index}${format}-`), language);
    const { server, checker } = await verdicts(
      FORMATS[format](rows),
      `products.${format}`,
      language,
    );
    expect(server).not.toBe('refused');
    expect(checker).toEqual(server);
  });

  it.each(['products-good', 'products-bad'])(
    "per row: the checker's example %s",
    async (example) => {
      const file = readFileSync(fileURLToPath(new URL(`${example}.${format}`, EXAMPLES)));
      for (const language of ['en', 'zh'] as const) {
        const { server, checker } = await verdicts(file, `${example}.${format}`, language);
        expect(checker).toEqual(server);
      }
    },
  );
});

it('reads the numbers and booleans of an XLS as the upload does', async () => {
  const [header = [], row = []] = rowsOf([{ sku: 'PARITY-NUM-1' }]);
  const typed = row.map((text, index): Cell => {
    const field = UPLOAD_COLUMNS[index]?.field;
    if (field === 'battery') return true;
    if (field === 'liquid') return false;
    return ['price', 'weight', 'length', 'hs_code'].includes(field ?? '') ? Number(text) : text;
  });
  const { server, checker } = await verdicts(xlsOf([header, typed]), 'typed.xls', 'en');
  expect(server).toEqual([{ row: 2, ok: true, msg: [] }]);
  expect(checker).toEqual(server);
});

it.each(REFUSED_FILES)(
  'refuses the whole file as the upload does: %s',
  async (_name, file, name) => {
    const { server, checker } = await verdicts(file, name, 'en');
    expect(server).toBe('refused');
    expect(checker).toBe('refused');
  },
);
