// What the ASN form's validation yields and the repository stores, apart from the form: the
// form reads the repository (products, warehouses), so the repository naming the form's type
// would close an import cycle (ADR 0071).

/** The form as stored; null is what a draft left out (a submitted notice has none). */
export interface AsnValues {
  readonly warehouseId: number | null;
  readonly lines: readonly { readonly productId: number; readonly quantity: number | null }[];
  readonly boxes: readonly {
    readonly sku: string;
    readonly quantity: number | null;
    readonly weight: number | null;
    readonly length: number | null;
    readonly width: number | null;
    readonly height: number | null;
  }[];
  readonly columns: {
    readonly prepacking: string;
    readonly delivery_mode: string;
    readonly tracking_numbers: string;
    readonly fba: boolean;
    readonly fba_address: string;
    readonly level: string;
    readonly unloading: boolean;
    readonly air_freight: boolean;
    readonly estimated_arrival: string;
    readonly freight_minor: number;
    readonly vat_minor: number;
    readonly insurance_minor: number;
    readonly currency: string;
  };
}
