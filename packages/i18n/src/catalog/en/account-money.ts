import type { CatalogSection } from '../../types';

/** Extra purchases and the account's money screens (en). */
export const accountMoney: CatalogSection = {
  SERVER: {
    EXTRA_PURCHASED: 'Extra purchase paid from your balance',
    EXTRA_PURCHASE_REQUEST_REUSED:
      'This purchase request was already used for another purchase; nothing was charged',
  },
  PLAN: {
    EXTRA_INSUFFICIENT_BALANCE:
      'Insufficient balance to pay the extra purchase, please top up first',
  },
  UI: {
    RECHARGE: { AMOUNT_SIGNED: 'Amount (+ in, - out)', CURRENCY: 'Currency' },
    WAREHOUSE_APPLY: {
      TITLE: 'Warehouses not activated',
      HINT: 'Apply for another warehouse of the provider; it appears in the warehouse selector once approved.',
      WAREHOUSE: 'Warehouse',
      STATUS: 'Application',
      STATUS_NONE: 'Not applied',
      STATUS_PENDING: 'Pending review',
      STATUS_APPROVED: 'Approved',
      STATUS_NOT_APPROVED: 'Not approved',
      REASON: 'Reason',
      APPLIED_AT: 'Applied',
      ACTION: 'Action',
      APPLY: 'Apply',
      REAPPLY: 'Apply again',
      APPLY_FAILED: 'The application was not sent.',
      LOAD_FAILED: 'The warehouses could not be loaded.',
    },
    EXTRA: {
      OFFER: 'Buy more',
      SHORT_SKUS: '{{count}} SKU(s) short of your plan',
      SHORT_ITEMS: '{{count}} plan-item(s) short of your plan',
      TITLE: 'Extra purchase for {{warehouse}}',
      SKUS: 'Extra SKUs',
      ITEMS: 'Extra plan-items',
      FEE: 'Fee: {{fee}}, paid from your balance ({{balance}}) at once',
      HINT: 'Extras count until the plan renews at the next billing date.',
      CONFIRM: 'Pay {{fee}} from your balance for {{skus}} SKU(s) and {{items}} plan-item(s)?',
      BUY: 'Pay and buy',
      EXTRAS: 'Bought extra this cycle: {{skus}} SKU(s), {{items}} plan-item(s)',
      LOG_ACTION: 'Extra purchase',
      RESUMED: '{{count}} order(s) waiting for plan-items resumed',
    },
  },
};
