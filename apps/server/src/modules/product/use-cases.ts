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
import {
  checkEditable,
  message,
  PRODUCT_MACHINE,
  statusAfter,
  statusAfterEdit,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, HandlerContext, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { texts } from '../../i18n';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { readProductForm } from './product-form';
import { moveProduct } from './product-moves';
import { productDetail, productRow } from './product-view';
import {
  findProduct,
  insertProduct,
  latestRejection,
  pageOfProducts,
  pageOfRejections,
  updateProductFields,
} from './repository';
import { inTransaction } from '../../db/transaction';

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
  // Creation is an event too: the machine's draft, then submit when asked; a refusal is a conflict.
  const status = statusAfter(PRODUCT_MACHINE, submit ? ['submit'] : []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const now = deps.now();
  try {
    const saved = await insertProduct(deps.db, {
      customerId: session.customerId,
      status: status.value,
      values: form.value,
      now,
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
    return await inTransaction(deps.db, async (tx) => {
      const product = await findProduct(tx, session.customerId, id, true);
      if (!product) return fail(API_CODES.notFound, 'SERVER.PRODUCT_UNKNOWN');
      // Editable only where the machine offers 'edit', checked before the form; then submit.
      const editable = checkEditable(
        PRODUCT_MACHINE,
        storedStatusOrThrow(PRODUCT_MACHINE, product.status),
      );
      if (!editable.ok) return fail(API_CODES.conflict, editable.error);
      if (!form.ok) return invalidFields(form.error);
      const events = submit ? (['submit'] as const) : [];
      const moved = await applyDomainEvent(tx, {
        table: 'products',
        row: product,
        machine: PRODUCT_MACHINE,
        now,
        decide: (from) => statusAfterEdit(PRODUCT_MACHINE, from, events),
      });
      if (!moved.ok) return fail(API_CODES.conflict, moved.error);
      await updateProductFields(tx, product.id, form.value, now);
      return succeed({ id: product.id, status: moved.value.to }, 'SERVER.PRODUCT_SAVED');
    });
  } catch (error) {
    if (isUniqueViolation(error)) return skuTaken();
    throw error;
  }
}

export async function listProducts(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'product.list'>,
): Promise<Outcome<Page<ProductRow> & { counts: Record<string, number> }>> {
  const paging = pagingOf(input);
  const { rows, total, counts } = await pageOfProducts(
    deps.db,
    {
      customerId: session.customerId,
      keyword: (input['keyword'] ?? '').trim().toLowerCase(),
      status: input.status,
      productType: input.product_type ?? '',
      brandType: input.brand_type ?? '',
    },
    paging,
  );
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
    product.status === 'rejected' ? await latestRejection(deps.db, product.id) : undefined;
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
    const outcome = await inTransaction(deps.db, async (tx) => {
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
  const { rows, total } = await pageOfRejections(
    deps.db,
    session.customerId,
    input.product_id,
    paging,
  );
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      total,
      paging,
    ),
  );
}
