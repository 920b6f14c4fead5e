import type {
  AddressType,
  Language,
  AddOnRuleStatus,
  PlanStatus,
  TopUpStatus,
  ActivationStatus,
  AsnStatus,
  Currency,
  DocumentKind,
  OrderStatus,
  OrderUploadKind,
  OrderUploadRowOutcome,
  OrderUploadSaveAs,
  OrderUploadStatus,
  ProductStatus,
  ReviewStatus,
  RmaStatus,
  WarehouseApplicationStatus,
  WebhookStatus,
  WebhookEvent,
  DeliveryStatus,
} from '@portal/domain';
import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: written as a Date, read back as a Date on both PGlite and pg. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns come back as string (pg) or bigint/number (PGlite); repositories use Number(). */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

export interface CustomersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  password_hash: string;
  activation_status: ActivationStatus;
  identity_type: string | null;
  rejection_reason: string | null;
  region_id: number | null;
  account_manager_id: number | null;
  regional_manager_id: number | null;
  sales_manager_id: number | null;
  currency: string;
  balance_minor: BigIntColumn;
  overdue_cc_emails: string;
  created_at: Timestamp;
}

export interface SubAccountsTable {
  id: Generated<number>;
  customer_id: number;
  username: string;
  real_name: string;
  role: string;
  email: string;
  phone: string;
  password_hash: string;
  created_at: Timestamp;
  /** The custom role when `role` is 'custom' (migration 055). */
  role_id: number | null;
  disabled_at: Timestamp | null;
}

export interface RolesTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  description: Generated<string>;
  /** Comma-joined `area:action` tags. */
  permissions: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  /** The session id handed out by get-sessionid: an identifier, not a credential. */
  public_id: string;
  customer_id: number;
  sub_account_id: number | null;
  warehouse_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  validated: boolean;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** Failed logins per account and client ('*': every client not trusted lately), migration 095. */
export interface LoginThrottleTable {
  account: string;
  client: string;
  failures: number;
  wait_until: Timestamp | null;
  last_failure_at: Timestamp | null;
  trusted_until: Timestamp | null;
}

/** Uploaded files' bytes when the file store is the database (ADR 0042), migration 096. */
export interface StoredFilesTable {
  name: string;
  bytes: Buffer;
  created_at: Timestamp;
}

export interface VerificationsTable {
  id: Generated<number>;
  customer_id: number;
  identity_type: string;
  /** The submitted identity fields (they differ by type), jsonb: written as JSON text, read as the object. */
  fields: ColumnType<Readonly<Record<string, string>>, string, string>;
  status: ReviewStatus;
  reason: string | null;
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface WarehousesTable {
  id: Generated<number>;
  code: string;
  name: string;
  cn_name: string;
}

export interface CustomerWarehousesTable {
  id: Generated<number>;
  customer_id: number;
  warehouse_id: number;
  status: WarehouseApplicationStatus;
  reason: string | null;
  applied_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface LedgerTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  amount_minor: BigIntColumn;
  currency: string;
  balance_after_minor: BigIntColumn;
  reference: string;
  created_at: Timestamp;
}

export interface ManagersTable {
  id: Generated<number>;
  kind: string;
  name: string;
  cn_name: string;
  region_id: number | null;
}

export interface RegionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  cn_name: string;
}

export interface UploadsTable {
  id: string;
  customer_id: number;
  file_name: string;
  mime: string;
  size: number;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  order_no: string;
  status: OrderStatus;
  channel: string;
  warehouse_id: number;
  abnormal_reason: string | null;
  created_at: Timestamp;
  /** Migration 020: the whole order of warehouse-shipping.md section 3. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  submitted_at: Timestamp | null;
  order_type: Generated<string>;
  currency: Generated<string>;
  pay_by: Generated<string>;
  intercept: Generated<string>;
  stop_reason: string | null;
  /** The open stop request deletes the order (a complete cancel or interception). */
  stop_complete: Generated<boolean>;
  priority: Generated<number>;
  declared_total_minor: ColumnType<string | number | bigint, number | undefined, number>;
  /** The last quote (OrderFees of the contract) as JSON. */
  fees: unknown;
  charged_minor: ColumnType<string | number | bigint, number | undefined, number>;
  /** Migration 031: the plan-items this order holds (one per unit while it holds its plan's). */
  plan_items_held: Generated<number>;
  reference_no: Generated<string>;
  platform_order_no: Generated<string>;
  tracking_no: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  company: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  country: Generated<string>;
  state: Generated<string>;
  city: Generated<string>;
  postcode: Generated<string>;
  address_line1: Generated<string>;
  address_line2: Generated<string>;
  house_number: Generated<string>;
  id_number: Generated<string>;
  company_code: Generated<string>;
  passport_number: Generated<string>;
  tax_id: Generated<string>;
  ioss: Generated<string>;
  eori: Generated<string>;
  customs_record_no: Generated<string>;
  cod_amount: Generated<string>;
  insured_value: Generated<string>;
  remote_surcharge_confirmation: Generated<string>;
  sales_link: Generated<string>;
  remark: Generated<string>;
  signature: Generated<boolean>;
  separate_customs: Generated<boolean>;
  duty_prepaid: Generated<boolean>;
  battery: Generated<boolean>;
  return_if_undeliverable: Generated<boolean>;
  insurance_agreement: Generated<boolean>;
  /** Migration 110: the upload that created the order, hidden with it while it is deleted. */
  upload_id: ColumnType<number | null, number | null | undefined, number | null>;
  upload_hidden: Generated<boolean>;
  /** The upload's "submit abnormal orders automatically"; null follows the preference. */
  auto_resume: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** The carrier of an own-label tracking number (the tracking upload). */
  carrier: Generated<string>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  quantity: number;
  product_id: number | null;
  name: Generated<string>;
  description: Generated<string>;
  declared_value: Generated<string>;
  /** Units of this line reserved on the shelf now (0 until submitted, back to 0 when released). */
  reserved: Generated<number>;
}

export interface OrderServicesTable {
  id: Generated<number>;
  order_id: number;
  code: string;
  quantity: number;
}

export interface OrderPackingMaterialsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  sku: string;
  quantity: number;
}

export interface OrderEventsTable {
  id: Generated<BigIntColumn>;
  order_id: number;
  at: Timestamp;
  actor_kind: string;
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note_code: string | null;
  note_params: unknown;
}

export interface RateCardsTable {
  channel: string;
  first_weight_g: number;
  first_price_minor: number;
  step_weight_g: number;
  step_price_minor: number;
  max_weight_g: number;
  remote_surcharge_minor: number;
  set_by: string;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  customer_id: number;
  sku: string;
  name: string;
  cn_name: string;
  created_at: Timestamp;
  status: Generated<ProductStatus>;
  price_cents: Generated<number>;
  declared_cents: Generated<number>;
  weight_centikg: Generated<number>;
  /** Centimetres in hundredths. */
  length_mm10: Generated<number>;
  width_mm10: Generated<number>;
  height_mm10: Generated<number>;
  customs_description: Generated<string>;
  material_en: Generated<string>;
  material_zh: Generated<string>;
  usage: Generated<string>;
  hs_code: Generated<string>;
  origin: Generated<string>;
  product_type: Generated<string>;
  barcode_type: Generated<string>;
  barcode: Generated<string>;
  fba_barcode: Generated<string>;
  brand_type: Generated<string>;
  brand_name: Generated<string>;
  manufacturer: Generated<string>;
  product_link: Generated<string>;
  spec_model: Generated<string>;
  /** jsonb arrays of upload ids (default []): written as JSON text, read as the array. */
  brand_certificates: ColumnType<readonly string[], string | undefined, string>;
  images: ColumnType<readonly string[], string | undefined, string>;
  certificates: ColumnType<readonly string[], string | undefined, string>;
  battery: Generated<boolean>;
  liquid: Generated<boolean>;
  powder: Generated<boolean>;
  dice: Generated<boolean>;
  magnetism: Generated<boolean>;
  packing_material: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProductRejectionsTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number;
  reason: string;
  operator: string;
  created_at: Timestamp;
}

export interface AsnsTable {
  id: Generated<number>;
  customer_id: number;
  asn_no: string;
  /** Null while a draft names no warehouse yet (migration 105); a submitted notice has one. */
  warehouse_id: number | null;
  status: AsnStatus;
  prepacking: string;
  delivery_mode: string;
  /** jsonb array of tracking numbers: written as JSON text, read as the array. */
  tracking_numbers: ColumnType<readonly string[], string, string>;
  fba: boolean;
  fba_address: string;
  level: string;
  unloading: boolean;
  air_freight: boolean;
  estimated_arrival: string;
  freight_minor: number;
  vat_minor: number;
  insurance_minor: number;
  currency: string;
  reject_reason: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AsnLinesTable {
  id: Generated<number>;
  asn_id: number;
  product_id: number;
  /** Null while a draft line has no quantity yet (migration 105). */
  quantity: number | null;
  received: Generated<number>;
  qualified: Generated<number>;
  unqualified: Generated<number>;
}

export interface AsnBoxesTable {
  id: Generated<number>;
  asn_id: number;
  box_no: number;
  sku: string;
  /**
   * Units of its one SKU (migration 090); the lines' quantities are the boxes' sums. This and the
   * measures are null where a draft left them out (migration 105).
   */
  quantity: number | null;
  weight_centikg: number | null;
  length_mm10: number | null;
  width_mm10: number | null;
  height_mm10: number | null;
}

export interface InventoryTable {
  product_id: number;
  warehouse_id: number;
  customer_id: number;
  on_hand: Generated<number>;
  reserved: Generated<number>;
  in_transit: Generated<number>;
  unqualified: Generated<number>;
  low_stock_threshold: Generated<number>;
  updated_at: Timestamp;
}

export interface InventoryLogTable {
  id: Generated<BigIntColumn>;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  cause: string;
  reference: string;
  on_hand_delta: number;
  reserved_delta: number;
  in_transit_delta: number;
  unqualified_delta: number;
  operator: string;
  created_at: Timestamp;
}

export interface InventoryBatchesTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  batch_no: string;
  source: string;
  qualified: number;
  unqualified: number;
  received_at: Timestamp;
}

export interface RmasTable {
  id: Generated<number>;
  customer_id: number;
  rma_no: string;
  warehouse_id: number;
  status: RmaStatus;
  /** jsonb array of tracking numbers: written as JSON text, read as the array. */
  tracking_numbers: ColumnType<readonly string[], string, string>;
  shipping_method: string;
  order_number: string;
  back_to_shelf: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmaLinesTable {
  id: Generated<number>;
  rma_id: number;
  product_id: number;
  quantity: number;
  received: Generated<number>;
  qualified: Generated<number>;
  unqualified: Generated<number>;
  disposed: Generated<number>;
}

export interface AddedServicesTable {
  id: Generated<number>;
  sp_code: string;
  name: string;
  name_cn: string;
  unit: string;
  unit_cn: string;
  price_minor: number;
  currency: string;
  sort: number;
}

export interface ProductUploadsTable {
  id: Generated<number>;
  customer_id: number;
  file_name: string;
  total: number;
  created: number;
  /** jsonb array of each row's result: written as JSON text, read as the array. */
  rows: ColumnType<readonly unknown[], string, string>;
  created_at: Timestamp;
}

export interface InventoryLogCountsTable {
  customer_id: number;
  warehouse_id: number;
  n: BigIntColumn;
}

/** Kept by a trigger on products (migration 009). */
export interface ProductStatusCountsTable {
  customer_id: number;
  status: ProductStatus;
  n: BigIntColumn;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  title_cn: string;
  href: string;
  href_cn: string;
  is_link: boolean;
  published_at: Timestamp;
  /** Migration 075: the one merchant a notice is for; null: every merchant. */
  customer_id: Generated<number | null>;
}

export interface NewsReadsTable {
  news_id: number;
  customer_id: number;
  read_at: Timestamp;
}

export interface PlanRequestsTable {
  id: Generated<number>;
  customer_id: number;
  warehouse_id: number;
  storage_tenths_cbm: number;
  sku_count: number;
  plan_items: number;
  status: ReviewStatus;
  created_at: Timestamp;
}

/** The NumberSequence port's counters (migration 011). */
export interface DocumentCountersTable {
  kind: DocumentKind;
  last: BigIntColumn;
}

/** Operator-set exchange rates, read through the domain's RateTable port (migration 012). */
export interface ExchangeRatesTable {
  from_currency: Currency;
  to_currency: Currency;
  numerator: BigIntColumn;
  denominator: BigIntColumn;
  set_by: string;
  updated_at: Timestamp;
}

/** One plan per merchant and warehouse (migration 030); `next_*` take effect at the next billing date. */
/** Orders per merchant and status, kept by statement triggers (migrations 032, 106): the tabs. */
export interface OrderStatusCountsTable {
  customer_id: number;
  status: string;
  n: BigIntColumn;
}

export interface PlansTable {
  id: Generated<number>;
  customer_id: number;
  warehouse_id: number;
  status: PlanStatus;
  storage_tenths_cbm: number;
  sku_count: number;
  plan_items: number;
  fee_minor: BigIntColumn;
  currency: string;
  next_storage_tenths_cbm: number | null;
  next_sku_count: number | null;
  next_plan_items: number | null;
  /** Bought on top of the terms for the current cycle (migration 045). */
  extra_sku_count: Generated<number>;
  extra_plan_items: Generated<number>;
  activated_at: Timestamp | null;
  cycle_start_at: Timestamp | null;
  updated_at: Timestamp;
  /** Migration 031: plan-items the warehouse's orders hold now (kept with each order's move). */
  plan_items_used: Generated<number>;
}

/** One plan's billing date, billed once (migration 040, ADR 0032). */
export interface BillingRunsTable {
  id: Generated<number>;
  plan_id: number;
  cycle: number;
  due_at: Timestamp;
  status: 'pending' | 'done';
  finished_at: Timestamp | null;
}

export type BillingChargeKind = 'renewal' | 'storage_past_plan' | 'insurance';

/** What a billing run charged; `owed` until the balance covers it (an overdue amount). */
export interface BillingChargesTable {
  id: Generated<number>;
  run_id: number;
  plan_id: number;
  customer_id: number;
  warehouse_id: number;
  cycle: number;
  kind: BillingChargeKind;
  amount_minor: BigIntColumn;
  currency: string;
  reference: string;
  status: 'owed' | 'paid';
  ledger_id: number | null;
  due_at: Timestamp;
  paid_at: Timestamp | null;
}

/** A reminder of an amount owed, once per billing run that left one (migration 075). */
export interface OwedRemindersTable {
  id: Generated<number>;
  customer_id: number;
  run_id: number;
  owed_minor: BigIntColumn;
  currency: string;
  news_id: number | null;
  email_status: 'pending' | 'sent' | 'off' | 'failed';
  email_attempts: Generated<number>;
  created_at: Timestamp;
  mailed_at: Timestamp | null;
}

/** A notice event's e-mail waiting to go or gone, in both languages (migration 100). */
export interface NoticeMailsTable {
  id: Generated<number>;
  customer_id: number;
  event: string;
  text_en: string;
  text_zh: string;
  email_status: 'pending' | 'sent' | 'off' | 'failed';
  email_attempts: Generated<number>;
  created_at: Timestamp;
  mailed_at: Timestamp | null;
}

export interface PlanLogTable {
  id: Generated<number>;
  plan_id: number;
  customer_id: number;
  warehouse_id: number;
  action: 'activate' | 'edit' | 'extra_purchase';
  storage_tenths_cbm: number;
  sku_count: number;
  plan_items: number;
  fee_minor: BigIntColumn;
  currency: string;
  ledger_id: number | null;
  effective_at: Timestamp | null;
  created_at: Timestamp;
}

/** A merchant's top-up request (migration 030), credited through the ledger once. */
export interface TopUpsTable {
  id: Generated<number>;
  customer_id: number;
  amount_minor: BigIntColumn;
  currency: string;
  method: string;
  proof_upload_id: string;
  status: TopUpStatus;
  reason: string | null;
  ledger_id: number | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

/** The address book (migration 050). */
export interface AddressBookTable {
  id: Generated<number>;
  customer_id: number;
  type: AddressType;
  name: string;
  address: string;
  country: string;
  city: string;
  postcode: string;
  phone: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface InvoiceTitlesTable {
  id: Generated<number>;
  customer_id: number;
  template_name: string;
  company: string;
  address: string;
  currency: Currency;
  created_at: Timestamp;
}

/** One row per merchant once saved; the notice choice as the form's `<event>.<channel>` keys. */
export interface PreferencesTable {
  customer_id: number;
  /** null: never chosen (the defaults apply). */
  notice_keys: string | null;
  default_warehouse_id: number | null;
  language: Language;
  page_size: number;
  auto_submit_abnormal: boolean;
  updated_at: Timestamp;
}

/** API certificates (migration 120, ADR 0049): the key only sealed. */
export interface ApiCertificatesTable {
  id: Generated<number>;
  customer_id: number;
  created_by: string;
  token: string;
  key_sealed: string;
  key_hint: string;
  scopes: string;
  applied_at: Timestamp;
  renewed_at: Timestamp | null;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

export interface ApiNoncesTable {
  certificate_id: number;
  nonce: string;
  seen_at: Timestamp;
}

export interface ApiCallsTable {
  id: Generated<string | number>;
  customer_id: number;
  certificate_id: number | null;
  token: string;
  at: Timestamp;
  method: string;
  endpoint: string;
  http_status: number;
  code: string;
  outcome: string;
}

/** Webhook subscriptions (migration 120, ADR 0051); `events` comma-separated. */
export interface WebhooksTable {
  id: Generated<number>;
  customer_id: number;
  url: string;
  events: string;
  status: WebhookStatus;
  secret_sealed: string;
  secret_hint: string;
  failing_since: Timestamp | null;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string | number>;
  webhook_id: number;
  customer_id: number;
  event: WebhookEvent;
  event_id: string;
  payload: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: Generated<string | number>;
  delivery_id: string | number;
  at: Timestamp;
  http_status: number | null;
  error: string;
  duration_ms: number;
}

/** Two-factor sign-in of a main account (migration 120, ADR 0052). */
export interface TwoFactorTable {
  customer_id: number;
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled_at: Timestamp | null;
  last_step: ColumnType<string | number, number | undefined, number>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  customer_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  customer_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface Database {
  customers: CustomersTable;
  sub_accounts: SubAccountsTable;
  roles: RolesTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  rate_limits: RateLimitsTable;
  login_throttle: LoginThrottleTable;
  stored_files: StoredFilesTable;
  verifications: VerificationsTable;
  warehouses: WarehousesTable;
  customer_warehouses: CustomerWarehousesTable;
  ledger: LedgerTable;
  managers: ManagersTable;
  regions: RegionsTable;
  uploads: UploadsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_services: OrderServicesTable;
  order_packing_materials: OrderPackingMaterialsTable;
  order_events: OrderEventsTable;
  rate_cards: RateCardsTable;
  products: ProductsTable;
  product_rejections: ProductRejectionsTable;
  asns: AsnsTable;
  asn_lines: AsnLinesTable;
  asn_boxes: AsnBoxesTable;
  inventory: InventoryTable;
  inventory_log: InventoryLogTable;
  inventory_batches: InventoryBatchesTable;
  rmas: RmasTable;
  rma_lines: RmaLinesTable;
  added_services: AddedServicesTable;
  product_uploads: ProductUploadsTable;
  inventory_log_counts: InventoryLogCountsTable;
  product_status_counts: ProductStatusCountsTable;
  order_status_counts: OrderStatusCountsTable;
  news: NewsTable;
  news_reads: NewsReadsTable;
  plan_requests: PlanRequestsTable;
  plans: PlansTable;
  plan_log: PlanLogTable;
  top_ups: TopUpsTable;
  document_counters: DocumentCountersTable;
  exchange_rates: ExchangeRatesTable;
  billing_runs: BillingRunsTable;
  billing_charges: BillingChargesTable;
  owed_reminders: OwedRemindersTable;
  notice_mails: NoticeMailsTable;
  address_book: AddressBookTable;
  invoice_titles: InvoiceTitlesTable;
  preferences: PreferencesTable;
  addon_rules: AddonRulesTable;
  order_uploads: OrderUploadsTable;
  order_upload_rows: OrderUploadRowsTable;
  order_upload_staged: OrderUploadStagedTable;
  order_upload_mappings: OrderUploadMappingsTable;
  api_certificates: ApiCertificatesTable;
  api_nonces: ApiNoncesTable;
  api_calls: ApiCallsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
}

/** A batch order or tracking upload (migration 110). */
export interface OrderUploadsTable {
  id: Generated<number>;
  customer_id: number;
  kind: OrderUploadKind;
  file_name: string;
  format: 'csv' | 'xlsx' | 'xls';
  fingerprint: string;
  uploaded_by: string;
  save_as: OrderUploadSaveAs;
  auto_submit_abnormal: boolean;
  status: OrderUploadStatus;
  total_rows: number;
  created: number;
  errors: number;
  skipped: number;
  /** jsonb [{ heading, field }]: the file's columns; written as JSON text, read as the array. */
  columns: ColumnType<readonly { heading: string; field: string | null }[], string, string>;
  created_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 140: `{ actor, now }` while the import runs in batches (ADR 0065), else null. */
  importing: ColumnType<unknown, string | null | undefined, string | null>;
}

/** Migration 140: one order of an import in batches, its rows as read, `done` once written. */
export interface OrderUploadStagedTable {
  upload_id: number;
  seq: number;
  /** jsonb TemplateRow[]; written as JSON text, read as the array. */
  rows: ColumnType<unknown, string, string>;
  done: Generated<boolean>;
}

/** One data row of an upload with its outcome (migration 110). */
export interface OrderUploadRowsTable {
  id: Generated<number>;
  upload_id: number;
  row_number: number;
  reference: string;
  outcome: OrderUploadRowOutcome;
  order_id: number | null;
  /** jsonb: the cells by template field. */
  cells: ColumnType<Readonly<Record<string, string>>, string, string>;
  /** jsonb: [{ field, code, params, column? }]. */
  issues: ColumnType<readonly StoredRowIssue[], string, string>;
}

/** A row problem as stored: the rule's code, its template field, the file's own heading. */
export interface StoredRowIssue {
  readonly field: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly column?: string;
}

/** A merchant's saved column mapping (migration 110). */
export interface OrderUploadMappingsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  /**
   * jsonb: the mapping, as field rules `{ fields, skip }` (ADR 0072) or the older list of
   * `{ heading, field }`; read through the domain's orderMappingOf, which takes either.
   */
  columns: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** A merchant's add-on service rule (migration 060); the lists are jsonb, written as JSON text. */
export interface AddonRulesTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  description: string;
  priority: number;
  status: AddOnRuleStatus;
  warehouse_ids: ColumnType<readonly number[], string, string>;
  shipping_methods: ColumnType<readonly string[], string, string>;
  skus: ColumnType<readonly string[], string, string>;
  countries: ColumnType<readonly string[], string, string>;
  services: ColumnType<readonly string[], string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
