import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const findManagersByIds = (db: Kysely<Database>, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('managers')
        .select(['id', 'name', 'cn_name'])
        .where('id', 'in', [...ids])
        .execute();

export const latestVerification = (db: Kysely<Database>, customerId: number) =>
  db
    .selectFrom('verifications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findUpload = (db: Kysely<Database>, customerId: number, id: string) =>
  db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

export const listApplications = (db: Kysely<Database>, customerId: number) =>
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

export const findWarehouse = (db: Kysely<Database>, id: number) =>
  db.selectFrom('warehouses').selectAll().where('id', '=', id).executeTakeFirst();

export const findApplication = (db: Kysely<Database>, customerId: number, warehouseId: number) =>
  db
    .selectFrom('customer_warehouses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst();
