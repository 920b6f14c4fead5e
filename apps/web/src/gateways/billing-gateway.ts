import type {
  LedgerRow,
  OrderChargePage,
  Page,
  WaybillQueryData,
  ExtraPurchaseData,
  PlanListData,
  PlanLogRow,
  PlanSavedData,
  TopUpRow,
  UploadData,
} from '@portal/contract';
import type { ResponseOf } from '@portal/contract/routes';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** Plans (list, activate, edit, log) and top-up requests (proof upload, request, list). */
export interface BillingGateway {
  plans(warehouseId?: number): Promise<PlanListData>;
  activatePlan(fields: FormFields): Promise<PlanSavedData>;
  editPlan(fields: FormFields): Promise<PlanSavedData>;
  /** Buys more SKUs and/or plan-items, paid from the balance; `request_id` makes a retry pay once. */
  extraPurchase(fields: FormFields): Promise<ExtraPurchaseData>;
  planLog(query: FormFields): Promise<Page<PlanLogRow>>;
  /** The transfer proof picture, through the HttpClient's files (multipart). */
  uploadProof(file: File): Promise<UploadData>;
  requestTopUp(fields: FormFields): Promise<TopUpRow>;
  topUps(query: FormFields): Promise<Page<TopUpRow>>;
  /** Every ledger movement, newest first; `kind` filters. */
  transactions(query: FormFields): Promise<Page<LedgerRow>>;
  /** The transactions of the same filters (kind, days) as one XLSX file, up to 800 rows. */
  exportTransactions(query: FormFields): Promise<TransactionsExport>;
  /** Each order's charge by kind and its refund, with the totals of the filter. */
  orderCharges(query: FormFields): Promise<OrderChargePage>;
  /** Orders by order, reference or tracking number (at most 500), with what each was charged. */
  waybills(numbers: string): Promise<WaybillQueryData>;
  /** The rate card and plan rates as one XLSX file. */
  quotation(): Promise<TransactionsExport>;
}

export type TransactionsExport = ResponseOf<typeof ROUTES.recharge.transactionsExport>;

export class HttpBillingGateway implements BillingGateway {
  constructor(private readonly http: HttpClient) {}

  plans(warehouseId?: number): Promise<PlanListData> {
    return callEndpoint(
      this.http,
      ROUTES.plan.plans,
      warehouseId === undefined ? {} : { warehouse_id: String(warehouseId) },
    );
  }

  activatePlan(fields: FormFields): Promise<PlanSavedData> {
    return callEndpoint(this.http, ROUTES.plan.activate, fields);
  }

  editPlan(fields: FormFields): Promise<PlanSavedData> {
    return callEndpoint(this.http, ROUTES.plan.edit, fields);
  }

  extraPurchase(fields: FormFields): Promise<ExtraPurchaseData> {
    return callEndpoint(this.http, ROUTES.plan.extraPurchase, fields);
  }

  planLog(query: FormFields): Promise<Page<PlanLogRow>> {
    return callEndpoint(this.http, ROUTES.plan.log, query);
  }

  uploadProof(file: File): Promise<UploadData> {
    // the form shows a refused picture beside its field, so no toast
    return callEndpoint(
      this.http,
      ROUTES.customer.uploadPicture,
      {},
      { files: { file }, noAlert: true },
    );
  }

  requestTopUp(fields: FormFields): Promise<TopUpRow> {
    return callEndpoint(this.http, ROUTES.recharge.create, fields);
  }

  topUps(query: FormFields): Promise<Page<TopUpRow>> {
    return callEndpoint(this.http, ROUTES.recharge.list, query);
  }

  transactions(query: FormFields): Promise<Page<LedgerRow>> {
    return callEndpoint(this.http, ROUTES.dashboard.topUpDetail, query);
  }

  exportTransactions(query: FormFields): Promise<TransactionsExport> {
    // the screen says why an export failed beside its button, so no toast
    return callEndpoint(this.http, ROUTES.recharge.transactionsExport, query, { noAlert: true });
  }

  orderCharges(query: FormFields): Promise<OrderChargePage> {
    return callEndpoint(this.http, ROUTES.recharge.orderCharges, query);
  }

  waybills(numbers: string): Promise<WaybillQueryData> {
    return callEndpoint(this.http, ROUTES.recharge.waybills, { numbers });
  }

  quotation(): Promise<TransactionsExport> {
    // the screen says why the download failed beside its button, so no toast
    return callEndpoint(this.http, ROUTES.recharge.quotation, {}, { noAlert: true });
  }
}
