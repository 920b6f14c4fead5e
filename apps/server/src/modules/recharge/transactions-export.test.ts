import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Export {
  file_name: string;
  content_base64: string;
  rows: number;
}

const sheetOf = (answer: Export) => {
  const book = read(Buffer.from(answer.content_base64, 'base64'));
  const name = book.SheetNames[0] ?? '';
  const sheet = book.Sheets[name];
  if (sheet === undefined) throw new Error('no sheet');
  return utils.sheet_to_json<string[]>(sheet, { header: 1 });
};

async function toppedUpTwice(username: string) {
  const m = await t.registerMerchant(username);
  for (const [amount, reference] of [
    ['30.00', `${username}-a`],
    ['12.50', `${username}-b`],
  ] as const)
    await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
      customer_id: m.customerId,
      amount,
      reference,
    });
  return { ...m, headers: { token: m.token } };
}

describe('transactions export', () => {
  it('writes every movement newest first with headings and kinds in the reader language', async () => {
    const m = await toppedUpTwice('txexport');
    const en = await t.get<Export>('/merchant/api-recharge/transactions-export', {}, m.headers);
    expect(en.body).toMatchObject({ code: '200', data: { rows: 2 } });
    expect(en.body.data.file_name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = sheetOf(en.body.data);
    expect(rows[0]).toEqual([
      'Date',
      'Type',
      'Amount (+ in, - out)',
      'Balance after',
      'Currency',
      'Reference',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ['Top-up', '12.50', '42.50', 'CNY', 'txexport-b'],
      ['Top-up', '30.00', '30.00', 'CNY', 'txexport-a'],
    ]);
    const zh = await t.get<Export>(
      '/merchant/api-recharge/transactions-export',
      {},
      { ...m.headers, language: 'zh' },
    );
    const zhRows = sheetOf(zh.body.data);
    expect(zhRows[0]?.[0]).toBe('日期');
    expect(zhRows[1]?.[1]).not.toBe('Top-up');
  });

  it.each([
    ['top_up', 2],
    ['charge', 0],
  ])('filters by kind %s', async (kind, count) => {
    const m = await toppedUpTwice(`txkind${kind.replace('_', '')}`);
    const reply = await t.get<Export>(
      '/merchant/api-recharge/transactions-export',
      { kind },
      m.headers,
    );
    expect(reply.body.data.rows).toBe(count);
  });

  it('refuses an unknown kind', async () => {
    const m = await t.registerMerchant('txbadkind');
    const reply = await t.get(
      '/merchant/api-recharge/transactions-export',
      { kind: 'gift' },
      {
        token: m.token,
      },
    );
    expect(reply.body).toMatchObject({ code: '400', data: { issues: [{ field: 'kind' }] } });
  });

  it("never includes another merchant's movements", async () => {
    await toppedUpTwice('txowner');
    const other = await t.registerMerchant('txstranger');
    const reply = await t.get<Export>(
      '/merchant/api-recharge/transactions-export',
      {},
      { token: other.token },
    );
    expect(reply.body.data.rows).toBe(0);
    expect(sheetOf(reply.body.data)).toHaveLength(1);
  });
});
