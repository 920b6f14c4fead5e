import type { AddedService } from '../data/rma';
import type { Page } from '../envelope';
import { endpoint, PAGING_FIELDS, text } from '../endpoint';

/** The provider's value-added services (the screen /warehouse/special/list/{sp_code?}). */
export const SERVICES_ENDPOINTS = {
  list: endpoint<Page<AddedService>>({
    area: 'warehouse',
    access: 'session',
    alertOnError: true,
    namedBySpec: false,
    method: 'GET',
    path: '/merchant/api-warehouse/added-services',
    summary: 'The provider value-added services with prices; sp_code narrows to one code',
    input: 'query',
    fields: { ...PAGING_FIELDS, sp_code: text('a service code such as LABEL') },
    data: 'Page<AddedService>',
  }),
} as const;
