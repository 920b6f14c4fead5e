export interface AsnRow {
  readonly id: number;
  readonly asn_no: string;
  readonly warehouse_id: number;
  readonly warehouse: string;
  readonly status: string;
  /** What the merchant may do now (the domain's allowedAsnActions). */
  readonly actions: readonly string[];
  readonly level: string;
  readonly delivery_mode: string;
  readonly quantity: number;
  readonly received: number;
  readonly estimated_arrival: string;
  readonly created_at: string;
}

export interface AsnLine {
  readonly id: number;
  readonly product_id: number;
  readonly sku: string;
  readonly quantity: number;
  readonly received: number;
  readonly qualified: number;
  readonly unqualified: number;
}

export interface AsnBox {
  readonly box_no: number;
  readonly sku: string;
  readonly weight_kg: string;
  readonly length_cm: string;
  readonly width_cm: string;
  readonly height_cm: string;
}

/** Money in minor units with its currency (fees are in CNY). */
export interface AsnDetail extends AsnRow {
  readonly prepacking: string;
  readonly tracking_numbers: readonly string[];
  readonly fba: boolean;
  readonly fba_address: string;
  readonly unloading: boolean;
  readonly air_freight: boolean;
  readonly estimated_freight: { readonly amount: number; readonly currency: string };
  readonly estimated_vat: { readonly amount: number; readonly currency: string };
  readonly insurance: { readonly amount: number; readonly currency: string };
  readonly reject_reason: string;
  readonly lines: readonly AsnLine[];
  readonly boxes: readonly AsnBox[];
}

export interface AsnSavedData {
  readonly id: number;
  readonly asn_no: string;
  readonly status: string;
}
