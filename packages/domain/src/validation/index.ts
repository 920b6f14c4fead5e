// Validation rules of warehouse-shipping.md section 5 (products, ASN, RMA, orders, plans, add-on
// rules). Every validator returns message codes, never text; see docs/validation.md.
export { VALIDATION_MESSAGE_CODES } from './message-codes';
export type { ValidationMessageCode } from './message-codes';
export type { FieldCheck, ValidationFieldIssue } from './issues';
export {
  collectFieldIssues,
  isBlankValue,
  nestFieldIssues,
  summarizeFieldIssues,
  validateRequiredField,
  validationMessage,
} from './issues';
export type { DecimalInput } from './decimal-input';
export {
  parseDecimalInput,
  parsePositiveAmount,
  validateIntegerAtLeast,
  validatePositiveAmount,
} from './decimal-input';
export { containsChineseText, findWholeWord } from './text';

export { SKU_MAX_LENGTH, validateSku, validateSkuAsync } from './sku';
export type { SkuNameLengthVariant } from './product-names';
export {
  PRODUCT_MATERIAL_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  SKU_NAME_LENGTH_VARIANTS,
  validateMaterialEn,
  validateMaterialZh,
  validateProductNameEn,
  validateProductNameZh,
  validateSkuName,
} from './product-names';
export {
  CUSTOMS_DESCRIPTION_BANNED_WORDS,
  CUSTOMS_DESCRIPTION_MAX_LENGTH,
  validateCustomsDescription,
} from './customs-description';
export type { DecimalField } from './product-values';
export { originCountryCode, originNameFor } from './origin-country';
export {
  HS_CODE_MIN_DIGITS,
  validateDeclaredValue,
  validateHsCode,
  validateOrigin,
  validateProductDimension,
  validateProductPrice,
  validateProductWeight,
} from './product-values';
export type { BarcodeType } from './barcode';
export {
  BARCODE_LENGTHS,
  BARCODE_TYPES,
  FBA_BARCODE_MAX_LENGTH,
  validateBarcode,
  validateFbaBarcode,
} from './barcode';
export type { BrandType } from './brand';
export { BRAND_TYPES, validateBrandCertificate, validateBrandName } from './brand';
export type { UploadFileInfo, UploadProfile, UploadProfileName } from './uploads';
export { UPLOAD_PROFILES, validateUploadFile, validateUploadFiles } from './uploads';
export type { ProductFormInput } from './product';
export { validateProduct, validateProductAsync } from './product';

export type { ShipmentBoxInput } from './shipment-boxes';
export type { SkuQuantity } from './box-quantities';
export { validateBoxQuantities } from './box-quantities';
export { COMPLETENESS_CODES, draftIssues, draftRule } from './draft';
export {
  SHIPMENT_AIR_BOX_MIN_WEIGHT_KG,
  SHIPMENT_BOX_MAX_WEIGHT_KG,
  validateBoxSkus,
  validateBoxWeight,
  validateShipmentBox,
  validateTrackingNumber,
} from './shipment-boxes';
export type { AsnDeliveryMode, AsnFormInput, AsnLineInput } from './asn';
export { ASN_DELIVERY_MODES, validateAsn, validateAsnQuantity } from './asn';
export type { RmaFormInput } from './rma';
export { validateRma } from './rma';
export type { AsnLevel, AsnPrepacking, ProductType } from './form-enums';
export { ASN_LEVELS, ASN_PREPACKING, PRODUCT_TYPES } from './form-enums';
export type {
  OrderActorKind,
  OrderInterceptState,
  OrderOperatorAction,
  OrderPayBy,
  OrderSearchField,
  OrderType,
} from './order-form-enums';
export {
  ORDER_ACTOR_KINDS,
  ORDER_INTERCEPT_STATES,
  ORDER_OPERATOR_ACTIONS,
  ORDER_PAY_BY,
  ORDER_SEARCH_FIELDS,
  ORDER_TYPES,
} from './order-form-enums';
export type { FormRow } from './form-fields';
export {
  parseFormRows,
  splitTrackingNumbers,
  validateChoice,
  validateDay,
  validateMaxLength,
} from './form-fields';
export type { ProductFormFields, ProductFormFiles } from './product-form';
export {
  PRODUCT_HUNDREDTHS_MAX,
  PRODUCT_TEXT_LIMITS,
  validateProductForm,
  validateProductFormAsync,
} from './product-form';
export type { AsnFormFields } from './asn-form';
export {
  ASN_BOXES_MAX,
  ASN_LINES_MAX,
  asnTrackingNumbers,
  FORM_LINE_QUANTITY_MAX,
  validateAsnForm,
  validateOptionalAmount,
} from './asn-form';
export type { RmaFormFields } from './rma-form';
export { RMA_LINES_MAX, RMA_TEXT_MAX, validateRmaForm } from './rma-form';
export type {
  MerchantRecordsCheck,
  MerchantRecordsForm,
  MerchantRecordsRules,
} from './merchant-records';
export { validateMerchantRecords } from './merchant-records';

export type { ChannelCurrency, IslandRegion, MinorUnits, ShippingChannel } from './channels';
export {
  findShippingChannel,
  ISLAND_REGIONS,
  OVERSEAS_TERRITORIES,
  SHIPPING_CHANNELS,
} from './channels';
export type { AddressLines } from './address-lines';
export {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_LINE_MIN_LENGTH,
  addressLineWeight,
  splitAddressOverflow,
  validateAddressLine1,
  validateAddressLine2,
} from './address-lines';
export {
  RECIPIENT_NAME_TITLES,
  TAIWAN_COUNTRY_CODE,
  validateRecipientEmail,
  validateRecipientCityAsync,
  validateRecipientName,
  validateRecipientNameLength,
  validateTaiwanConsigneeId,
} from './recipient';
export type { PhoneCheck, PhoneNumberLibrary, PhoneVerdict } from './phone';
export {
  MIN_PHONE_CHECK,
  normalizeRecipientPhone,
  phoneCheckFrom,
  validateRecipientPhone,
} from './phone';
export type { AddressFormat } from './address-formats';
export type { RecipientAddressField } from './recipient-layout';
export { recipientAddressLayout } from './recipient-layout';
export { ADDRESS_FORMATS_SOURCE } from './address-formats';
export {
  SPANISH_ISLAND_CODES,
  addressFormatOf,
  countryUsesPostcode,
  normalizeRecipientPostcode,
  rulesCountry,
  validateRecipientPostcode,
} from './postcode';
export type { AddressRegion } from './state';
export {
  countryRequiresState,
  findAddressRegion,
  regionOfPostcode,
  validateRecipientState,
} from './state';
export {
  ORDER_MAX_SKUS,
  ORDER_PRODUCT_TEXT_MAX_LENGTH,
  ORDER_QUANTITY_MAX,
  ORDER_QUANTITY_MIN,
  ORDER_SKU_MAX_LENGTH,
  validateOrderProductText,
  validateOrderQuantity,
  validateOrderSku,
  validateOrderSkuCount,
} from './order-lines';
export {
  INSURED_TO_DECLARED_RATIO,
  validateCodAmount,
  validateDeclaredCurrency,
  validateDeclaredUnitValue,
  validateInsuranceAgreement,
  validateInsuredValue,
  validateOrderTotal,
  validateShippingFeeQuote,
} from './order-amounts';
export {
  isSurchargedRemoteArea,
  validateChannelServesCountry,
  validateIslandAsCountry,
  validateRemoteAreaSupported,
  validateRemoteSurchargeConfirmation,
  validateSalesLink,
} from './order-destination';
export type {
  OrderFormInput,
  OrderLineInput,
  OrderRecipientInput,
  OrderValidationOptions,
} from './order';
export { orderDeclaredTotalMinor, validateOrder, validateOrderAsync } from './order';
export type {
  OrderFieldKind,
  OrderFieldRecord,
  OrderFieldsOfKind,
  OrderFormFieldName,
  OrderFormFields,
  OrderFormOptions,
} from './order-form';
export {
  ORDER_FORM_FIELD_KINDS,
  orderFieldsOfKind,
  ORDER_EXTRAS_MAX,
  ORDER_NUMBER_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  orderInputFromForm,
  orderWireField,
  validateOrderForm,
} from './order-form';
export {
  DATE_FILTER_MAX_DAYS,
  dateRangeBounds,
  validateDateRangeFilter,
} from './date-range-filter';
export type { DateRangeBounds, DateRangeFilterInput } from './date-range-filter';
export {
  BATCH_SEARCH_MAX_NUMBERS,
  EXPORT_MAX_ROWS,
  parseBatchSearchNumbers,
  validateBatchSearchNumbers,
  validateExportRowCount,
} from './query-limits';

export type { PlanFormInput } from './plan';
export type { ExtraPurchaseFormFields, PlanFormFields } from './plan-form';
export {
  extraCountOf,
  storageTenthsOf,
  validateExtraPurchaseForm,
  validatePlanForm,
} from './plan-form';
export {
  PLAN_ITEM_COUNT_MIN,
  PLAN_SKU_COUNT_MIN,
  PLAN_STORAGE_MIN_TENTHS_CBM,
  validatePlan,
  validatePlanItemCount,
  validatePlanSkuCount,
  validatePlanStorageCbm,
} from './plan';
export type { AddonRuleCondition, AddonRuleConditionKind, AddonRuleFormInput } from './addon-rule';
export {
  ADDON_RULE_CONDITION_KINDS,
  ADDON_RULE_PRIORITY_MAX,
  ADDON_RULE_PRIORITY_MIN,
  validateAddonRule,
  validateAddonRulePriority,
} from './addon-rule';
export type { AddonRuleForMatch, OrderForAddonRules } from './addon-rule-match';
export { addonRuleApplies, pickAddonRule, servicesWithAddonRule } from './addon-rule-match';
