import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { LazyScreen } from './lazy-screen';
import { PRODUCT_SCREENS } from '../screens/product/screens';
import { RECEIVING_SCREENS } from '../screens/receiving/screens';
import { INVENTORY_SCREENS } from '../screens/inventory/screens';
import { RMA_SCREENS } from '../screens/rma/screens';
import { SPECIAL_SCREENS } from '../screens/special/screens';
import { BILLING_SCREENS } from '../screens/plan/screens';
import { ORDER_SCREENS, orderScreen } from '../screens/order/screens';
import { ORDER_UPLOAD_SCREENS } from '../screens/order-upload/screens';
import { OVERDUE_SCREENS } from '../screens/overdue/screens';
import { SETTINGS_SCREENS } from '../screens/settings/screens';
import { HELP_SCREENS } from '../screens/help/screens';
import { SUB_ACCOUNT_SCREENS } from '../screens/sub-account/screens';
import { DEVELOPER_SCREENS } from '../screens/developer/screens';

// Each screen is its own chunk, loaded when first shown; the login route pulls only its own.
const notAvailable = lazy(() => import('../screens/not-available/NotAvailableScreen'));

/**
 * A public screen other than the login, with the app's whole stylesheet: the entry carries only
 * the rules the login draws with (first-paint.css); the layouts load the rest for their screens.
 */
const styled = (load: () => Promise<{ default: ComponentType }>): LazyScreen =>
  lazy(() => Promise.all([load(), import('../styles/app-styles')]).then(([screen]) => screen));

/** The screens built so far, by route name; every other route shows the not-available notice. */
const BUILT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  page404: styled(() => import('../screens/public/NotFoundScreen')),
  page401: styled(() => import('../screens/public/NoPermissionScreen')),
  login: lazy(() => import('../screens/login/LoginScreen')),
  register: styled(() => import('../screens/register/RegisterScreen')),
  agreement: styled(() => import('../screens/public/AgreementScreen')),
  statement: styled(() => import('../screens/public/StatementScreen')),
  forgetPassword: styled(() => import('../screens/public/ForgetPasswordScreen')),
  'user.register.successEn': styled(() => import('../screens/public/RegisterSuccessEnScreen')),
  'user.register.successZh': styled(() => import('../screens/public/RegisterSuccessZhScreen')),
  'activation.activation': lazy(() => import('../screens/activation/ActivationScreen')),
  'activation.enterprise': lazy(() => import('../screens/activation/EnterpriseScreen')),
  'activation.tip': lazy(() => import('../screens/activation/TipScreen')),
  // its labels are the order screens' texts: they load beside the screen, not after it asked
  dashboard: orderScreen(() => import('../screens/dashboard/DashboardScreen')),
  'account.warehouse.activated': lazy(() => import('../screens/warehouse/MyWarehouseScreen')),
  ...PRODUCT_SCREENS,
  ...RECEIVING_SCREENS,
  ...INVENTORY_SCREENS,
  ...RMA_SCREENS,
  ...SPECIAL_SCREENS,
  ...BILLING_SCREENS,
  ...ORDER_SCREENS,
  ...ORDER_UPLOAD_SCREENS,
  ...OVERDUE_SCREENS,
  ...SETTINGS_SCREENS,
  ...HELP_SCREENS,
  ...SUB_ACCOUNT_SCREENS,
  ...DEVELOPER_SCREENS,
};

export const isBuiltScreen = (name: string | undefined): boolean =>
  name !== undefined && name in BUILT_SCREENS;

export const screenFor = (name: string | undefined): LazyScreen =>
  (name === undefined ? undefined : BUILT_SCREENS[name]) ?? notAvailable;
