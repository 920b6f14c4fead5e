import type { CatalogSection } from '../../types';

/** validation messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const validation: CatalogSection = {
  VALIDATION: {
    REQUIRED: 'This field is required!',
    FORM_INVALID: 'Form validation failed, please check the content.',
    NOT_A_NUMBER: 'Please enter a number.',
    NUMBER_TOO_LARGE: 'This number is too large.',
    POSITIVE: 'Please enter a number greater than 0.',
    DECIMALS: 'Please enter at most {{max}} decimal places.',
    INTEGER_MIN: 'Please enter a whole number of at least {{min}}.',
    TEXT_TOO_LONG: 'At most {{max}} characters.',
    LINK_INVALID: 'A link must start with http:// or https://',
    CHOICE_INVALID: 'Please choose one of the options.',
    DATE_INVALID: 'Please enter a date as YYYY-MM-DD.',
    DATE_RANGE_ORDER: 'The start date must not be after the end date.',
    DATE_RANGE_TOO_LONG: 'A date range may span at most {{max}} days.',
    LIST_INVALID: 'This list could not be read.',
    LIST_TOO_LONG: 'At most {{max}} rows.',
    QUANTITY_TOO_LARGE: 'A quantity may be at most {{max}}.',
    SKU_REPEATED: 'The SKU {{sku}} is listed twice.',
    BOX_SKU_NOT_IN_LINES: 'The box SKU {{sku}} is not among the products of this notice.',
  },
  PRODUCT: {
    SKU_PATTERN: 'SKU may only contain letters, digits, underscores and hyphens.',
    SKU_LEADING_HYPHEN: 'SKU must not start with a hyphen.',
    SKU_TOO_LONG: 'SKU must be at most {{max}} characters.',
    SKU_TAKEN: 'This SKU already exists.',
    NAME_EN_CHINESE: 'The English name must not contain Chinese characters.',
    NAME_EN_TOO_LONG: 'The English name must be at most {{max}} characters.',
    NAME_ZH_NEEDS_CHINESE: 'The Chinese name must contain Chinese characters.',
    NAME_ZH_TOO_LONG: 'The Chinese name must be at most {{max}} characters.',
    SKU_NAME_LENGTH: 'The SKU name must be {{min}} to {{max}} characters.',
    CUSTOMS_DESCRIPTION_TOO_LONG: 'The customs description must be at most {{max}} characters.',
    CUSTOMS_DESCRIPTION_CHINESE: 'The customs description must not contain Chinese characters.',
    CUSTOMS_DESCRIPTION_PATTERN:
      'The customs description may only contain letters, digits and spaces.',
    CUSTOMS_DESCRIPTION_BANNED_WORD:
      'The customs description must not contain the word "{{word}}"; describe the product itself.',
    DECLARED_BELOW_COST: 'Declared Value must not be less than its actual cost (Product Value)!',
    HS_CODE_INVALID: 'Invalid HS code',
    ORIGIN_ENGLISH_ONLY: 'Please enter the country of manufacture in English.',
    ORIGIN_UNKNOWN:
      'Please choose the country of manufacture from the list (its English name, e.g. China).',
    MATERIAL_TOO_LONG: 'The material description must be at most {{max}} characters.',
    MATERIAL_EN_CHINESE: 'The English material description must not contain Chinese characters.',
    MATERIAL_ZH_ENGLISH: 'The Chinese material description must not contain English letters.',
    BARCODE_LENGTH: 'The barcode must be {{min}} to {{max}} characters.',
    BRAND_CERTIFICATE_REQUIRED:
      'A licensed brand needs a brand certificate image or an authorisation letter.',
  },
  UPLOAD: {
    FILE_TYPE: 'Only {{allowed}} files can be uploaded.',
    FILE_TOO_LARGE: 'Each file must be at most {{limit}}.',
    TOO_MANY_FILES: 'You can upload at most {{max}} files.',
  },
  TRACKING: {
    NUMBER_CHINESE: 'Tracking numbers must not contain Chinese characters.',
    NUMBER_SPACES: 'Tracking numbers must not contain spaces.',
  },
  BOX: {
    WEIGHT_MAX: 'A box must weigh at most {{max}} kg.',
    AIR_WEIGHT_MIN: 'A box sent by air must weigh at least {{min}} kg.',
    ONE_SKU: 'Each box may hold only one SKU.',
  },
  ASN: {
    NO_PRODUCTS: 'The inbound notice must have at least one product.',
    QUANTITY_ABOVE_ORIGINAL: 'The quantity cannot exceed the original quantity ({{original}}).',
    QUANTITY_BELOW_RECEIVED: 'The quantity cannot be below the received quantity ({{received}}).',
    BOX_QUANTITY_MISMATCH:
      'The boxes hold {{boxes}} of {{sku}}, but this line says {{lines}}: the two must be equal.',
  },
  RMA: {
    NO_PRODUCTS: 'The return must have at least one product.',
  },
  ORDER: {
    ADDRESS_LENGTH:
      'Address lines must be {{min}} to {{max}} characters; put the rest in address line 2.',
    RECIPIENT_NAME_TITLE: 'Please remove the title "{{title}}" from the recipient name.',
    RECIPIENT_NAME_TOO_LONG: "The recipient's full name must be at most {{max}} characters.",
    PHONE_DIGITS: 'The phone number may only contain digits.',
    PHONE_FORMAT: 'This phone number is not valid for {{country}}.',
    POSTCODE_NO_SERVICE: 'No service for zip code',
    POSTCODE_CHARACTERS: 'The postcode may only contain letters, digits, spaces and hyphens.',
    EMAIL_FORMAT: 'Please enter a valid email address.',
    QUANTITY_RANGE: 'The quantity must be a whole number from {{min}} to {{max}}.',
    SKU_TOO_LONG: 'The SKU must be at most {{max}} characters.',
    TOO_MANY_SKUS: 'An order can have at most {{max}} SKUs with this shipping method.',
    NO_PRODUCTS: 'Order must have at least one product',
    PRODUCT_TEXT_TOO_LONG: 'At most {{max}} characters.',
    INSURANCE_AGREEMENT_REQUIRED: 'Please read and accept the insurance agreement.',
    REMOTE_SURCHARGE_CONFIRMATION:
      'This address is in a remote area with a surcharge; enter 1 to accept it.',
    SALES_LINK_REQUIRED: 'This shipping method requires a sales link.',
    SALES_LINK_FORMAT: 'Please enter a sales link starting with http:// or https://.',
    TAIWAN_CONSIGNEE_ID_REQUIRED:
      'A consignee in Taiwan needs an ID number, a company code or a passport number.',
    CHANNEL_UNKNOWN: 'The shipping method {{channel}} is not available.',
    COUNTRY_NOT_SERVED: '{{channel}} does not ship to {{country}}.',
    DECLARED_CURRENCY_MISMATCH: 'This shipping method takes declared values in {{currency}}.',
    DECLARED_VALUE_BELOW_MIN: 'The declared value must be at least {{min}} {{currency}}.',
    DECLARED_VALUE_ABOVE_MAX: 'The declared value must be at most {{max}} {{currency}}.',
    TOTAL_ABOVE_MAX:
      'The order total must be at most {{max}} {{currency}} for this shipping method.',
    INSURED_VALUE_RATIO: 'The insured value must be at most {{ratio}} times the declared value.',
    INSURED_VALUE_CAP: 'The insured value must be at most {{max}} {{currency}}.',
    ISLAND_AS_COUNTRY:
      'Islands ({{region}}) must be chosen as the country: please select {{country}} as the country.',
    CITY_NOT_IN_COUNTRY: 'The city {{city}} does not belong to the country {{country}}.',
    REMOTE_AREA_UNSUPPORTED: 'Remote areas are not supported by {{channel}}.',
    SHIPPING_FEE_UNAVAILABLE: 'Fail to get shipping fee; no logistics price',
  },
  QUERY: {
    BATCH_SEARCH_TOO_MANY: 'You can search at most {{max}} numbers at a time.',
    EXPORT_TOO_MANY: 'You can export at most {{max}} rows at a time.',
  },
  PLAN: {
    STORAGE_MIN: 'The storage space must be at least {{min}} CBM.',
    STORAGE_STEP: 'The storage space must be a multiple of {{step}} CBM.',
    EXTRA_NOTHING: 'Enter how many SKUs or plan-items to buy.',
  },
  ADDON_RULE: {
    PRIORITY_RANGE: 'The priority must be a whole number from {{min}} (highest) to {{max}}.',
    WAREHOUSE_REQUIRED: 'Please choose at least one warehouse.',
    CONDITION_REQUIRED: 'Please add at least one condition.',
    CONDITION_VALUES_REQUIRED: 'Please choose at least one value for this condition.',
    SERVICE_REQUIRED: 'Please choose at least one service.',
  },
};
