import type { Migration } from 'kysely/migration';
import * as accounts from './001-accounts';
import * as activation from './002-activation-and-balance';
import * as ordersNewsPlans from './003-orders-news-plans';
import * as products from './004-products';
import * as asnInventory from './005-asn-inventory';
import * as rmaServices from './006-rma-services';
import * as productUploads from './007-product-uploads';
import * as inventoryLogCounts from './008-inventory-log-counts';
import * as productStatusCounts from './009-product-status-counts';
import * as statusChecks from './010-status-checks';
import * as documentCounters from './011-document-counters';
import * as exchangeRates from './012-exchange-rates';
import * as verificationFieldsJsonb from './013-verification-fields-jsonb';
import * as jsonColumnsJsonb from './014-json-columns-jsonb';
import * as ordersFull from './020-orders-full';
import * as rateCards from './021-rate-cards';
import * as plansAndTopUps from './030-plans-and-top-ups';
import * as orderPlanItems from './031-order-plan-items';
import * as orderListScale from './032-order-list-scale';
import * as billingRuns from './040-billing-runs';
import * as planExtras from './045-plan-extras';
import * as settingsUser from './050-settings-user';
import * as addonRules from './060-addon-rules';
import * as roles from './055-roles';
import * as owedReminders from './075-owed-reminders';
import * as boxQuantities from './090-box-quantities';
import * as loginThrottle from './095-login-throttle';
import * as storedFiles from './096-stored-files';
import * as noticeMails from './100-notice-mails';
import * as asnDrafts from './105-asn-drafts';
import * as statementCountTriggers from './106-statement-count-triggers';
import * as orderUploads from './110-order-uploads';
import * as developer from './120-developer';
import * as orderImportStaging from './140-order-import-staging';

/** Versioned migrations in order; a name is never changed or reused once released. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001-accounts': accounts,
  '002-activation-and-balance': activation,
  '003-orders-news-plans': ordersNewsPlans,
  '004-products': products,
  '005-asn-inventory': asnInventory,
  '006-rma-services': rmaServices,
  '007-product-uploads': productUploads,
  '008-inventory-log-counts': inventoryLogCounts,
  '009-product-status-counts': productStatusCounts,
  '010-status-checks': statusChecks,
  '011-document-counters': documentCounters,
  '012-exchange-rates': exchangeRates,
  '013-verification-fields-jsonb': verificationFieldsJsonb,
  '014-json-columns-jsonb': jsonColumnsJsonb,
  '020-orders-full': ordersFull,
  '021-rate-cards': rateCards,
  '030-plans-and-top-ups': plansAndTopUps,
  '031-order-plan-items': orderPlanItems,
  '032-order-list-scale': orderListScale,
  '040-billing-runs': billingRuns,
  '045-plan-extras': planExtras,
  '050-settings-user': settingsUser,
  '055-roles': roles,
  '060-addon-rules': addonRules,
  '075-owed-reminders': owedReminders,
  '090-box-quantities': boxQuantities,
  '095-login-throttle': loginThrottle,
  '096-stored-files': storedFiles,
  '100-notice-mails': noticeMails,
  '105-asn-drafts': asnDrafts,
  '106-statement-count-triggers': statementCountTriggers,
  '110-order-uploads': orderUploads,
  '120-developer': developer,
  '140-order-import-staging': orderImportStaging,
};
