import type { Page, ProductRow } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** How many active products a SKU picker offers at once (one server page). */
export const ACTIVE_PRODUCTS_PAGE = 100;

/**
 * One page of the merchant's active products whose SKU or name holds `keyword`: what the ASN's
 * and the return's SKU pickers offer (only active products are sent in or returned).
 */
export function activeProducts(http: HttpClient, keyword: string): Promise<Page<ProductRow>> {
  const query: Record<string, string> = {
    status: 'active',
    page: '1',
    page_size: String(ACTIVE_PRODUCTS_PAGE),
  };
  if (keyword.trim() !== '') query['keyword'] = keyword.trim();
  return callEndpoint(http, ROUTES.product.list, query);
}
