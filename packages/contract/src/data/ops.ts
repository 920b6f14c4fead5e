export interface OpsVerificationRow {
  readonly customer_id: number;
  readonly username: string;
  readonly type: string;
  readonly status: string;
  readonly submitted_at: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface OpsDecisionData {
  readonly customer_id: number;
  readonly status: string;
}

export interface OpsTopUpData {
  readonly customer_id: number;
  readonly ledger_id: number;
  readonly balance_minor: number;
  readonly currency: string;
  readonly status: string;
}

/** An exchange rate the operator set: how many `to` one `from` is worth, as a plain decimal. */
export interface ExchangeRateRow {
  readonly from: string;
  readonly to: string;
  readonly rate: string;
  readonly set_by: string;
  readonly updated_at: string;
}
