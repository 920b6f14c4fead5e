import {
  ASN_MACHINE,
  PRODUCT_MACHINE,
  REVIEW_MACHINE,
  transitionProduct,
  WAREHOUSE_APPLICATION_MACHINE,
} from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterNumberSequence } from '../../db/number-sequence';
import { STATUS_CHECKS, statusCheckName } from '../../db/status-checks';
import { kyselyUnitOfWork } from '../../db/unit-of-work';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { applyDomainEvent, storedStatusOrThrow, UnknownStoredStatusError } from './status';
import { kyselyStatusRepository } from './status-repository';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

let skus = 0;
const product = async (status: string) =>
  (
    await sql<{ id: number }>`insert into products (customer_id, sku, name, cn_name, status,
      created_at, updated_at) values (${t.demoCustomerId}, ${`ST-${(skus += 1)}`}, 'Mug', '杯',
      ${status}, ${t.clock.now()}, ${t.clock.now()}) returning id`.execute(t.db)
  ).rows[0]?.id ?? 0;
const productRow = (id: number) =>
  t.db
    .selectFrom('products')
    .select(['id', 'status', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const sqlState = (error: unknown) => (error as { code?: string }).code;

describe('the status CHECK constraints', () => {
  it.each(STATUS_CHECKS.map((c) => [`${c.table}.${c.column}`, c]))(
    '%s holds exactly the domain union',
    async (_name, check) => {
      const { rows } = await sql<{
        definition: string;
      }>`select pg_get_constraintdef(oid) as definition
        from pg_constraint where conname = ${statusCheckName(check)}`.execute(t.db);
      expect(rows).toHaveLength(1);
      const values = [...(rows[0]?.definition ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect(values.sort()).toEqual([...check.values].sort());
    },
  );

  it.each([
    ['products', sql`update products set status = 'archived' where customer_id = ${1}`],
    ['customers', sql`update customers set activation_status = 'active ' where id = ${1}`],
    [
      'rmas',
      sql`insert into rmas (customer_id, rma_no, warehouse_id, status, tracking_numbers,
      shipping_method, order_number, back_to_shelf, created_at, updated_at)
      values (${1}, 'RMA-X', ${1}, 'Draft', '[]', '', '', false, now(), now())`,
    ],
  ])('refuses a status the %s machine does not know', async (_table, statement) => {
    await product('draft');
    await expect(statement.execute(t.db)).rejects.toSatisfy((e) => sqlState(e) === '23514');
  });

  it('refuses inserting a product with an unknown status, and writes nothing', async () => {
    const before = await t.db.selectFrom('products').select('id').execute();
    await expect(product('archived')).rejects.toSatisfy((e) => sqlState(e) === '23514');
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual(before);
  });
});

describe('applyDomainEvent', () => {
  it('writes the status the machine decided, with updated_at', async () => {
    const id = await product('draft');
    t.clock.advance(60_000);
    const row = await productRow(id);
    const moved = await t.db.transaction().execute(async (tx) =>
      applyDomainEvent(tx, {
        table: 'products',
        row,
        machine: PRODUCT_MACHINE,
        now: t.clock.now(),
        event: 'submit',
      }),
    );
    expect(moved).toEqual({ ok: true, value: { from: 'draft', to: 'pending_approval' } });
    expect(await productRow(id)).toMatchObject({ status: 'pending_approval' });
    expect(new Date((await productRow(id)).updated_at).getTime()).toBe(t.clock.now().getTime());
  });

  // ADR 0068: a use case on the unit of work moves a status through the port, in its transaction.
  it('moves through the status port of a unit of work, and rolls back with it', async () => {
    const id = await product('draft');
    const unitOfWork = kyselyUnitOfWork(t.db, (tx) => ({ statuses: kyselyStatusRepository(tx) }));
    const row = await productRow(id);
    const submit = { table: 'products', row, machine: PRODUCT_MACHINE, event: 'submit' } as const;
    await expect(
      unitOfWork.run(async (tx) => {
        await tx.statuses.applyDomainEvent({ ...submit, now: t.clock.now() });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await productRow(id)).toMatchObject({ status: 'draft' });
    const moved = await unitOfWork.run((tx) =>
      tx.statuses.applyDomainEvent({ ...submit, now: t.clock.now() }),
    );
    expect(moved).toEqual({ ok: true, value: { from: 'draft', to: 'pending_approval' } });
    expect(await productRow(id)).toMatchObject({ status: 'pending_approval' });
  });

  it.each([
    ['draft', 'deactivate'],
    ['pending_approval', 'delete'],
    ['deleted', 'moveToDraft'],
    ['active', 'submit'],
  ] as const)('refuses %s -> %s with the machine code, changing nothing', async (from, event) => {
    const id = await product(from);
    const before = await productRow(id);
    t.clock.advance(60_000);
    const moved = await t.db.transaction().execute(async (tx) =>
      applyDomainEvent(tx, {
        table: 'products',
        row: before,
        machine: PRODUCT_MACHINE,
        now: t.clock.now(),
        event,
      }),
    );
    expect(moved).toEqual({
      ok: false,
      error: { code: 'PRODUCT.INVALID_TRANSITION', params: { from, event } },
    });
    expect(await productRow(id)).toEqual(before);
  });

  it('takes a rule with facts in place of an event', async () => {
    const id = await product('active');
    const row = await productRow(id);
    const moved = await t.db.transaction().execute(async (tx) =>
      applyDomainEvent(tx, {
        table: 'products',
        row,
        machine: PRODUCT_MACHINE,
        now: t.clock.now(),
        decide: (from) => transitionProduct(from, 'deactivate'),
      }),
    );
    expect(moved.ok && moved.value.to).toBe('inactive');
  });

  it('moves tables without updated_at (applications, reviews) too', async () => {
    const application = await t.db
      .selectFrom('customer_warehouses')
      .select(['id', 'status'])
      .where('customer_id', '=', t.demoCustomerId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const refused = await t.db.transaction().execute((tx) =>
      applyDomainEvent(tx, {
        table: 'customer_warehouses',
        row: application,
        machine: WAREHOUSE_APPLICATION_MACHINE,
        event: 'reapply',
      }),
    );
    expect(refused.ok).toBe(false);
    const review = await t.db
      .selectFrom('verifications')
      .select(['id', 'status'])
      .where('customer_id', '=', t.demoCustomerId)
      .executeTakeFirstOrThrow();
    const decided = await t.db.transaction().execute((tx) =>
      applyDomainEvent(tx, {
        table: 'verifications',
        row: review,
        machine: REVIEW_MACHINE,
        event: 'reject',
      }),
    );
    expect(decided).toEqual({
      ok: false,
      error: { code: 'REVIEW.INVALID_TRANSITION', params: { from: 'approved', event: 'reject' } },
    });
  });
});

describe('an unknown stored status', () => {
  it('is a fault, never a draft: parsing throws with the entity and the status', () => {
    expect(() => storedStatusOrThrow(ASN_MACHINE, 'legacy')).toThrow(UnknownStoredStatusError);
    expect(() => storedStatusOrThrow(ASN_MACHINE, 'draft')).not.toThrow();
  });

  it('refuses a move and answers a list with a logged 500, never a guessed status', async () => {
    const id = await product('draft');
    // Only a database changed behind the product's back can hold one: drop the constraint here.
    await sql`alter table products drop constraint products_status_domain`.execute(t.db);
    await sql`alter table product_status_counts
      drop constraint product_status_counts_status_domain`.execute(t.db);
    await sql`update products set status = 'legacy' where id = ${id}`.execute(t.db);
    const legacy = await productRow(id);
    await expect(
      t.db.transaction().execute(async (tx) =>
        applyDomainEvent(tx, {
          table: 'products',
          row: legacy,
          machine: PRODUCT_MACHINE,
          now: t.clock.now(),
          event: 'submit',
        }),
      ),
    ).rejects.toThrow(UnknownStoredStatusError);
    expect((await productRow(id)).status).toBe('legacy');
    const list = await t.get('/merchant/api-product/list', {}, demo);
    expect(list.status).toBe(500);
    expect(list.body.code).toBe('500');
    await sql`delete from products where id = ${id}`.execute(t.db);
  });
});

describe('the NumberSequence counter', () => {
  it('hands out 1, 2, 3 per kind, and a rolled-back creation gives its number back', async () => {
    const next = (kind: 'asn' | 'rma') =>
      t.db.transaction().execute((tx) => counterNumberSequence(tx).next(kind));
    const first = await next('rma');
    expect(await next('rma')).toBe(first + 1);
    await expect(
      t.db.transaction().execute(async (tx) => {
        await counterNumberSequence(tx).next('rma');
        throw new Error('creation failed');
      }),
    ).rejects.toThrow('creation failed');
    expect(await next('rma')).toBe(first + 2);
  });

  it('never hands one number out twice under concurrent creations', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.transaction().execute((tx) => counterNumberSequence(tx).next('asn')),
      ),
    );
    expect(new Set(numbers).size).toBe(20);
  });
});
