/** The ASN screens' paths (route table group warehouse.receiving). */
export const ASN_PATHS = {
  list: '/warehouse/receiving/list',
  create: '/warehouse/receiving/create',
  view: (id: number) => `/warehouse/receiving/view/${id}`,
  edit: (id: number) => `/warehouse/receiving/edit/${id}`,
} as const;
