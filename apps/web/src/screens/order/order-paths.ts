/** The order screens' paths (route table group order). */
export const ORDER_PATHS = {
  list: '/order/list',
  create: '/order/create',
  view: (id: number) => `/order/view/${id}`,
  edit: (id: number) => `/order/edit/${id}`,
  entryDetails: (id: number) => `/order/list/entryDetails/${id}`,
} as const;
