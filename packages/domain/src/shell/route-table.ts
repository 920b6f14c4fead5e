import { BREADCRUMB_NO_REDIRECT } from './constants';
import type { RouteRecord } from './route-record';

// The route table of platform-shell.md section 2, as data. Groups carry BREADCRUMB_NO_REDIRECT
// because they have no screen of their own; single screens sit in a wrapper with one child so
// the sidebar shows them as one flat link.

const leaf = (name: string, path: string, title: string, extra: Partial<RouteRecord> = {}) =>
  ({ name, path, meta: { title }, ...extra }) satisfies RouteRecord;

const group = (
  name: string,
  path: string,
  title: string,
  icon: string,
  children: readonly RouteRecord[],
  extra: Partial<RouteRecord> = {},
) =>
  ({
    name,
    path,
    redirect: BREADCRUMB_NO_REDIRECT,
    meta: { title, icon },
    children,
    ...extra,
  }) satisfies RouteRecord;

const single = (name: string, path: string, title: string, icon: string): RouteRecord => ({
  path,
  children: [{ name, path, meta: { title, icon } }],
});

const PUBLIC_ROUTES: readonly RouteRecord[] = [
  leaf('page404', '/404', 'ROUTE.PAGE_404', { hidden: true }),
  leaf('page401', '/401', 'ROUTE.PAGE_401', { hidden: true }),
  leaf('login', '/login', 'ROUTE.LOGIN', { hidden: true }),
  leaf('register', '/register', 'ROUTE.REGISTER', { hidden: true }),
  leaf('agreement', '/agreement', 'ROUTE.AGREEMENT', { hidden: true }),
  leaf('statement', '/statement', 'ROUTE.STATEMENT', { hidden: true }),
  leaf('forgetPassword', '/forgetPassword', 'ROUTE.FORGET_PASSWORD', { hidden: true }),
  leaf('user.register.successEn', '/user/register/success-en', 'ROUTE.REGISTER_SUCCESS', {
    hidden: true,
  }),
  leaf('user.register.successZh', '/user/register/success-zh', 'ROUTE.REGISTER_SUCCESS', {
    hidden: true,
  }),
];

const ACTIVATION_ROUTES: readonly RouteRecord[] = [
  leaf('activation.activation', '/activation/activation', 'ROUTE.ACTIVATION', {
    feature: 'activation',
  }),
  leaf('activation.enterprise', '/activation/enterprise', 'ROUTE.ACTIVATION_ENTERPRISE', {
    feature: 'activation',
  }),
  leaf('activation.tip', '/activation/tip', 'ROUTE.ACTIVATION_TIP', { feature: 'activation' }),
];

const ACCOUNT_ROUTE = group(
  'account',
  '/account',
  'ROUTE.ACCOUNT',
  'user',
  [
    group('account.warehouse', '/account/warehouse', 'ROUTE.ACCOUNT_WAREHOUSE', 'warehouse', [
      leaf('account.warehouse.activated', '/account/warehouse/activated', 'ROUTE.MY_WAREHOUSE'),
      leaf(
        'account.warehouse.notActivated',
        '/account/warehouse/notActivated',
        'ROUTE.WAREHOUSE_NOT_ACTIVATED',
        { hidden: true },
      ),
      leaf('account.warehouse.recharge', '/account/warehouse/recharge', 'ROUTE.RECHARGE_DETAILS'),
      leaf('account.warehouse.order', '/account/warehouse/order', 'ROUTE.ORDER_DETAILS'),
    ]),
    group('account.plan', '/account/plan', 'ROUTE.ACCOUNT_PLAN', 'calendar', [
      leaf('account.plan.list', '/account/plan/list/{warehouse?}', 'ROUTE.MY_PLAN'),
      leaf('account.plan.log', '/account/plan/log', 'ROUTE.PLAN_LOG'),
    ]),
    leaf('account.setting', '/account/setting', 'ROUTE.ACCOUNT_SETTING'),
    leaf('account.setting.rules', '/account/setting/rules', 'ROUTE.ACCOUNT_SETTING_RULES', {
      hidden: true,
    }),
  ],
  { alwaysShow: true },
);

const PRODUCT_PARAMS = '{product_id}/{waId?}/{is_edit?}/{status?}';

const STORAGE_ROUTE = group('warehouse', '/warehouse', 'ROUTE.STORAGE', 'warehouse', [
  group('warehouse.product', '/warehouse/product', 'ROUTE.PRODUCT', 'box', [
    leaf('warehouse.product.create', '/warehouse/product/create', 'ROUTE.PRODUCT_CREATE'),
    leaf(
      'warehouse.product.uploadResult',
      '/warehouse/product/upload/result',
      'ROUTE.PRODUCT_UPLOAD_RESULT',
    ),
    leaf('warehouse.product.list', '/warehouse/product/list', 'ROUTE.PRODUCT_LIST'),
    leaf(
      'warehouse.product.detail',
      `/warehouse/product/detail/${PRODUCT_PARAMS}`,
      'ROUTE.PRODUCT_DETAIL',
    ),
    leaf(
      'warehouse.product.edit',
      `/warehouse/product/edit/${PRODUCT_PARAMS}`,
      'ROUTE.PRODUCT_EDIT',
    ),
  ]),
  group('warehouse.receiving', '/warehouse/receiving', 'ROUTE.RECEIVING', 'truck', [
    leaf('warehouse.receiving.create', '/warehouse/receiving/create', 'ROUTE.RECEIVING_CREATE'),
    leaf('warehouse.receiving.edit', '/warehouse/receiving/edit/{id}', 'ROUTE.RECEIVING_EDIT'),
    leaf('warehouse.receiving.list', '/warehouse/receiving/list', 'ROUTE.RECEIVING_LIST'),
    leaf('warehouse.receiving.view', '/warehouse/receiving/view/{id}', 'ROUTE.RECEIVING_VIEW'),
  ]),
  group('warehouse.rma', '/warehouse/rma', 'ROUTE.RMA', 'undo', [
    leaf('warehouse.rma.create', '/warehouse/rma/create', 'ROUTE.RMA_CREATE'),
    leaf('warehouse.rma.edit', '/warehouse/rma/edit/{id}/{type}', 'ROUTE.RMA_EDIT'),
    leaf('warehouse.rma.view', '/warehouse/rma/view/{id}', 'ROUTE.RMA_VIEW'),
    leaf('warehouse.rma.list', '/warehouse/rma/list', 'ROUTE.RMA_LIST'),
  ]),
  leaf('warehouse.special.list', '/warehouse/special/list/{sp_code?}', 'ROUTE.ADDED_SERVICES'),
  group('warehouse.inventoryList', '/warehouse/inventoryList', 'ROUTE.INVENTORY', 'cubes', [
    leaf('warehouse.inventoryList.list', '/warehouse/inventoryList/list', 'ROUTE.INVENTORY_LIST'),
    leaf(
      'warehouse.inventoryList.edit',
      '/warehouse/inventoryList/edit/{product_id}/{waId?}/{is_edit?}',
      'ROUTE.INVENTORY_EDIT',
    ),
  ]),
]);

const SHIPPING_ROUTE = group('order', '/order', 'ROUTE.SHIPPING', 'shipping', [
  leaf('order.create', '/order/create', 'ROUTE.ORDER_CREATE'),
  leaf('order.edit', '/order/edit/{id}', 'ROUTE.ORDER_EDIT'),
  leaf('order.list', '/order/list', 'ROUTE.ORDER_LIST'),
  leaf('order.list.entryDetails', '/order/list/entryDetails/{id}', 'ROUTE.ORDER_ENTRY_DETAILS'),
  leaf('order.view', '/order/view/{id}', 'ROUTE.ORDER_VIEW'),
  leaf('order.upload', '/order/upload', 'ROUTE.ORDER_UPLOAD'),
  leaf('order.fetchUpload', '/order/fetchUpload', 'ROUTE.ORDER_FETCH_UPLOAD'),
  leaf('order.delUpload', '/order/delUpload', 'ROUTE.ORDER_DEL_UPLOAD'),
]);

const settingsGroup = (
  name: string,
  path: string,
  title: string,
  icon: string,
  children: readonly RouteRecord[],
) => group(name, path, title, icon, children, { isSettingMenu: true, feature: 'settings' });

const SETTINGS_ROUTES: readonly RouteRecord[] = [
  settingsGroup(
    'setting.notification',
    '/setting/notification',
    'ROUTE.SETTING_NOTIFICATION',
    'bell',
    [leaf('setting.notification.notice', '/setting/notification/notice', 'ROUTE.SETTING_NOTICES')],
  ),
  settingsGroup('setting.user', '/setting/user', 'ROUTE.SETTING_USER', 'user', [
    leaf('setting.user.account', '/setting/user/account', 'ROUTE.SETTING_USER_ACCOUNT'),
    leaf(
      'setting.user.changePassword',
      '/setting/user/changePassword',
      'ROUTE.SETTING_CHANGE_PASSWORD',
    ),
    leaf('setting.user.addressManage', '/setting/user/addressManage', 'ROUTE.SETTING_ADDRESSES'),
    leaf('setting.user.billRise', '/setting/user/billRise', 'ROUTE.SETTING_INVOICE_TITLES'),
  ]),
  settingsGroup(
    'setting.preference',
    '/setting/preference',
    'ROUTE.SETTING_PREFERENCE',
    'sliders',
    [
      leaf(
        'setting.preference.notice',
        '/setting/preference/notice',
        'ROUTE.SETTING_NOTICE_PREFERENCE',
      ),
      leaf(
        'setting.preference.other',
        '/setting/preference/other',
        'ROUTE.SETTING_OTHER_PREFERENCE',
      ),
    ],
  ),
  settingsGroup('setting.subAccount', '/setting/subAccount', 'ROUTE.SETTING_SUB_ACCOUNT', 'users', [
    leaf('setting.subAccount.account', '/setting/subAccount/account', 'ROUTE.SETTING_SUB_ACCOUNTS'),
    leaf('setting.subAccount.role', '/setting/subAccount/role', 'ROUTE.SETTING_ROLES'),
  ]),
  settingsGroup('setting.developer', '/setting/developer', 'ROUTE.SETTING_DEVELOPER', 'code', [
    leaf('setting.developer.apiManage', '/setting/developer/apiManage', 'ROUTE.SETTING_API'),
  ]),
];

const MESSAGE_ROUTE = group(
  'message',
  '/message',
  'ROUTE.MESSAGE',
  'mail',
  [
    leaf('message.index', '/message/index', 'ROUTE.MESSAGE_INDEX'),
    leaf('message.tips', '/message/tips', 'ROUTE.MESSAGE_TIPS'),
  ],
  { feature: 'message' },
);

/**
 * Every route of the portal, before feature filtering (use filterRoutesByFeatures with the
 * flags in force). The demo flag has no route of its own in the specification.
 */
export const SHELL_ROUTES: readonly RouteRecord[] = [
  ...PUBLIC_ROUTES,
  ...ACTIVATION_ROUTES,
  single('dashboard', '/dashboard', 'ROUTE.DASHBOARD', 'dashboard'),
  ACCOUNT_ROUTE,
  STORAGE_ROUTE,
  SHIPPING_ROUTE,
  single('overdueAmount', '/overdueAmount', 'ROUTE.OVERDUE_AMOUNT', 'money'),
  single('overdueProduct', '/overdueProduct', 'ROUTE.OVERDUE_PRODUCT', 'clock'),
  single('help', '/help', 'ROUTE.HELP', 'question circle'),
  single('tools', '/tools', 'ROUTE.TOOLS', 'wrench'),
  ...SETTINGS_ROUTES,
  MESSAGE_ROUTE,
];

const collectTitleKeys = (routes: readonly RouteRecord[]): string[] =>
  routes.flatMap((route) => [
    ...(route.meta === undefined ? [] : [route.meta.title]),
    ...collectTitleKeys(route.children ?? []),
  ]);

/** Every title key the route table uses, once each. */
export const SHELL_ROUTE_TITLE_KEYS: readonly string[] = [
  ...new Set(collectTitleKeys(SHELL_ROUTES)),
];
