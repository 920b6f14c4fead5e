/**
 * The choice lists of the storage forms, written once: the contract's request schemas, the
 * server and the web's selects all read them from here.
 */
export const PRODUCT_TYPES = ['needs_box', 'whole_box'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Who packs the goods before they reach the warehouse. */
export const ASN_PREPACKING = ['provider', 'self'] as const;
export type AsnPrepacking = (typeof ASN_PREPACKING)[number];

export const ASN_LEVELS = ['standard', 'priority'] as const;
export type AsnLevel = (typeof ASN_LEVELS)[number];
