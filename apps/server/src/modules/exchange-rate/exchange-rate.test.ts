import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ExchangeRateRow } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { loadRateTable } from './repository';
import { startTestApp, TEST_OPERATOR_KEY } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

const LIST = '/merchant/api-ops/exchange-rates';
const SET = '/merchant/api-ops/set-exchange-rate';

describe('the operator exchange rates', () => {
  it('start with the seeded USD -> CNY 7.2, so the demo can estimate ASN insurance', async () => {
    const reply = await t.ops<ExchangeRateRow[]>('GET', LIST);
    expect(reply.body.code).toBe('200');
    expect(reply.body.data).toEqual([
      expect.objectContaining({ from: 'USD', to: 'CNY', rate: '7.2', set_by: 'seed' }),
    ]);
  });

  it('are set and replaced per pair, exactly as typed', async () => {
    const set = await t.ops<ExchangeRateRow>('POST', SET, {
      from: 'usd',
      to: 'cny',
      rate: '7.1834',
    });
    expect(set.body).toMatchObject({
      code: '200',
      msg: 'Exchange rate set',
      data: { from: 'USD', to: 'CNY', rate: '7.1834', set_by: 'operator' },
    });
    await t.ops('POST', SET, { from: 'EUR', to: 'CNY', rate: '7.75' });
    const list = await t.ops<ExchangeRateRow[]>('GET', LIST);
    expect(list.body.data.map((r) => [r.from, r.to, r.rate])).toEqual([
      ['EUR', 'CNY', '7.75'],
      ['USD', 'CNY', '7.1834'],
    ]);
  });

  it.each([
    [{ from: 'XXX', to: 'CNY', rate: '7' }, 'The currency XXX is not one this portal handles'],
    [{ from: 'USD', to: 'USD', rate: '1' }, 'A rate from USD to itself is always 1 and is not set'],
    [{ from: 'USD', to: 'CNY', rate: '0' }, 'The rate 0 is not a plain decimal number'],
    [{ from: 'USD', to: 'CNY', rate: 'seven' }, 'The rate seven is not a plain decimal number'],
  ])('refuses %j, changing nothing', async (form, msg) => {
    const before = (await t.ops<ExchangeRateRow[]>('GET', LIST)).body.data;
    expect((await t.ops('POST', SET, form)).body).toMatchObject({ code: '400', msg });
    expect((await t.ops<ExchangeRateRow[]>('GET', LIST)).body.data).toEqual(before);
  });

  it('refuse a merchant token and a missing operator key', async () => {
    expect((await t.get(LIST, {}, demo)).body.code).toBe('403');
    expect((await t.post(SET, { from: 'USD', to: 'CNY', rate: '1' })).body.code).toBe('403');
  });

  it('are what the RateTable port reads: the pair in force, no inverse, no guess', async () => {
    await t.ops('POST', SET, { from: 'USD', to: 'CNY', rate: '10' });
    const rates = await loadRateTable(t.db);
    expect(rates.rate('USD', 'CNY')).toEqual({ numerator: 10n, denominator: 1n });
    expect(rates.rate('CNY', 'USD')).toBeUndefined();
    expect(rates.rate('USD', 'SGD')).toBeUndefined();
  });
});

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('the operator CLI', () => {
  it('sets and lists rates against a running server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
        cwd: serverRoot,
        env: { ...process.env, OPS_URL: address, OPERATOR_KEY: TEST_OPERATOR_KEY },
      });
    const set = await run(['set-exchange-rate', 'from=GBP', 'to=CNY', 'rate=9.1']);
    expect(JSON.parse(set.stdout)).toMatchObject({
      code: '200',
      data: { from: 'GBP', to: 'CNY', rate: '9.1' },
    });
    const list = await run(['exchange-rates']);
    expect(
      (JSON.parse(list.stdout) as { data: ExchangeRateRow[] }).data.map((r) => r.from),
    ).toContain('GBP');
    await expect(run(['set-exchange-rate', 'from=GBP', 'to=CNY', 'rate=-1'])).rejects.toMatchObject(
      {
        code: 1,
      },
    );
  }, 60_000);
});
