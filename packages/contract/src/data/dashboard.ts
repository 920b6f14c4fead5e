export interface CountRow {
  readonly key: string;
  readonly count: number;
}

export interface BreakdownData {
  readonly total: number;
  readonly rows: readonly CountRow[];
}

export interface ChartData {
  readonly dates: readonly string[];
  readonly counts: readonly number[];
}

export interface OrderRow {
  readonly id: number;
  readonly order_no: string;
  readonly status: string;
  readonly channel: string;
  readonly warehouse_id: number;
  readonly abnormal_reason: string | null;
  readonly created_at: string;
}

export interface TopSkuRow {
  readonly sku: string;
  readonly quantity: number;
}

export interface AccountSummaryData {
  readonly amount: string;
  readonly amount_minor: number;
  readonly currency: string;
  readonly arrears_orders: number;
}

export interface LedgerRow {
  readonly id: number;
  readonly kind: string;
  readonly amount: string;
  readonly amount_minor: number;
  readonly currency: string;
  readonly balance_after_minor: number;
  readonly reference: string;
  readonly created_at: string;
}
