/** Port: whether a SKU already belongs to one of the merchant's products. */
export interface SkuUniqueness {
  isTaken(sku: string): Promise<boolean> | boolean;
}
