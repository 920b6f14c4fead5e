export interface RmaRow {
  readonly id: number;
  readonly rma_no: string;
  readonly warehouse_id: number;
  readonly status: string;
  /** What the merchant may do now (the domain's allowedRmaActions). */
  readonly actions: readonly string[];
  readonly order_number: string;
  readonly shipping_method: string;
  readonly tracking_numbers: readonly string[];
  readonly back_to_shelf: boolean;
  readonly created_at: string;
}

export interface RmaLine {
  readonly id: number;
  readonly product_id: number;
  readonly sku: string;
  readonly quantity: number;
  readonly received: number;
  readonly qualified: number;
  readonly unqualified: number;
  readonly disposed: number;
}

export interface RmaDetail extends RmaRow {
  readonly lines: readonly RmaLine[];
}

export interface RmaSavedData {
  readonly id: number;
  readonly rma_no: string;
  readonly status: string;
}

/** A value-added service of the provider; price in minor units of its currency. */
export interface AddedService {
  readonly sp_code: string;
  readonly name: string;
  readonly name_cn: string;
  readonly unit: string;
  readonly unit_cn: string;
  readonly price: { readonly amount: number; readonly currency: string };
}
