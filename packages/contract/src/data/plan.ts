export interface RemindData {
  readonly arrears_orders: number;
  readonly balance_minor: number;
  readonly currency: string;
  /** True when arrears exist or the balance is not above zero. */
  readonly remind: boolean;
}

export interface PlanRequestData {
  readonly id: number;
  readonly status: string;
}

export interface SkuRow {
  readonly sku: string;
  readonly name: string;
  readonly cn_name: string;
}

export interface CcEmailData {
  readonly emails: readonly string[];
}
