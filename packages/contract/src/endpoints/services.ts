import { Type } from 'typebox';
import { AddedServiceSchema } from '../data/rma';
import { endpoint } from '../endpoint';
import { text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

import { SERVICES_ROUTES } from '../routes/services';

/** The provider's value-added services (the screen /warehouse/special/list/{sp_code?}). */
export const SERVICES_ENDPOINTS = {
  list: endpoint(SERVICES_ROUTES.list, {
    summary: 'The provider value-added services with prices; sp_code narrows to one code',
    request: Type.Object({ ...PAGING_FIELDS, sp_code: text('a service code such as LABEL') }),
    response: PageSchema(AddedServiceSchema),
  }),
} as const;
