import type {
  Page,
  ProductBatchData,
  ProductBatchItem,
  ProductDetail,
  ProductRejectionRow,
  ProductRow,
  ProductSavedData,
} from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode, ProductEvent } from '@portal/domain';
import { message, PRODUCT_STATUSES } from '@portal/domain';
import { sql } from 'kysely';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, HandlerContext, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { texts } from '../../i18n';
import { readProductForm } from './product-form';
import { moveProduct } from './product-moves';
import { productDetail, productRow } from './product-view';
import { findProduct } from './repository';

export const PRODUCT_BATCH_MAX = 500;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
const skuTaken = () => invalidFields([{ field: 'sku', ...message('PRODUCT.SKU_TAKEN') }]);

/** Creates a draft from a valid form; submit=1 moves it on to pending approval in the same transaction. */
export async function createProduct(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'product.create'>,
): Promise<Outcome<ProductSavedData>> {
  const submit = isFlagOn(input.submit);
  const form = await readProductForm(deps.db, session.customerId, input);
  if (!form.ok) return invalidFields(form.error);
  const now = deps.now();
  try {
    const saved = await deps.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('products')
        .values({
          ...form.value,
          customer_id: session.customerId,
          status: 'draft',
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      if (!submit) return row;
      const moved = await moveProduct(tx, session.customerId, row, 'submit', now);
      return { id: row.id, status: moved.ok ? moved.value : row.status };
    });
    return succeed(saved, 'SERVER.PRODUCT_SAVED');
  } catch (error) {
    if (isUniqueViolation(error)) return skuTaken();
    throw error;
  }
}

/** Edits a draft (the machine offers 'edit' in draft only); a rejected product is moved to draft first. */
export async function editProduct(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'product.edit'>,
): Promise<Outcome<ProductSavedData>> {
  const id = input.id;
  const submit = isFlagOn(input.submit);
  const form = await readProductForm(deps.db, session.customerId, input, id);
  const now = deps.now();
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const product = await findProduct(tx, session.customerId, id, true);
      if (!product) return fail(API_CODES.notFound, 'SERVER.PRODUCT_UNKNOWN');
      if (product.status !== 'draft')
        return fail(
          API_CODES.conflict,
          message('PRODUCT.INVALID_TRANSITION', { from: product.status, event: 'edit' }),
        );
      if (!form.ok) return invalidFields(form.error);
      await tx
        .updateTable('products')
        .set({ ...form.value, updated_at: now })
        .where('id', '=', product.id)
        .execute();
      if (!submit)
        return succeed({ id: product.id, status: product.status }, 'SERVER.PRODUCT_SAVED');
      const moved = await moveProduct(tx, session.customerId, product, 'submit', now);
      return succeed(
        { id: product.id, status: moved.ok ? moved.value : product.status },
        'SERVER.PRODUCT_SAVED',
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return skuTaken();
    throw error;
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'product.list'>,
): Promise<Outcome<Page<ProductRow> & { counts: Record<string, number> }>> {
  const paging = pagingOf(input);
  const status = input.status ?? '';
  const productType = input.product_type ?? '';
  const brandType = input.brand_type ?? '';
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  let base = deps.db.selectFrom('products').where('customer_id', '=', session.customerId);
  if (keyword !== '') {
    const pattern = `%${escapeLike(keyword)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(sku)`, 'like', pattern),
        eb(sql`lower(name)`, 'like', pattern),
        eb('cn_name', 'like', pattern),
      ]),
    );
  }
  if (productType !== '') base = base.where('product_type', '=', productType);
  if (brandType !== '') base = base.where('brand_type', '=', brandType);
  // Without filters the counts come from the table the products trigger keeps (migration 009).
  const unfiltered = keyword === '' && productType === '' && brandType === '';
  const counted = unfiltered
    ? await deps.db
        .selectFrom('product_status_counts')
        .select(['status', 'n'])
        .where('customer_id', '=', session.customerId)
        .execute()
    : await base
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
  const counts: Record<string, number> = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0]));
  for (const row of counted) counts[row.status] = Number(row.n);
  const filtered =
    status === '' ? base.where('status', '<>', 'deleted') : base.where('status', '=', status);
  const total =
    status === ''
      ? Object.entries(counts).reduce((sum, [s, n]) => (s === 'deleted' ? sum : sum + n), 0)
      : (counts[status] ?? 0);
  const rows = await filtered
    .selectAll()
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed({ ...pageOf(rows.map(productRow), total, paging), counts });
}

export async function productDetailOf(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'product.detail'>,
): Promise<Outcome<ProductDetail>> {
  const id = input.id;
  const product = await findProduct(deps.db, session.customerId, id);
  if (!product) return fail(API_CODES.notFound, 'SERVER.PRODUCT_UNKNOWN');
  const rejection =
    product.status === 'rejected'
      ? await deps.db
          .selectFrom('product_rejections')
          .select('reason')
          .where('product_id', '=', product.id)
          .orderBy('id', 'desc')
          .executeTakeFirst()
      : undefined;
  return succeed(productDetail(product, rejection?.reason ?? null));
}

/** Comma-separated ids, each a positive integer, at most 500, duplicates once. */
function readIds(text: string): number[] | MessageCode {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return message('SERVER.FIELD_REQUIRED', { field: 'ids' });
  if (parts.length > PRODUCT_BATCH_MAX)
    return message('SERVER.BATCH_TOO_LARGE', { max: PRODUCT_BATCH_MAX });
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^[1-9]\d{0,9}$/.test(part) ? Number(part) : 0;
    if (id === 0 || id > 2_147_483_647) return message('SERVER.INVALID_FIELD', { field: 'ids' });
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Each id through the machine in its own transaction, so one refusal does not undo the others;
 * every item reports its outcome in the caller's language.
 */
export async function batchProducts(
  ctx: HandlerContext<InputFor<'product.batch'>>,
  session: SessionContext,
): Promise<Outcome<ProductBatchData>> {
  const { deps, input, language } = ctx;
  const ids = readIds(input.ids);
  if (!Array.isArray(ids)) return invalidFields([{ field: 'ids', ...ids }]);
  const event: ProductEvent = input.action;
  const results: ProductBatchItem[] = [];
  for (const id of ids) {
    const outcome = await deps.db.transaction().execute(async (tx) => {
      const product = await findProduct(tx, session.customerId, id, true);
      if (!product) return { ok: false as const, error: message('SERVER.PRODUCT_UNKNOWN') };
      return moveProduct(tx, session.customerId, product, event, deps.now());
    });
    results.push(
      outcome.ok
        ? {
            id,
            ok: true,
            status: outcome.value,
            msg: texts(language, [message('SERVER.OK')])[0] ?? '',
          }
        : { id, ok: false, status: null, msg: texts(language, [outcome.error])[0] ?? '' },
    );
  }
  const succeeded = results.filter((r) => r.ok).length;
  return succeed({ results, succeeded, failed: results.length - succeeded });
}

export async function productRejections(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'product.rejections'>,
): Promise<Outcome<Page<ProductRejectionRow>>> {
  const paging = pagingOf(input);
  const productId = input.product_id;
  let query = deps.db
    .selectFrom('product_rejections as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .where('r.customer_id', '=', session.customerId);
  if (productId !== undefined) query = query.where('r.product_id', '=', productId);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(['r.id', 'r.product_id', 'p.sku', 'r.reason', 'r.operator', 'r.created_at'])
    .orderBy('r.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      Number(total.n),
      paging,
    ),
  );
}
