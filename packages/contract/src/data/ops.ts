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
