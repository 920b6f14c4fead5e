/** Port: whether a warehouse is approved for the merchant (goods may be sent or returned there). */
export interface WarehouseApproval {
  isApproved(warehouseId: number): Promise<boolean> | boolean;
}

/**
 * Port: which of the named SKUs are the merchant's products a form may use (active ones for an
 * ASN, any not deleted for a return), with what the caller needs of each (its id, its value).
 */
export interface MerchantProducts<P extends { readonly sku: string }> {
  findBySkus(skus: readonly string[]): Promise<readonly P[]> | readonly P[];
}
