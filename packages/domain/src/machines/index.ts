export { MACHINE_MESSAGE_CODES } from './message-codes';
export { MACHINE_CODES } from './codes';
export type { EventTable } from './event-table';
export { isStatusOf } from './event-table';
export { checkEditable, parseStatus, statusAfter, statusAfterEdit } from './status-machine';
export type { StatusMachine } from './status-machine';
export {
  REVIEW_EVENTS,
  REVIEW_MACHINE,
  REVIEW_STATUSES,
  REVIEW_TRANSITIONS,
  transitionReview,
} from './review-machine';
export type { ReviewEvent, ReviewStatus } from './review-machine';
export {
  PRODUCT_EVENTS,
  PRODUCT_MACHINE,
  PRODUCT_MERCHANT_EVENTS,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  activateProduct,
  allowedProductActions,
  checkSkuActivationQuota,
  transitionProduct,
} from './product-machine';
export type {
  ProductAction,
  ProductActivationEvent,
  ProductEvent,
  ProductSkuQuota,
  ProductStatus,
} from './product-machine';
export {
  ASN_EVENTS,
  ASN_MACHINE,
  ASN_MERCHANT_EVENTS,
  ASN_STATUSES,
  ASN_TRANSITIONS,
  allowedAsnActions,
  transitionAsn,
} from './asn-machine';
export type { AsnAction, AsnEvent, AsnStatus } from './asn-machine';
export {
  RMA_EVENTS,
  RMA_MACHINE,
  RMA_MERCHANT_EVENTS,
  RMA_STATUSES,
  RMA_TRANSITIONS,
  allowedRmaActions,
  processRma,
  transitionRma,
} from './rma-machine';
export type { ProcessedRma, RmaAction, RmaDisposal, RmaEvent, RmaStatus } from './rma-machine';
export {
  ORDER_EVENTS,
  ORDER_MACHINE,
  ORDER_MERCHANT_EVENTS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  allowedOrderActions,
  checkOrderEditable,
  isOrderEditable,
  transitionOrder,
} from './order-machine';
export type { OrderAction, OrderEvent, OrderFactEvent, OrderStatus } from './order-machine';
export {
  ORDER_ABNORMAL_REASONS,
  ORDER_ABNORMAL_REASON_CODES,
  markOrderAbnormal,
  resumeAbnormalOrder,
  triggerResumesOrder,
} from './order-abnormal';
export type {
  AbnormalOrder,
  OrderAbnormalReason,
  OrderResumeTrigger,
  OrderState,
} from './order-abnormal';
export {
  ORDER_STOP_REASONS,
  ORDER_STOP_REASON_CODES,
  canCancelOrder,
  cancelOrder,
  interceptOrder,
} from './order-stop';
export type {
  OrderStopReason,
  OrderStopRequest,
  StoppedOrder,
  WarehouseInterceptOutcome,
} from './order-stop';
export {
  PLAN_EVENTS,
  PLAN_MACHINE,
  PLAN_STATUSES,
  PLAN_TRANSITIONS,
  activatePlan,
  allowedPlanActions,
  startPlanCycle,
} from './plan-machine';
export type {
  PlanAction,
  PlanActivation,
  PlanCycleStart,
  PlanEvent,
  PlanStatus,
} from './plan-machine';
export { planResourceShortfall } from './plan-shortfall';
export {
  TOP_UP_EVENTS,
  TOP_UP_MACHINE,
  TOP_UP_STATUSES,
  TOP_UP_TRANSITIONS,
  transitionTopUp,
} from './top-up-machine';
export type { TopUpEvent, TopUpStatus } from './top-up-machine';
export type { PlanResourceNeed, PlanShortfall } from './plan-shortfall';
export {
  WAREHOUSE_APPLICATION_EVENTS,
  WAREHOUSE_APPLICATION_MACHINE,
  WAREHOUSE_APPLICATION_MERCHANT_EVENTS,
  WAREHOUSE_APPLICATION_STATUSES,
  WAREHOUSE_APPLICATION_TRANSITIONS,
  allowedWarehouseApplicationActions,
  transitionWarehouseApplication,
} from './warehouse-application-machine';
export type {
  WarehouseApplicationAction,
  WarehouseApplicationEvent,
  WarehouseApplicationStatus,
} from './warehouse-application-machine';
export {
  API_CERTIFICATE_ASSUMED_VALIDITY_DAYS,
  API_CERTIFICATE_DISPLAY_STATUSES,
  API_CERTIFICATE_EVENTS,
  API_CERTIFICATE_STATUSES,
  API_CERTIFICATE_TRANSITIONS,
  allowedApiCertificateActions,
  apiCertificateDisplayStatus,
  deleteApiCertificate,
  renewApiCertificate,
  requestApiCertificate,
  transitionApiCertificate,
} from './api-certificate-machine';
export type {
  ApiCertificate,
  ApiCertificateDisplayStatus,
  ApiCertificateEvent,
  ApiCertificateStatus,
} from './api-certificate-machine';
export {
  ADD_ON_RULE_EVENTS,
  ADD_ON_RULE_MACHINE,
  ADD_ON_RULE_STATUSES,
  ADD_ON_RULE_TRANSITIONS,
  allowedAddOnRuleActions,
  initialAddOnRuleStatus,
  transitionAddOnRule,
} from './add-on-rule-machine';
export type { AddOnRuleEvent, AddOnRuleStatus } from './add-on-rule-machine';
export {
  ORDER_UPLOAD_EVENTS,
  ORDER_UPLOAD_MACHINE,
  ORDER_UPLOAD_STATUSES,
  ORDER_UPLOAD_TRANSITIONS,
  orderUploadCheckedEvent,
  transitionOrderUpload,
} from './order-upload-machine';
export type { OrderUploadEvent, OrderUploadStatus } from './order-upload-machine';
export { OWN_LABEL_TRACKING_STATUSES, ownLabelTrackingRefusal } from './order-tracking';
