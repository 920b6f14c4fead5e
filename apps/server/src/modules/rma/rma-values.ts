// What the return form's validation yields and the repository stores, apart from the form: the
// form reads the repository (products, warehouses), so the repository naming the form's type
// would close an import cycle (ADR 0071).

export interface RmaValues {
  readonly warehouseId: number;
  readonly lines: readonly { readonly productId: number; readonly quantity: number }[];
  readonly columns: {
    readonly tracking_numbers: string;
    readonly shipping_method: string;
    readonly order_number: string;
    readonly back_to_shelf: boolean;
  };
}
