import type { ReviewStatus, WarehouseApplicationStatus, WarehouseApproval } from '@portal/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database, UploadsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The WarehouseApproval port: the merchant's application for the warehouse was approved. */
export const warehouseApproval = (db: Db, customerId: number): WarehouseApproval => ({
  isApproved: async (warehouseId) =>
    (await db
      .selectFrom('customer_warehouses')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('warehouse_id', '=', warehouseId)
      .where('status', '=', 'approved')
      .executeTakeFirst()) !== undefined,
});

export const findManagersByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('managers')
        .select(['id', 'name', 'cn_name'])
        .where('id', 'in', [...ids])
        .execute();

export const latestVerification = (db: Db, customerId: number) =>
  db
    .selectFrom('verifications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A submitted identity, its fields kept as JSON text (they differ by identity type). */
export const insertVerification = (
  tx: Transaction<Database>,
  verification: {
    readonly customerId: number;
    readonly identityType: string;
    readonly fields: Readonly<Record<string, string>>;
    readonly status: ReviewStatus;
    readonly now: Date;
  },
) =>
  tx
    .insertInto('verifications')
    .values({
      customer_id: verification.customerId,
      identity_type: verification.identityType,
      fields: JSON.stringify(verification.fields),
      status: verification.status,
      reason: null,
      submitted_at: verification.now,
      decided_at: null,
    })
    .execute();

export const findUpload = (db: Db, customerId: number, id: string) =>
  db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

export const listApplications = (db: Db, customerId: number) =>
  db
    .selectFrom('customer_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .select([
      'cw.id',
      'cw.warehouse_id',
      'w.name',
      'w.cn_name',
      'cw.status',
      'cw.reason',
      'cw.applied_at',
    ])
    .where('cw.customer_id', '=', customerId)
    .orderBy('cw.id')
    .execute();

export const findWarehouse = (db: Db, id: number) =>
  db.selectFrom('warehouses').selectAll().where('id', '=', id).executeTakeFirst();

/** The provider's warehouses, in the order they were opened. */
export const listWarehouses = (db: Db) =>
  db.selectFrom('warehouses').select(['id as value', 'name', 'cn_name']).orderBy('id').execute();

/** The merchant's application for a warehouse, locked when asked (inside a transaction). */
export function findApplication(db: Db, customerId: number, warehouseId: number, lock = false) {
  let query = db
    .selectFrom('customer_warehouses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A new application with the status the domain gave it. */
export const insertApplication = (
  tx: Transaction<Database>,
  application: {
    readonly customerId: number;
    readonly warehouseId: number;
    readonly status: WarehouseApplicationStatus;
    readonly now: Date;
  },
) =>
  tx
    .insertInto('customer_warehouses')
    .values({
      customer_id: application.customerId,
      warehouse_id: application.warehouseId,
      status: application.status,
      reason: null,
      applied_at: application.now,
      decided_at: null,
    })
    .execute();

/** A reapplied application starts its wait again: no reason, no decision yet. */
export const reopenApplication = (tx: Transaction<Database>, id: number, now: Date) =>
  tx
    .updateTable('customer_warehouses')
    .set({ reason: null, applied_at: now, decided_at: null })
    .where('id', '=', id)
    .execute();

/** One page of the regions whose name or code contains the keyword, in their order. */
export async function pageOfRegions(
  db: Db,
  keyword: string,
  paging: { readonly pageSize: number; readonly offset: number },
) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db.selectFrom('regions');
  if (keyword !== '')
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', pattern),
        eb(sql`lower(code)`, 'like', pattern),
        eb('cn_name', 'like', pattern),
      ]),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'code', 'name', 'cn_name'])
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** An uploaded file's record (the bytes are in the file store, ADR 0042). */
export const insertUpload = (db: Db, upload: Insertable<UploadsTable>) =>
  db.insertInto('uploads').values(upload).execute();
