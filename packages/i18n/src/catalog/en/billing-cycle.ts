import type { CatalogSection } from '../../types';

/** Texts of the billing job and the overdue lists (/overdueAmount, /overdueProduct) (en). */
export const billingCycle: CatalogSection = {
  SERVER: {
    BILLING_RAN: 'Billing job ran',
    BILLING_TEST_CLOCK_OFF: 'Billing as of another time needs the test clock (PORTAL_TEST_CLOCK=1)',
    BILLING_AT_INVALID: 'The time to bill as of is not an ISO date',
  },
  MAIL: {
    OWED_NOTICE: 'You owe {{amount}}: top up your balance to pay it',
    OWED_SUBJECT: 'Amount owed: {{amount}}',
    OWED_TEXT:
      'Hello {{name}},\n\nthe billing of {{date}} (UTC) could not be paid in full from the balance of the login {{username}}: you owe {{amount}} in all.\n\nTop up your balance (Account > Recharge); amounts owed are paid from it, oldest first, at the next billing run. The amounts owed and their charges are listed under Overdue amount.',
  },
  UI: {
    OVERDUE: {
      AMOUNT_TITLE: 'Overdue amount',
      PRODUCT_TITLE: 'Overdue products',
      BALANCE: 'Balance',
      OWED: 'Amount owed',
      ARREARS_ORDERS: 'Orders waiting for funds',
      HOW_TO_PAY:
        'Amounts owed are paid from your balance, oldest first, at the next billing run after a top-up.',
      RECHARGE: 'Recharge',
      SEE_ORDERS: 'See the orders waiting for funds',
      KIND: 'Charge',
      KIND_RENEWAL: 'Plan renewal',
      KIND_STORAGE_PAST_PLAN: 'Storage past the plan',
      KIND_INSURANCE: 'Warehousing insurance',
      CYCLE: 'Billing date no.',
      WAREHOUSE: 'Warehouse',
      AMOUNT: 'Amount',
      DUE_AT: 'Billed on',
      NONE_OWED: 'Nothing is owed.',
      LOAD_FAILED: 'The overdue list could not be loaded.',
      SKU: 'SKU',
      PRODUCT: 'Product',
      ON_HAND: 'On hand',
      UNITS_NORMAL: 'Up to 180 days (100%)',
      UNITS_DOUBLE: '181-360 days (200%)',
      UNITS_QUADRUPLE: 'Over 360 days (400%)',
      OLDEST_AGE: 'Oldest stock (days)',
      SHOW: 'Show',
      SHOW_ALL: 'All stock',
      SHOW_OVERDUE: 'Only stock past 180 days',
      TIERS_HINT:
        'Storage past your plan is charged at 100% up to day 180, 200% from day 181 and 400% from day 361.',
      NO_PRODUCTS: 'No stock on the shelf.',
    },
  },
};
