/** A product (SKU) as the merchant sees it; money in US cents, measures in hundredths. */
export interface ProductRow {
  readonly id: number;
  readonly sku: string;
  readonly name_en: string;
  readonly name_zh: string;
  readonly status: string;
  /** What the merchant may do now (the domain's allowedProductActions). */
  readonly actions: readonly string[];
  readonly price_usd: string;
  readonly declared_value_usd: string;
  readonly weight_kg: string;
  readonly length_cm: string;
  readonly width_cm: string;
  readonly height_cm: string;
  readonly product_type: string;
  readonly barcode_type: string;
  readonly barcode: string;
  readonly brand_type: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface ProductDetail extends ProductRow {
  readonly customs_description: string;
  readonly material_en: string;
  readonly material_zh: string;
  readonly usage: string;
  readonly hs_code: string;
  readonly origin: string;
  readonly battery: boolean;
  readonly liquid: boolean;
  readonly powder: boolean;
  readonly dice: boolean;
  readonly magnetism: boolean;
  readonly fba_barcode: string;
  readonly brand_name: string;
  readonly brand_certificates: readonly string[];
  readonly manufacturer: string;
  readonly product_link: string;
  readonly spec_model: string;
  readonly images: readonly string[];
  readonly certificates: readonly string[];
  readonly packing_material: boolean;
  /** The last rejection reason, when the provider rejected it. */
  readonly rejection_reason: string | null;
}

export interface ProductSavedData {
  readonly id: number;
  readonly status: string;
}

/** One item of a batch action: moved, or refused with its translated reason. */
export interface ProductBatchItem {
  readonly id: number;
  readonly ok: boolean;
  readonly status: string | null;
  readonly msg: string;
}

export interface ProductBatchData {
  readonly results: readonly ProductBatchItem[];
  readonly succeeded: number;
  readonly failed: number;
}

export interface ProductRejectionRow {
  readonly id: number;
  readonly product_id: number;
  readonly sku: string;
  readonly reason: string;
  readonly operator: string;
  readonly created_at: string;
}
