import type { CatalogSection } from '../../types';

/** machines messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const machines: CatalogSection = {
  PRODUCT: {
    INVALID_TRANSITION: 'A product in status {{from}} cannot {{event}}',
    SKU_QUOTA_EXCEEDED: 'SKU activation failed due to plan quota',
  },
  ASN: { INVALID_TRANSITION: 'An inbound notice in status {{from}} cannot {{event}}' },
  RMA: { INVALID_TRANSITION: 'A return in status {{from}} cannot {{event}}' },
  ORDER: {
    INVALID_TRANSITION: 'An order in status {{from}} cannot {{event}}',
    NOT_EDITABLE: 'A submitted order cannot be edited: intercept or cancel it, then resubmit',
    CANCEL_TOO_LATE:
      'The stock, funds or plan-items this order waited for have arrived, so it can no longer be cancelled: intercept it instead',
    INTERCEPT_FAILED: 'The warehouse could not intercept the order',
  },
  ORDER_ABNORMAL: {
    INSUFFICIENT_STOCK: 'Insufficient Stock',
    INSUFFICIENT_FUND: 'Insufficient Fund',
    INSUFFICIENT_PLAN_ITEMS: 'Insufficient Plan-Items',
    ADDRESS_ABNORMAL: 'address abnormal',
  },
  ORDER_STOP_REASON: {
    CLIENT_CANCELLED: 'Client cancelled',
    FRAUDULENT_CUSTOMER: 'Fraudulent customer',
    EDIT_ORDER_INFORMATION: 'Edit order information',
    OTHER: 'Other',
  },
  PLAN: {
    INVALID_TRANSITION: 'A plan in status {{from}} cannot {{event}}',
    INSUFFICIENT_BALANCE: 'Insufficient balance to pay the plan fee, please top up first',
  },
  WAREHOUSE_APPLICATION: {
    INVALID_TRANSITION: 'A warehouse application in status {{from}} cannot {{event}}',
  },
  API_CERTIFICATE: { INVALID_TRANSITION: 'An API certificate in status {{from}} cannot {{event}}' },
  ADD_ON_RULE: { INVALID_TRANSITION: 'An add-on rule in status {{from}} cannot {{event}}' },
  REVIEW: { INVALID_TRANSITION: 'A review in status {{from}} cannot {{event}}' },
  STATUS: { UNKNOWN: 'The stored status {{status}} of a {{entity}} is not one this product knows' },
  STOCK: {
    RECEIVED_ABOVE_QUANTITY: 'More would be received than the {{quantity}} announced',
    NEGATIVE: 'Stock {{figure}} would go below zero',
  },
};
