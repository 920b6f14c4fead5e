import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ORDER_MAPPING_PRESETS } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckReport } from './report';
import { main, parseArguments } from './main';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));

/** Runs the command on example files, plus files given here by name (a mapping under test). */
async function check(args: readonly string[], files: Record<string, string> = {}) {
  let out = '';
  let error = '';
  const status = await main(args, {
    readFile: async (path) =>
      path in files ? Buffer.from(files[path] as string) : readFile(`${EXAMPLES}${path}`),
    write: (text) => (out += text),
    writeError: (text) => (error += text),
  });
  return { status, out, error };
}
const SHOPIFY = ['orders', 'shopify-orders.csv'];

describe('portal-check --mapping on a Shopify export', () => {
  it('passes the valid orders, skips the gift card with its reason, reports the bad order whole', async () => {
    const { status, out } = await check([...SHOPIFY, '--mapping', 'mapping-shopify.json']);
    expect(status).toBe(1);
    expect(out).toContain('6 rows checked, 2 fail, 1 not imported');
    // every problem of the row at once, each under the file's own column
    expect(out).toMatch(
      /Row 7 \(#1004\):\n {2}Lineitem quantity: .*\n {2}Shipping Method: The column Shipping Method holds Pigeon post, which the mapping does not translate.*\n {2}Shipping Country: The column Shipping Country holds Atlantis/,
    );
    expect(out).toMatch(
      /Row 8 \(#1004\):\n {2}Name: This order is refused: see its problems on row 7/,
    );
    expect(out).toContain(
      'Row 4 (#1001): Not imported: the column Lineitem requires shipping is false',
    );
    for (const row of [2, 3, 5, 6]) expect(out).not.toContain(`Row ${row} `);
  });

  it('says the same in Chinese', async () => {
    const { out } = await check([...SHOPIFY, '--mapping=mapping-shopify.json', '--lang', 'zh']);
    expect(out).toContain('已检查 6 行, 2 行未通过, 1 行未导入');
    expect(out).toContain('第 4 行 (#1001): 未导入:Lineitem requires shipping 列为 false');
    expect(out).toMatch(/Shipping Country: Shipping Country 列的值 Atlantis/);
  });

  it('prints the skipped rows and the file headings in JSON', async () => {
    const { out } = await check([...SHOPIFY, '--mapping', 'mapping-shopify.json', '--json']);
    const report = JSON.parse(out) as CheckReport;
    expect(report.rows.map((row) => [row.row, row.ok])).toEqual([
      [2, true],
      [3, true],
      [5, true],
      [6, true],
      [7, false],
      [8, false],
    ]);
    expect(report.skipped).toEqual([
      {
        row: 4,
        key: '#1001',
        code: 'TEMPLATE.ROW_SKIPPED_VALUE',
        params: { column: 'Lineitem requires shipping', value: 'false' },
        message: 'Not imported: the column Lineitem requires shipping is false',
      },
    ]);
    expect(report.rows[4]?.issues).toContainEqual(
      expect.objectContaining({ field: 'country', column: 'Shipping Country' }),
    );
  });

  it('reads a mapping saved before field rules (a list of heading and field)', async () => {
    const legacy = JSON.stringify([
      { heading: 'Name', field: 'reference_number' },
      { heading: 'Lineitem sku', field: 'sku' },
    ]);
    const { status, out } = await check([...SHOPIFY, '--mapping', 'old.json', '--json'], {
      'old.json': legacy,
    });
    expect(status).toBe(1);
    const report = JSON.parse(out) as CheckReport;
    expect(report.rows).toHaveLength(7);
    expect(report.skipped).toEqual([]);
  });
});

describe('portal-check --preset', () => {
  it.each(ORDER_MAPPING_PRESETS.map((preset) => preset.id))(
    '%s is known; a Shopify file read by another preset is refused naming the column it lacks',
    async (id) => {
      const { status, out } = await check([...SHOPIFY, '--preset', id, '--json']);
      const report = JSON.parse(out) as CheckReport;
      if (id === 'shopify-orders') {
        // The preset has no warehouse: the merchant's copy adds it (the --mapping example).
        expect(status).toBe(1);
        expect(report.skipped).toHaveLength(1);
        expect(report.rows[0]?.issues).toContainEqual(
          expect.objectContaining({ field: 'warehouse', code: 'VALIDATION.REQUIRED' }),
        );
      } else {
        expect(status).toBe(2);
        expect(report.refusal?.code).toBe('TEMPLATE.MAPPING_HEADING_ABSENT');
      }
    },
  );
});

describe('portal-check --preset amazon-order-report on a tab-separated report', () => {
  it('reads the tabs, names the file columns, and leaves only what the merchant adds', async () => {
    const { status, out } = await check([
      'orders',
      'amazon-orders.csv',
      '--preset',
      'amazon-order-report',
      '--json',
    ]);
    expect(status).toBe(1);
    const report = JSON.parse(out) as CheckReport;
    expect(report.rows.map((row) => row.row)).toEqual([2, 3, 4, 5]);
    // The preset leaves warehouse, channel and the unit value to the merchant's copy and products.
    const fields = (row: number) => new Set(report.rows[row]?.issues.map((issue) => issue.field));
    expect(fields(0)).toEqual(new Set(['warehouse', 'shipping_method', 'declared_value']));
    expect(fields(2)).toEqual(new Set(['warehouse', 'shipping_method', 'declared_value']));
    expect(report.rows[3]?.issues).toContainEqual(
      expect.objectContaining({
        field: 'country',
        column: 'ship-country',
        code: 'TEMPLATE.VALUE_NOT_COUNTRY',
      }),
    );
    expect(report.rows[3]?.issues).toContainEqual(
      expect.objectContaining({ field: 'sku', column: 'sku', code: 'VALIDATION.REQUIRED' }),
    );
  });
});

describe('a mapping portal-check cannot use: exit 2, said in the asked language', () => {
  it.each([
    [
      ['--preset', 'woocommerce'],
      {},
      'There is no preset woocommerce; the presets are shopify-orders',
    ],
    [['--mapping', 'none.json'], {}, 'Cannot open none.json'],
    [['--mapping', 'm.json'], { 'm.json': '{ not json' }, 'm.json is not a mapping'],
    [
      ['--mapping', 'm.json'],
      {
        'm.json': JSON.stringify({
          fields: [{ field: 'sku', source: { kind: 'fixed', value: ' ' } }],
        }),
      },
      'The mapping m.json is not valid at fields.0.source.value: This field is required',
    ],
  ] as const)('%j', async (flags, files, message) => {
    const { status, error, out } = await check([...SHOPIFY, ...flags], files);
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(error).toContain(message);
    const zh = await check([...SHOPIFY, ...flags, '--lang', 'zh'], files);
    expect(zh.error).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('parseArguments with a mapping', () => {
  it.each([
    [
      ['orders', 'a.csv', '--mapping', 'm.json'],
      {
        kind: 'orders',
        file: 'a.csv',
        language: 'en',
        json: false,
        mapping: { kind: 'file', path: 'm.json' },
      },
    ],
    [
      ['--preset=shopify-orders', 'orders', 'a.csv'],
      {
        kind: 'orders',
        file: 'a.csv',
        language: 'en',
        json: false,
        mapping: { kind: 'preset', id: 'shopify-orders' },
      },
    ],
    [['products', 'a.csv', '--preset', 'shopify-orders'], undefined],
    [['orders', 'a.csv', '--preset', 'x', '--mapping', 'm.json'], undefined],
    [['orders', 'a.csv', '--mapping'], undefined],
    [['orders', 'a.csv', '--mapping='], undefined],
  ] as const)('reads %j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected);
  });

  it('takes the mapping flag anywhere among the others', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9.-]{0,20}$/),
        fc.constantFrom('--mapping', '--preset'),
        fc.nat(3),
        (value, flag, at) => {
          const argv = ['orders', 'a.csv', '--json', '--lang', 'zh'];
          const place = [0, 2, 3, 5][at] as number;
          argv.splice(place, 0, flag, value);
          expect(parseArguments(argv)?.mapping).toEqual(
            flag === '--mapping' ? { kind: 'file', path: value } : { kind: 'preset', id: value },
          );
        },
      ),
    );
  });
});
