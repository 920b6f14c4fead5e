/** Message codes of the stock rules, named once so rules, tests and catalogs agree. */
export const STOCK_CODES = {
  receivedAboveQuantity: 'STOCK.RECEIVED_ABOVE_QUANTITY',
  negative: 'STOCK.NEGATIVE',
} as const;

/** Every message code this area can return, for the catalog completeness test. */
export const STOCK_MESSAGE_CODES: readonly string[] = Object.values(STOCK_CODES);
