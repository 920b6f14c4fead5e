import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckReport } from './report';
import { main, parseArguments } from './main';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));

/** Runs the command in this process on an example file; returns the exit status and output. */
async function check(args: readonly string[]) {
  let out = '';
  let error = '';
  const status = await main(args, {
    readFile: (path) => readFile(`${EXAMPLES}${path}`),
    write: (text) => (out += text),
    writeError: (text) => (error += text),
  });
  return { status, out, error };
}

const FORMATS = ['csv', 'xlsx', 'xls'] as const;

describe.each(FORMATS)('portal-check on the %s examples', (format) => {
  it.each(['orders', 'products'] as const)('passes the good %s file with exit 0', async (kind) => {
    const en = await check([kind, `${kind}-good.${format}`]);
    expect(en).toMatchObject({ status: 0, error: '' });
    expect(en.out).toContain('Every row would import.');
    const zh = await check([kind, `${kind}-good.${format}`, '--lang', 'zh']);
    expect(zh.out).toContain('所有行均可导入。');
  });

  it('reports each failing product row with its problems, exit 1', async () => {
    const en = await check(['products', `products-bad.${format}`]);
    expect(en.status).toBe(1);
    expect(en.out).toContain('5 rows checked, 4 fail');
    expect(en.out).toMatch(/Row 3 \(MUG-02\):\n {2}HS code: /);
    expect(en.out).toMatch(/Row 4 \(MUG-01\):\n {2}SKU: This SKU already exists\./);
    expect(en.out).not.toContain('Row 2 ');
    const zh = await check(['products', `products-bad.${format}`, '--lang=zh']);
    expect(zh.status).toBe(1);
    expect(zh.out).toContain('已检查 5 行, 4 行未通过');
    expect(zh.out).toMatch(/第 3 行 \(MUG-02\):\n {2}海关编码: /);
  });

  it('reports failing orders on the rows that have the problem, exit 1', async () => {
    const en = await check(['orders', `orders-bad.${format}`]);
    expect(en.status).toBe(1);
    expect(en.out).toMatch(/Row 2 \(PO-2001\):\n {2}Postcode: /);
    expect(en.out).toMatch(/Row 3 \(PO-2001\):\n {2}Reference number: .*row 2/);
    expect(en.out).toMatch(/Row 5 \(PO-2002\):\n {2}Quantity: /);
    expect(en.out).toMatch(/Row 7 \(-\):\n {2}Reference number: This field is required!/);
    expect(en.out).not.toContain('Row 6 ');
    const zh = await check(['orders', `orders-bad.${format}`, '--lang', 'zh']);
    expect(zh.out).toMatch(/第 2 行 \(PO-2001\):\n {2}邮编: /);
  });

  it('prints JSON with codes and params for scripts', async () => {
    const { status, out } = await check(['products', `products-bad.${format}`, '--json']);
    const report = JSON.parse(out) as CheckReport;
    expect(status).toBe(1);
    expect(report).toMatchObject({ kind: 'products', outcome: 'rows_fail', exitCode: 1 });
    expect(report.rows.map((row) => [row.row, row.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(report.rows[3]?.issues).toContainEqual({
      field: 'liquid',
      column: 'Liquid (1/0)',
      code: 'SERVER.INVALID_FIELD',
      params: { field: 'liquid' },
      message: 'The field liquid is not valid',
    });
    const zh = JSON.parse(
      (await check(['orders', `orders-bad.${format}`, '--json', '--lang', 'zh'])).out,
    );
    expect(zh.rows[4]).toEqual({
      row: 6,
      key: 'PO-2003',
      ok: true,
      issues: [],
    });
    expect(zh.rows[0].issues[0]).toMatchObject({ field: 'postcode', column: '邮编' });
  });
});

describe('a file the upload would refuse whole', () => {
  it.each([
    ['orders', 'unreadable.xlsx', 'TEMPLATE.UNREADABLE'],
    ['products', 'unreadable.xlsx', 'TEMPLATE.UNREADABLE'],
    ['orders', 'products-good.csv', 'TEMPLATE.HEADER_MISSING'],
    ['products', 'generate.ts', 'UPLOAD.FILE_TYPE'],
  ] as const)('%s %s: exit 2 with %s', async (kind, file, code) => {
    const { status, out } = await check([kind, file, '--json']);
    expect(status).toBe(2);
    expect(JSON.parse(out)).toMatchObject({ outcome: 'unreadable', refusal: { code } });
    const zh = await check([kind, file, '--lang', 'zh']);
    expect(zh.out).toMatch(/[\u4e00-\u9fff]/);
  });

  it('exits 2 when the file cannot be opened, saying so in the asked language', async () => {
    expect(await check(['orders', 'missing.csv'])).toMatchObject({
      status: 2,
      error: 'Cannot open missing.csv\n',
    });
    expect((await check(['orders', 'missing.csv', '--lang', 'zh'])).error).toBe(
      '无法打开 missing.csv\n',
    );
  });
});

describe('parseArguments', () => {
  it.each([
    [['orders', 'a.csv'], { kind: 'orders', file: 'a.csv', language: 'en', json: false }],
    [
      ['--json', 'products', 'b.xls', '--lang', 'zh'],
      { kind: 'products', file: 'b.xls', language: 'zh', json: true },
    ],
    [
      ['products', 'b.xls', '--lang=zh'],
      { kind: 'products', file: 'b.xls', language: 'zh', json: false },
    ],
    [['orders'], undefined],
    [['asn', 'a.csv'], undefined],
    [['orders', 'a.csv', 'b.csv'], undefined],
    [['orders', 'a.csv', '--lang', 'fr'], undefined],
    [['orders', 'a.csv', '--verbose'], undefined],
  ] as const)('reads %j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected);
  });

  it('takes any file name and the flags in any order', () => {
    const name = fc.string({ minLength: 1 }).filter((s) => !s.startsWith('-'));
    fc.assert(
      fc.property(
        name,
        fc.constantFrom('en', 'zh'),
        fc.boolean(),
        fc.boolean(),
        (file, lang, json, first) => {
          const flags = [...(json ? ['--json'] : []), '--lang', lang];
          const argv = first ? [...flags, 'orders', file] : ['orders', file, ...flags];
          expect(parseArguments(argv)).toEqual({ kind: 'orders', file, language: lang, json });
        },
      ),
    );
  });

  it('prints the usage and exits 2 for arguments it cannot read', async () => {
    const { status, error } = await check(['check', 'x.csv']);
    expect(status).toBe(2);
    expect(error).toContain('Usage: portal-check orders|products FILE');
  });
});

it('is a command: the process exits with the status', async () => {
  const run = promisify(execFile);
  const tsx = fileURLToPath(import.meta.resolve('tsx'));
  const cli = fileURLToPath(new URL('cli.ts', import.meta.url));
  const good = await run(process.execPath, [
    '--import',
    tsx,
    cli,
    'orders',
    `${EXAMPLES}orders-good.csv`,
  ]);
  expect(good.stdout).toContain('Every row would import.');
  await expect(
    run(process.execPath, ['--import', tsx, cli, 'products', `${EXAMPLES}products-bad.csv`]),
  ).rejects.toMatchObject({ code: 1 });
}, 60_000);
