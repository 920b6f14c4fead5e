import type { CatalogSection } from '../../types';

/** machines messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const machines: CatalogSection = {
  PRODUCT: {
    INVALID_TRANSITION: 'This product is {{from}}, so it cannot {{event}}',
    SKU_QUOTA_EXCEEDED: 'SKU activation failed due to plan quota',
  },
  ASN: { INVALID_TRANSITION: 'This inbound notice is {{from}}, so it cannot {{event}}' },
  RMA: { INVALID_TRANSITION: 'This return is {{from}}, so it cannot {{event}}' },
  // The words a refused step of these machines puts in place of the stored status and the event
  // name (translate() looks them up; a value without a word is shown as it is).
  TRANSITION_WORDS: {
    PRODUCT: {
      STATUS: {
        draft: 'a draft',
        pending_approval: 'waiting for approval',
        rejected: 'rejected',
        active: 'active',
        inactive: 'inactive',
        deleted: 'deleted',
      },
      EVENT: {
        submit: 'be submitted',
        approve: 'be approved',
        reject: 'be rejected',
        activate: 'be activated',
        deactivate: 'be deactivated',
        moveToDraft: 'go back to draft',
        delete: 'be deleted',
        edit: 'be edited',
      },
    },
    ASN: {
      STATUS: {
        draft: 'a draft',
        pending_approval: 'waiting for approval',
        awaiting_arrival: 'awaiting arrival',
        processing: 'being received',
        finished: 'finished',
        rejected: 'rejected',
        deleted: 'deleted',
      },
      EVENT: {
        submit: 'be submitted',
        approve: 'be approved',
        reject: 'be rejected',
        arrive: 'be marked as arrived',
        receive: 'receive goods',
        finish: 'be finished',
        moveToDraft: 'go back to draft',
        delete: 'be deleted',
        edit: 'be edited',
      },
    },
    RMA: {
      STATUS: { draft: 'a draft', awaiting_arrival: 'awaiting arrival', processed: 'processed' },
      EVENT: { submit: 'be submitted', process: 'be processed', edit: 'be edited' },
    },
  },
  ORDER: {
    TRACKING_NOT_ACCEPTED:
      'An order in status {{status}} does not take an own-label tracking number (only submitted orders not yet shipped do)',
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
    ADDRESS_ABNORMAL: 'Address abnormal',
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
  ORDER_UPLOAD: {
    INVALID_TRANSITION: 'An upload in status {{from}} cannot {{event}}',
  },
  TOP_UP: { INVALID_TRANSITION: 'A top-up in status {{from}} cannot {{event}}' },
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
