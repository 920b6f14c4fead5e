export { FEE_MESSAGE_CODES } from './message-codes';
export { FEE_CODES } from './codes';
export { ROUNDING_MODES, roundFraction } from './rounding';
export type { RoundingMode } from './rounding';
export { rateFromDecimal } from './rate';
export type { Rate } from './rate';
export {
  CURRENCIES,
  FEE_CURRENCY,
  addMoney,
  compareMoney,
  maxMoney,
  moneyFromMinor,
  multiplyMoney,
  subtractMoney,
  zeroMoney,
} from './money';
export type { Currency, Money } from './money';
export { decimalText, formatMoney } from './money-text';
export { convertMoney, rateTableFromEntries } from './rate-table';
export { parseCurrency, parseExchangeRateEntry, rateText } from './exchange-rate-entry';
export type { RateTable, RateTableEntry } from './rate-table';
export {
  OVERDUE_STORAGE_DOUBLE_MAX_DAY,
  OVERDUE_STORAGE_NORMAL_MAX_DAY,
  overdueStorageCharge,
  overdueStorageMultiplier,
} from './overdue-storage';
export type { OverdueStorageMultiplier, OverdueStoragePeriod } from './overdue-storage';
export {
  SHIPPING_INSURANCE_MINIMUM_PER_SHIPMENT,
  SHIPPING_INSURANCE_RATE,
  WAREHOUSING_INSURANCE_MINIMUM_PER_UNIT,
  WAREHOUSING_INSURANCE_RATE,
  shippingInsuranceFee,
  warehousingInsuranceFee,
} from './insurance';
export type { ShippingInsuranceInput, WarehousingInsuranceInput } from './insurance';
export {
  DESTINATION_VAT_RATES,
  LOW_VALUE_DUTY_FEE,
  LOW_VALUE_DUTY_THRESHOLD,
  PREPAID_DUTY_FEES,
  QATAR_DESTINATION_FEE,
  SGEXP_ASSUMED_GST_RATE,
  SGEXP_CUSTOMS_FEE,
  SGEXP_TAX_THRESHOLD,
  destinationFee,
  destinationVat,
  lowValueDutyFee,
  prepaidDutyFee,
  sgexpImportCharges,
} from './destination-charges';
export type {
  DeclaredShipment,
  PrepaidDutyFeeEntry,
  SgexpImportCharges,
} from './destination-charges';
export {
  VOLUMETRIC_5KG_CAP_CHANNEL_RULE,
  VOLUMETRIC_DIVISOR_CM3_PER_KG,
  channelChargeableWeightGrams,
  chargeableWeightGrams,
  volumetricWeightGrams,
} from './parcel-weight';
export type { ChannelWeightRule, ParcelDimensions } from './parcel-weight';
export {
  BOX_MIN_FACE_CM,
  SHIPPING_LABEL_MAX_CM,
  checkBoxSurface,
  checkShippingLabelSize,
} from './parcel-limits';
export {
  BILLING_CYCLE_DAYS,
  BILLING_CYCLE_MS,
  BILLING_DAY_MS,
  nextBillingDateMs,
  planEditTiming,
} from './billing-cycle';
export type { PlanEditTiming } from './billing-cycle';
export { extraPurchaseFee, PLAN_RATES, planCycleFee } from './plan-fee';
export type { ExtraPurchase, PlanTerms } from './plan-fee';
export { TOP_UP_PRIORITIES, planTopUpDeductions, sortOrdersForTopUp } from './top-up-deduction';
export type { OrderAwaitingFunds, TopUpDeductions, TopUpPriority } from './top-up-deduction';
export {
  CHANNEL_WEIGHT_RULES,
  LOW_VALUE_DUTY_CHANNELS,
  NO_LOGISTICS_PRICE_CODE,
  freightFromRateCard,
  parcelChargeableWeightGrams,
  quoteOrderFees,
} from './order-quote';
export type {
  OrderFeeBreakdown,
  OrderQuoteData,
  OrderQuoteInput,
  ParcelItem,
  RateCard,
} from './order-quote';
export {
  CM3_PER_CBM,
  batchesOnShelf,
  billingDateMs,
  billingDatesPassed,
  stockAgeDay,
  stockAgeTier,
  storagePastPlanCharge,
  unitsByAgeTier,
} from './storage-billing';
export type { ReceivedBatch, StockAgeTier, StoragePastPlanInput } from './storage-billing';
export { ORDER_CHARGE_KINDS, orderChargeLines } from './order-charges';
export type { OrderChargeKind, OrderChargeLine, OrderChargeQuote } from './order-charges';
export { QUOTATION_MAX_BRACKETS, quotationBrackets } from './quotation';
export type { QuotationBracket } from './quotation';
