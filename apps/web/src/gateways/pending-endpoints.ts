import type { WarehouseOption } from '@portal/contract';
import { endpoint } from '@portal/contract';

/**
 * Calls the web app needs that packages/contract does not list yet (asked for in the README);
 * kept here, in one place, until the contract owns them.
 */
export const PENDING_ENDPOINTS = {
  /** Every warehouse of the provider a merchant may apply for during activation. */
  warehouses: endpoint<readonly Omit<WarehouseOption, 'status'>[]>({
    method: 'GET',
    path: '/merchant/api-account/warehouses',
    area: 'customer',
    summary: 'The provider warehouses a merchant may apply for',
    access: 'session',
    input: 'query',
    fields: {},
    alertOnError: false,
    namedBySpec: false,
    data: 'WarehouseOption[]',
  }),
} as const;
