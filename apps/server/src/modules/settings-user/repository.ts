import type { AddressType, Currency, Language } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Paging = { readonly pageSize: number; readonly offset: number };

// ---- the user centre ----

export const findCustomerRecord = (db: Db, customerId: number) =>
  db
    .selectFrom('customers')
    .select(['id', 'username', 'name', 'email', 'created_at', 'identity_type'])
    .where('id', '=', customerId)
    .executeTakeFirst();

export const findSubAccountRecord = (db: Db, customerId: number, subAccountId: number) =>
  db
    .selectFrom('sub_accounts')
    .select(['id', 'username', 'real_name', 'email'])
    .where('id', '=', subAccountId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

/** The identity fields of the merchant's latest activation submission. */
export const latestIdentity = (db: Db, customerId: number) =>
  db
    .selectFrom('verifications')
    .select(['identity_type', 'fields'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

// ---- the address book ----

export interface AddressValues {
  readonly type: AddressType;
  readonly name: string;
  readonly address: string;
  readonly country: string;
  readonly city: string;
  readonly postcode: string;
  readonly phone: string;
}

const ADDRESS_COLUMNS = [
  'id',
  'type',
  'name',
  'address',
  'country',
  'city',
  'postcode',
  'phone',
  'is_default',
] as const;

export async function pageOfAddresses(
  db: Db,
  customerId: number,
  type: AddressType | undefined,
  paging: Paging,
) {
  let query = db.selectFrom('address_book').where('customer_id', '=', customerId);
  if (type !== undefined) query = query.where('type', '=', type);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(ADDRESS_COLUMNS)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total.n), rows };
}

/** One entry of this merchant; another merchant's id is not found. */
export const findAddress = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('address_book')
    .select(ADDRESS_COLUMNS)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

export const insertAddress = (db: Db, customerId: number, values: AddressValues, now: Date) =>
  db
    .insertInto('address_book')
    .values({ customer_id: customerId, ...values, created_at: now })
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirstOrThrow();

/** Edits an entry; changing its kind drops its default mark (it was the default of the old kind). */
export const updateAddress = (db: Db, customerId: number, id: number, values: AddressValues) =>
  db
    .updateTable('address_book')
    // on the right of SET, type is the stored kind: the mark stays only when the kind does
    .set({ ...values, is_default: sql<boolean>`is_default and type = ${values.type}` })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirst();

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('address_book')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The entry becomes its kind's default; the old default is cleared first (one per kind). */
export async function makeDefaultAddress(
  trx: Transaction<Database>,
  customerId: number,
  id: number,
  type: AddressType,
) {
  await trx
    .updateTable('address_book')
    .set({ is_default: false })
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .where('is_default', '=', true)
    .execute();
  return trx
    .updateTable('address_book')
    .set({ is_default: true })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirstOrThrow();
}

// ---- invoice titles ----

export interface InvoiceTitleValues {
  readonly template_name: string;
  readonly company: string;
  readonly address: string;
  readonly currency: Currency;
}

const INVOICE_COLUMNS = ['id', 'template_name', 'company', 'address', 'currency'] as const;

export async function pageOfInvoiceTitles(db: Db, customerId: number, paging: Paging) {
  const total = await db
    .selectFrom('invoice_titles')
    .where('customer_id', '=', customerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('invoice_titles')
    .select(INVOICE_COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total.n), rows };
}

export const insertInvoiceTitle = (
  db: Db,
  customerId: number,
  values: InvoiceTitleValues,
  now: Date,
) =>
  db
    .insertInto('invoice_titles')
    .values({ customer_id: customerId, ...values, created_at: now })
    .returning(INVOICE_COLUMNS)
    .executeTakeFirstOrThrow();

export const updateInvoiceTitle = (
  db: Db,
  customerId: number,
  id: number,
  values: InvoiceTitleValues,
) =>
  db
    .updateTable('invoice_titles')
    .set(values)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returning(INVOICE_COLUMNS)
    .executeTakeFirst();

export async function deleteInvoiceTitle(db: Db, customerId: number, id: number) {
  const result = await db
    .deleteFrom('invoice_titles')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- preferences ----

export const findPreferences = (db: Db, customerId: number) =>
  db.selectFrom('preferences').selectAll().where('customer_id', '=', customerId).executeTakeFirst();

export interface PreferenceValues {
  readonly notice_keys?: string | null;
  readonly default_warehouse_id?: number | null;
  readonly language?: Language;
  readonly page_size?: number;
  readonly auto_submit_abnormal?: boolean;
}

/** Writes the given preferences; a first save fills the rest with the defaults given. */
export async function upsertPreferences(
  db: Db,
  customerId: number,
  defaults: Required<PreferenceValues>,
  values: PreferenceValues,
  now: Date,
): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ customer_id: customerId, ...defaults, ...values, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

export const isApprovedWarehouse = async (db: Db, customerId: number, warehouseId: number) =>
  (await db
    .selectFrom('customer_warehouses')
    .select('warehouse_id')
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId)
    .where('status', '=', 'approved')
    .executeTakeFirst()) !== undefined;

/** Where a notice to this login goes: its own e-mail and display name. */
export async function recipientOf(
  db: Db,
  login: { readonly customerId: number; readonly subAccountId: number | null },
) {
  if (login.subAccountId !== null) {
    const sub = await findSubAccountRecord(db, login.customerId, login.subAccountId);
    return sub && { email: sub.email, name: sub.real_name, username: sub.username };
  }
  const customer = await findCustomerRecord(db, login.customerId);
  return customer && { email: customer.email, name: customer.name, username: customer.username };
}

/**
 * A notice for one merchant (`news.customer_id`, migration 075): its notices list and the
 * header's bell show it to that merchant only. Shared by every event that notifies a merchant.
 */
export const insertMerchantNotice = (
  trx: Transaction<Database>,
  notice: {
    readonly customerId: number;
    readonly title: string;
    readonly titleCn: string;
    readonly href: string;
    readonly now: Date;
  },
) =>
  trx
    .insertInto('news')
    .values({
      customer_id: notice.customerId,
      title: notice.title,
      title_cn: notice.titleCn,
      href: notice.href,
      href_cn: notice.href,
      is_link: true,
      published_at: notice.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Queues a notice event's e-mail in the event's transaction (migration 100's outbox). */
export const insertNoticeMail = (
  trx: Transaction<Database>,
  mail: {
    readonly customerId: number;
    readonly event: string;
    readonly textEn: string;
    readonly textZh: string;
    readonly now: Date;
  },
) =>
  trx
    .insertInto('notice_mails')
    .values({
      customer_id: mail.customerId,
      event: mail.event,
      text_en: mail.textEn,
      text_zh: mail.textZh,
      email_status: 'pending',
      created_at: mail.now,
    })
    .execute();

/** The next queued notice e-mail, locked; one another pass is sending is skipped. */
export const lockPendingNoticeMail = (trx: Transaction<Database>, skip: readonly number[]) => {
  let query = trx
    .selectFrom('notice_mails')
    .select(['id', 'customer_id', 'text_en', 'text_zh', 'email_attempts', 'created_at'])
    .where('email_status', '=', 'pending');
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return query.orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
};

export const markNoticeMail = (
  trx: Transaction<Database>,
  mailId: number,
  mail: {
    readonly status: 'pending' | 'sent' | 'off' | 'failed';
    readonly attempts: number;
    readonly now: Date;
  },
) =>
  trx
    .updateTable('notice_mails')
    .set({
      email_status: mail.status,
      email_attempts: mail.attempts,
      mailed_at: mail.status === 'sent' ? mail.now : null,
    })
    .where('id', '=', mailId)
    .execute();
