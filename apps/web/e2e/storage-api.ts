import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiLogin, DEMO, envelopeData, operator } from './helpers';

// The storage specs' setup through the APIs (the merchant's, as the demo merchant, and the
// operator's), shared by the product, ASN and stock steps.

/** The merchant API's identity headers. */
export type MerchantHeaders = { readonly token: string };

/** A fresh API session of the demo merchant: its headers and its current warehouse. */
export interface DemoSession {
  readonly headers: MerchantHeaders;
  readonly warehouseId: number;
}

/** Calls the merchant API; returns data (fails the test on another envelope code). */
export async function merchant(
  request: APIRequestContext,
  headers: MerchantHeaders,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response =
    method === 'GET'
      ? await request.get(path, { params: fields, headers })
      : await request.post(path, { form: fields, headers });
  return envelopeData(response, path);
}

/** Logs the demo merchant in through the API and reads its current warehouse. */
export async function demoSession(request: APIRequestContext): Promise<DemoSession> {
  const login = await apiLogin(request, DEMO.username, DEMO.password);
  const headers = { token: String(login['token']) };
  const info = await merchant(request, headers, 'GET', '/merchant/api-account/user-info');
  const warehouseId = (info['userInfo'] as { warehouse_id: number | null }).warehouse_id;
  expect(warehouseId).not.toBeNull();
  return { headers, warehouseId: Number(warehouseId) };
}

/**
 * Makes sure the demo merchant has room for `skus` more active SKUs: activation is limited by
 * the SKU quota of its bought plans (the seeded demo plan allows 200), read from the plan list.
 */
export async function requestSkuQuota(
  request: APIRequestContext,
  skus = 1,
  session?: DemoSession,
): Promise<void> {
  const { headers } = session ?? (await demoSession(request));
  const data = await merchant(request, headers, 'GET', '/merchant/api-plan/list');
  const plans = data['plans'] as { usage: { skus_used: number } }[];
  const used = plans[0]?.usage.skus_used ?? 0;
  expect(Number(data['sku_quota']) - used, 'room in the demo plan').toBeGreaterThanOrEqual(skus);
}

/**
 * The merchant API's fields of a product every rule accepts, named after its SKU (a ceramic mug
 * of 12.50 USD); `overrides` replaces some of them.
 */
export const validProductFields = (
  sku: string,
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> => ({
  sku,
  name_en: `Ceramic mug ${sku}`,
  name_zh: '陶瓷杯',
  price: '12.50',
  declared_value: '12.50',
  weight: '0.45',
  length: '10',
  width: '10',
  height: '12.5',
  customs_description: 'Ceramic mug',
  hs_code: '69120000',
  origin: 'China',
  product_type: 'needs_box',
  barcode_type: 'standard',
  barcode: '6901234567890',
  brand_type: 'none',
  ...overrides,
});

/**
 * The merchant creates a product through the API and submits it for approval (pending approval
 * then); resolves with its id.
 */
export async function createProductViaApi(
  request: APIRequestContext,
  session: DemoSession,
  sku: string,
  overrides: Readonly<Record<string, string>> = {},
): Promise<number> {
  const created = await merchant(request, session.headers, 'POST', '/merchant/api-product/create', {
    ...validProductFields(sku, overrides),
    submit: '1',
  });
  const id = Number(created['id']);
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * The provider approves a pending product through the operator API, within the SKU quota: room
 * for one more SKU in the plan is checked first, so the approval (which activates it) is allowed.
 */
export async function approveViaOperator(
  request: APIRequestContext,
  productId: number,
  session?: DemoSession,
): Promise<void> {
  await requestSkuQuota(request, 1, session);
  const approved = await operator(request, 'approve-product', { product_id: String(productId) });
  expect(approved['status']).toBe('active');
}

/**
 * An active product of the demo merchant, made through the APIs: the merchant's create-and-submit
 * (with `overrides` of the valid fields), room for one more SKU in its plan and the
 * provider's approval. Resolves with the product id.
 */
export async function activeProductViaApi(
  request: APIRequestContext,
  sku: string,
  options: {
    readonly overrides?: Readonly<Record<string, string>>;
    readonly session?: DemoSession;
  } = {},
): Promise<number> {
  const session = options.session ?? (await demoSession(request));
  const productId = await createProductViaApi(request, session, sku, options.overrides);
  await approveViaOperator(request, productId, session);
  return productId;
}
