import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { validProduct } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { xlsxOf } from '../../test-support/xlsx';
import { parseCsv } from './csv';
import { UPLOAD_COLUMNS } from './upload-columns';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

type Result = {
  id: number;
  total: number;
  created: number;
  failed: number;
  rows: { row: number; sku: string; ok: boolean; product_id: number | null; msg: string[] }[];
};

async function upload(file: Buffer, name: string, headers: Record<string, string> = demo) {
  const body = multipartBody(file, name, 'application/octet-stream');
  const response = await t.app.inject({
    method: 'POST',
    url: '/merchant/api-product/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: string; msg: string | string[]; data: Result }>(),
  };
}

const rowsOf = (
  skus: readonly { sku: string; overrides?: Record<string, string> }[],
  language: 'en' | 'zh' = 'en',
) => {
  const header = UPLOAD_COLUMNS.map((c) => c[language]);
  const body = skus.map(({ sku, overrides }) => {
    const form = validProduct(sku, overrides ?? {});
    return UPLOAD_COLUMNS.map((c) => String(form[c.field] ?? ''));
  });
  return [header, ...body];
};
const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    `\uFEFF${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  );
const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the upload template', () => {
  it.each([
    ['en', 'English name'],
    ['zh', '英文名称'],
  ])('has the headers in %s', async (language, header) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/merchant/api-product/upload-template',
      headers: { ...demo, language },
    });
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`product-template-${language}.csv`);
    const rows = parseCsv(response.body) ?? [];
    expect(rows[0]).toContain(header);
    expect(rows[0]).toHaveLength(UPLOAD_COLUMNS.length);
  });

  it('needs a login', async () => {
    expect((await t.get('/merchant/api-product/upload-template')).body.code).toBe('401');
  });
});

describe('batch product upload', () => {
  it('creates the valid rows of a CSV as drafts and reports the invalid ones, stored for the result screen', async () => {
    const before = await productCount();
    const file = csvOf(
      rowsOf([
        { sku: 'UP-1' },
        { sku: 'UP-2', overrides: { hs_code: '12' } },
        { sku: 'UP-1' },
        { sku: 'UP-3', overrides: { name_en: 'Tea, "fine"' } },
      ]),
    );
    const reply = await upload(file, 'products.csv');
    expect(reply.body).toMatchObject({ code: '200', data: { total: 4, created: 2, failed: 2 } });
    const rows = reply.body.data.rows;
    expect(rows.map((r) => [r.row, r.sku, r.ok])).toEqual([
      [2, 'UP-1', true],
      [3, 'UP-2', false],
      [4, 'UP-1', false],
      [5, 'UP-3', true],
    ]);
    expect(rows[1]?.msg.join(' ')).toMatch(/HS/i);
    expect(rows[2]?.msg.length).toBeGreaterThan(0);
    expect(await productCount()).toBe(before + 2);
    const stored = await t.get<Result>(
      '/merchant/api-product/upload-result',
      { id: reply.body.data.id },
      { ...demo, language: 'zh' },
    );
    expect(stored.body.data).toMatchObject({ total: 4, created: 2 });
    expect(stored.body.data.rows[1]?.msg.join('')).toMatch(/[\u4e00-\u9fff]/);
    const detail = await t.get<{ name_en: string; status: string }>(
      '/merchant/api-product/detail',
      { id: rows[3]?.product_id ?? 0 },
      demo,
    );
    expect(detail.body.data).toMatchObject({ name_en: 'Tea, "fine"', status: 'draft' });
  });

  it('reads an XLSX with Chinese headers', async () => {
    const reply = await upload(
      xlsxOf(rowsOf([{ sku: 'XL-1' }, { sku: 'XL-2', overrides: { price: '-1' } }], 'zh')),
      'products.xlsx',
    );
    expect(reply.body).toMatchObject({ code: '200', data: { total: 2, created: 1, failed: 1 } });
  });

  it('refuses .xls with a message in both languages, and writes nothing', async () => {
    const before = await productCount();
    const en = await upload(Buffer.from('anything'), 'products.xls');
    expect(en.body).toMatchObject({ code: '400' });
    expect(String(en.body.msg)).toContain('.xlsx or .csv');
    const zh = await upload(Buffer.from('anything'), 'products.xls', { ...demo, language: 'zh' });
    expect(String(zh.body.msg)).toContain('.xlsx 或 .csv');
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['a file over 500 KB', Buffer.alloc(512_001, 0x41), 'big.csv'],
    ['another type', Buffer.from('x'), 'products.txt'],
    ['an XLSX that is not a zip', Buffer.from('not a zip at all'), 'fake.xlsx'],
    ['a CSV that is not UTF-8', Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'bad.csv'],
    ['a CSV without the headers', Buffer.from('a,b\n1,2\n'), 'nohead.csv'],
    ['a CSV with headers only', Buffer.from('SKU,English name\n'), 'empty.csv'],
    ['an unclosed quote', Buffer.from('SKU\n"abc\n'), 'quote.csv'],
  ])('refuses %s and writes nothing', async (_name, file, fileName) => {
    const before = await productCount();
    const reply = await upload(file, fileName);
    expect(reply.body.code).toBe('400');
    expect(await productCount()).toBe(before);
  });

  it('keeps results per merchant and needs a login', async () => {
    const reply = await upload(csvOf(rowsOf([{ sku: 'OWN-1' }])), 'own.csv');
    const other = await t.registerMerchant('uploadother');
    expect(
      (
        await t.get(
          '/merchant/api-product/upload-result',
          { id: reply.body.data.id },
          { token: other.token },
        )
      ).body.code,
    ).toBe('404');
    expect((await t.get('/merchant/api-product/upload-result', { id: 'x' }, demo)).body.code).toBe(
      '400',
    );
    expect((await upload(Buffer.from('SKU\n'), 'x.csv', {})).body.code).toBe('401');
  });
});

describe('parseCsv', () => {
  it.each([
    [
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['"a,1","b""c"\n', [['a,1', 'b"c']]],
    ['\uFEFFx\n\ny', [['x'], [''], ['y']]],
    ['"line\nbreak",z', [['line\nbreak', 'z']]],
  ])('reads %j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('refuses an unclosed quote', () => {
    expect(parseCsv('"open')).toBeUndefined();
  });
});
