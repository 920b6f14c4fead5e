import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Custom roles and the sub-account's role and state (ADR 0035).
 *
 * - `roles`: a merchant's custom roles; `permissions` is the comma-joined `area:action` tags (a
 *   tag holds no comma: its area is a word, its action one of four), read as one value because
 *   a role is always read whole.
 * - `sub_accounts.role` stays the built-in name or `custom`; `role_id` names the custom role,
 *   present exactly when the role is `custom` (CHECK), so deleting a role in use fails in the
 *   database too (the foreign key), not only in the use case.
 * - `sub_accounts.disabled_at`: a disabled sub-account cannot log in and its sessions are not live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index roles_name_key on roles (customer_id, lower(name))`.execute(db);
  await db.schema
    .alterTable('sub_accounts')
    .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
    .execute();
  await db.schema.alterTable('sub_accounts').addColumn('disabled_at', 'timestamptz').execute();
  // rows written before roles existed held free text; anything but a built-in name becomes operator
  await sql`update sub_accounts set role = 'operator' where role not in ('super_admin', 'admin', 'operator')`.execute(
    db,
  );
  await sql`alter table sub_accounts add constraint sub_accounts_role_check check (
    (role in ('super_admin', 'admin', 'operator') and role_id is null)
    or (role = 'custom' and role_id is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sub_accounts drop constraint sub_accounts_role_check`.execute(db);
  await db.schema.alterTable('sub_accounts').dropColumn('disabled_at').execute();
  await db.schema.alterTable('sub_accounts').dropColumn('role_id').execute();
  await db.schema.dropTable('roles').execute();
}
