import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

/**
 * An active merchant applies for another warehouse (/account/warehouse/notActivated); the
 * operator approves or refuses it with a reason; the user info (the header's warehouse selector)
 * lists the approved ones only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Application {
  id: number;
  warehouse_id: number;
  status: string;
  reason: string | null;
}
interface Progress {
  warehouses: Application[];
}
interface UserInfo {
  warehouse: { value: number; status: string }[];
}

const warehouseId = async (code: string) =>
  (
    await t.db
      .selectFrom('warehouses')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

/** An active merchant with Shenzhen approved. */
async function activeMerchant(username: string) {
  const m = await t.registerMerchant(username);
  await t.db
    .updateTable('customers')
    .set({ activation_status: 'active' })
    .where('id', '=', m.customerId)
    .execute();
  await t.db
    .insertInto('customer_warehouses')
    .values({
      customer_id: m.customerId,
      warehouse_id: await warehouseId('SZ'),
      status: 'approved',
      reason: null,
      applied_at: t.clock.now(),
      decided_at: t.clock.now(),
    })
    .execute();
  return { ...m, headers: { token: m.token } };
}

const applications = (customerId: number) =>
  t.db
    .selectFrom('customer_warehouses')
    .select(['id', 'warehouse_id', 'status', 'reason', 'applied_at', 'decided_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

/** What the header's selector offers: the user info's warehouses whose application is approved. */
const selector = async (headers: Record<string, string>) =>
  (await t.get<UserInfo>('/merchant/api-account/user-info', {}, headers)).body.data.warehouse
    .filter((w) => w.status === 'approved')
    .map((w) => w.value)
    .sort((a, b) => a - b);

describe('warehouse applications of an active merchant', () => {
  it('applies, is refused with a reason, reapplies, is approved, and the selector follows', async () => {
    const m = await activeMerchant('whapplier');
    const sz = await warehouseId('SZ');
    const de = await warehouseId('DE');
    expect(await selector(m.headers)).toEqual([sz]);

    const applied = await t.post<Progress>(
      '/api/customer/activeWarehouse',
      { warehouse_id: String(de) },
      m.headers,
    );
    expect(applied.body.code).toBe('200');
    const pending = applied.body.data.warehouses.find((w) => w.warehouse_id === de);
    expect(pending).toMatchObject({ status: 'pending', reason: null });
    // a pending application is not in the selector
    expect(await selector(m.headers)).toEqual([sz]);

    // applying again while pending is a wrong transition and changes nothing
    const before = await applications(m.customerId);
    const twice = await t.post(
      '/api/customer/activeWarehouse',
      { warehouse_id: String(de) },
      m.headers,
    );
    expect(twice.body.code).toBe('409');
    expect(await applications(m.customerId)).toEqual(before);

    const refused = await t.ops('POST', '/merchant/api-ops/reject-warehouse', {
      application_id: pending?.id ?? 0,
      reason: 'No capacity this month',
    });
    expect(refused.body.code).toBe('200');
    const progress = await t.get<Progress>('/api/customer/activeOver', {}, m.headers);
    expect(progress.body.data.warehouses.find((w) => w.warehouse_id === de)).toMatchObject({
      status: 'not_approved',
      reason: 'No capacity this month',
    });
    expect(await selector(m.headers)).toEqual([sz]);

    // a refused application cannot be approved (wrong transition), nothing changes
    const refusedRows = await applications(m.customerId);
    const lateApproval = await t.ops('POST', '/merchant/api-ops/approve-warehouse', {
      application_id: pending?.id ?? 0,
    });
    expect(lateApproval.body.code).toBe('409');
    expect(await applications(m.customerId)).toEqual(refusedRows);

    const reapplied = await t.post<Progress>(
      '/api/customer/activeWarehouse',
      { warehouse_id: String(de) },
      m.headers,
    );
    expect(reapplied.body.data.warehouses.find((w) => w.warehouse_id === de)).toMatchObject({
      status: 'pending',
      reason: null,
    });
    const approved = await t.ops('POST', '/merchant/api-ops/approve-warehouse', {
      application_id: pending?.id ?? 0,
    });
    expect(approved.body).toMatchObject({ code: '200', data: { status: 'active' } });
    expect(await selector(m.headers)).toEqual([sz, de].sort((a, b) => a - b));
  });

  it.each([
    [{ warehouse_id: '' }, '400'],
    [{ warehouse_id: 'abc' }, '400'],
    [{ warehouse_id: '999999' }, '404'],
  ])('refuses the application %j and records nothing', async (input, code) => {
    const m = await activeMerchant(
      `whbad${code}${input.warehouse_id.length}`.replace(/[^a-z0-9]/gi, ''),
    );
    const before = await applications(m.customerId);
    const reply = await t.post('/api/customer/activeWarehouse', input, m.headers);
    expect(reply.body.code).toBe(code);
    expect(await applications(m.customerId)).toEqual(before);
  });

  it('refuses a refusal without a reason and an unknown application, changing nothing', async () => {
    const m = await activeMerchant('whnoreason');
    const us = await warehouseId('US');
    const applied = await t.post<Progress>(
      '/api/customer/activeWarehouse',
      { warehouse_id: String(us) },
      m.headers,
    );
    const id = applied.body.data.warehouses.find((w) => w.warehouse_id === us)?.id;
    const before = await applications(m.customerId);
    const blank = await t.ops('POST', '/merchant/api-ops/reject-warehouse', {
      application_id: id ?? 0,
      reason: '  ',
    });
    expect(blank.body.code).toBe('400');
    const unknown = await t.ops('POST', '/merchant/api-ops/approve-warehouse', {
      application_id: 987_654,
    });
    expect(unknown.body.code).toBe('404');
    expect(await applications(m.customerId)).toEqual(before);
  });

  it("another merchant never sees or changes one merchant's applications", async () => {
    const owner = await activeMerchant('whowner');
    const other = await activeMerchant('whother');
    const hk = await warehouseId('HK');
    await t.post('/api/customer/activeWarehouse', { warehouse_id: String(hk) }, owner.headers);
    const ownerRows = await applications(owner.customerId);
    const seen = await t.get<Progress>('/api/customer/activeOver', {}, other.headers);
    expect(seen.body.data.warehouses.map((w) => w.warehouse_id)).not.toContain(hk);
    // the other merchant's own application for the same warehouse is its own row
    const own = await t.post<Progress>(
      '/api/customer/activeWarehouse',
      { warehouse_id: String(hk) },
      other.headers,
    );
    expect(own.body.code).toBe('200');
    expect(await applications(owner.customerId)).toEqual(ownerRows);
    expect(await selector(other.headers)).not.toContain(hk);
  });
});
