import { checkOrderRows, ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrderFile, mappingIssues, needsMapping, suggestedMapping } from './check-file';
import { bytesOf, orderRow, templateCsv } from './upload-test-kit';

const csv = (name: string, text: string) => ({ name, bytes: bytesOf(text) });
const issuesOf = (answer: Awaited<ReturnType<typeof checkOrderFile>>) =>
  answer.kind === 'checked'
    ? answer.rows.map((row) => [row.number, row.issues.map((issue) => issue.field)])
    : answer;

describe('checkOrderFile (the worker’s check)', () => {
  it('checks every row by the domain: good rows pass, a bad cell names its row and field', async () => {
    const text = templateCsv([
      orderRow('A-1', 'MUG-1'),
      orderRow('A-1', 'MUG-2'),
      orderRow('B-1', 'MUG-3', { quantity: '0' }),
      orderRow('C-1', 'MUG-4', { first_name: '' }),
    ]);
    const answer = await checkOrderFile(csv('orders.csv', text), undefined);
    expect(answer.kind).toBe('checked');
    expect(issuesOf(answer)).toEqual([
      [2, []],
      [3, []],
      [4, ['quantity']],
      [5, ['first_name']],
    ]);
    if (answer.kind === 'checked') {
      expect(answer.orders).toBe(3);
      expect(answer.headingOf.quantity).toBe('Quantity');
    }
  });

  it('reads the Chinese template’s headings too', async () => {
    const answer = await checkOrderFile(
      csv('订单.csv', templateCsv([orderRow('A-1', 'MUG-1')], 'zh')),
      undefined,
    );
    expect(issuesOf(answer)).toEqual([[2, []]]);
    if (answer.kind === 'checked') expect(answer.headingOf.quantity).toBe('数量');
  });

  it('reports progress up to every row, in batches', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => orderRow(`R-${i}`, `SKU-${i}`));
    const seen: [number, number][] = [];
    await checkOrderFile(csv('big.csv', templateCsv(rows)), undefined, (done, total) =>
      seen.push([done, total]),
    );
    expect(seen[0]).toEqual([0, 450]);
    expect(seen.at(-1)).toEqual([450, 450]);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.map(([done]) => done)).toEqual(
      [...seen.map(([done]) => done)].sort((a, b) => a - b),
    );
  });

  it('gives the same verdicts whatever the batch boundaries (orders are never split)', async () => {
    // 1 order of 250 lines crosses the 200-row batch: its rows are checked together
    const rows = Array.from({ length: 250 }, (_, i) => orderRow('BIG', `SKU-${i}`));
    rows[240] = orderRow('BIG', 'SKU-240', { quantity: 'x' });
    const answer = await checkOrderFile(csv('one.csv', templateCsv(rows)), undefined);
    if (answer.kind !== 'checked') throw new Error(answer.kind);
    expect(answer.orders).toBe(1);
    expect(
      answer.rows.filter((row) => row.issues.length > 0).map((row) => row.number),
    ).toHaveLength(250);
  });

  it('agrees with the domain checking the whole file at once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.constantFrom('2', '0', 'x', '999')), {
          minLength: 1,
          maxLength: 500,
        }),
        async (specs) => {
          const rows = specs.map(([order, quantity], i) =>
            orderRow(`R-${order}`, `SKU-${i}`, { quantity }),
          );
          const answer = await checkOrderFile(csv('p.csv', templateCsv(rows)), undefined);
          if (answer.kind !== 'checked') throw new Error(answer.kind);
          const whole = checkOrderRows(
            answer.rows.map((row) => ({ number: row.number, cells: row.byField })),
          );
          expect(answer.rows.map((row) => row.issues)).toEqual(whole.map((row) => row.issues));
        },
      ),
      { numRuns: 15 },
    );
  });

  it.each([
    ['orders.pdf', 'x', 'UPLOAD.FILE_TYPE'],
    ['orders.csv', 'Reference number,SKU\n', 'TEMPLATE.NO_ROWS'],
    ['orders.csv', 'Reference number,SKU\n"A,1\n', 'TEMPLATE.UNREADABLE'],
    ['orders.xlsx', 'not a zip', 'TEMPLATE.UNREADABLE'],
  ])('refuses %s (%j) whole: %s', async (name, text, code) => {
    const answer = await checkOrderFile(csv(name, text), undefined);
    expect(answer.kind === 'refused' && answer.problem.code).toBe(code);
  });

  it('refuses a file over 500 KB before reading it', async () => {
    const answer = await checkOrderFile(
      { name: 'o.csv', bytes: new Uint8Array(501 * 1024) },
      undefined,
    );
    expect(answer.kind === 'refused' && answer.problem.code).toBe('UPLOAD.FILE_TOO_LARGE');
  });

  it('asks for a mapping when headings differ from the template, then reads the file by it', async () => {
    const text = 'Order ID,Buyer first,Buyer last,Item SKU,Qty\nM-1,Ada,Lovelace,MUG-1,2\n';
    const first = await checkOrderFile(csv('market.csv', text), undefined);
    expect(first).toEqual({
      kind: 'mapping',
      header: ['Order ID', 'Buyer first', 'Buyer last', 'Item SKU', 'Qty'],
      suggested: { 'Order ID': '', 'Buyer first': '', 'Buyer last': '', 'Item SKU': '', Qty: '' },
    });
    const mapping = [
      { heading: 'Order ID', field: 'reference_number' },
      { heading: 'Buyer first', field: 'first_name' },
      { heading: 'Buyer last', field: 'last_name' },
      { heading: 'Item SKU', field: 'sku' },
      { heading: 'Qty', field: 'quantity' },
    ];
    const second = await checkOrderFile(csv('market.csv', text), mapping);
    if (second.kind !== 'checked') throw new Error(second.kind);
    expect(second.rows[0]?.byField).toMatchObject({
      reference_number: 'M-1',
      first_name: 'Ada',
      quantity: '2',
    });
    // the problems name the file's own headings
    expect(second.headingOf.sku).toBe('Item SKU');
    expect(second.rows[0]?.issues.some((issue) => issue.field === 'warehouse')).toBe(true);
  });

  it('reads a marketplace export: one row per line, the address on the order’s first row only', async () => {
    const text = templateCsv([
      orderRow('M-1', 'MUG-1'),
      {
        reference_number: 'M-1',
        sku: 'MUG-2',
        product_name: 'Mug',
        description: 'Ceramic mug',
        quantity: '1',
        declared_value: '10',
      },
    ]);
    const answer = await checkOrderFile(csv('m.csv', text), undefined);
    expect(issuesOf(answer)).toEqual([
      [2, []],
      [3, []],
    ]);
  });
});

describe('the mapping rules', () => {
  const template = ORDER_UPLOAD_COLUMNS.map((column) => column.en);

  it.each([
    [template, false],
    [['Reference number', 'SKU'], false],
    [['SKU', 'Quantity'], true],
    [['Reference number', 'Colour'], true],
    [['参考号', 'SKU', ''], false],
  ])('needsMapping(%j) is %s', (header, expected) => {
    expect(needsMapping(header)).toBe(expected);
  });

  it('reads past the error column of the error-rows file without asking for a mapping', () => {
    expect(needsMapping(['Reference number', 'SKU', 'Errors'], ['Errors', '错误'])).toBe(false);
    expect(needsMapping(['Reference number', 'SKU', 'Errors'])).toBe(true);
  });

  it('suggests the template fields it recognises and leaves out the rest', () => {
    expect(suggestedMapping(['Reference number', 'Colour', ''])).toEqual({
      'Reference number': 'reference_number',
      Colour: '',
    });
  });

  it('names a field mapped twice and a missing reference number', () => {
    expect(mappingIssues('market.csv', { a: 'sku', b: 'sku' })).toEqual({
      b: { code: 'TEMPLATE.MAPPING_FIELD_REPEATED', params: { field: 'sku' } },
      '': { code: 'UI.ORDER_UPLOAD.MAPPING.KEY_MISSING' },
    });
    expect(mappingIssues('market.csv', { a: 'reference_number', b: '', c: '' })).toEqual({});
  });

  it('reads a saved mapping over the template’s own headings', () => {
    expect(
      suggestedMapping(
        ['Order ID', 'SKU', 'Colour'],
        [{ heading: 'order id', field: 'reference_number' }],
      ),
    ).toEqual({ 'Order ID': 'reference_number', SKU: 'sku', Colour: '' });
  });
});
