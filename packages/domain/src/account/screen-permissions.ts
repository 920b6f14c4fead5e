import type { PermissionAction } from './permissions';

/** What a screen needs: a permission, the main account, or nothing (every logged-in user). */
export type ScreenNeed =
  | { readonly kind: 'grant'; readonly area: string; readonly action: PermissionAction }
  | { readonly kind: 'main' }
  | { readonly kind: 'any' };

/**
 * Route-name prefixes to the contract area their screens call (ADR 0035), longest first. The
 * sidebar shows a sub-account the screens whose area its role may view (platform-shell.md
 * section 6); create screens need add, edit screens edit.
 */
const SCREEN_AREAS: readonly (readonly [string, string])[] = [
  ['setting.subAccount', 'main'],
  ['account.warehouse.recharge', 'recharge'],
  ['account.warehouse', 'customer'],
  ['account.plan', 'plan'],
  // the add-on rules' list and form: a role without the area neither sees them nor their buttons
  ['account.setting', 'addonRule'],
  ['overdueAmount', 'plan'],
  ['overdueProduct', 'plan'],
  ['warehouse.product', 'product'],
  ['warehouse.receiving', 'asn'],
  ['warehouse.rma', 'rma'],
  ['warehouse.inventoryList', 'inventory'],
  ['warehouse.special', 'warehouse'],
  ['order', 'order'],
  ['dashboard', 'dashboard'],
  ['message', 'news'],
  // API certificates and webhooks (issue 16): hidden from a role without the developer area
  ['setting.developer', 'developer'],
];

const ACTION_WORDS: readonly (readonly [string, PermissionAction])[] = [
  ['create', 'add'],
  ['upload', 'add'],
  ['fetchUpload', 'add'],
  ['edit', 'edit'],
  ['delUpload', 'delete'],
];

const under = (name: string, prefix: string) => name === prefix || name.startsWith(`${prefix}.`);

/** The need of a route by name; names no area claims are open to every logged-in user. */
export function screenNeed(routeName: string): ScreenNeed {
  const match = SCREEN_AREAS.find(([prefix]) => under(routeName, prefix));
  if (match === undefined) return { kind: 'any' };
  const [, area] = match;
  if (area === 'main') return { kind: 'main' };
  const last = routeName.split('.').at(-1) ?? '';
  const action = ACTION_WORDS.find(([word]) => word === last)?.[1] ?? 'view';
  return { kind: 'grant', area, action };
}

/**
 * Whether a session may use what needs `need`: the main account everything; a sub-account what
 * its permission list (the user info's `{tag, enabled}`) enables.
 */
export function sessionMay(
  session: {
    readonly loginType: 'main' | 'sub';
    readonly permissions: readonly { readonly tag: string; readonly enabled: boolean }[];
  },
  need: ScreenNeed,
): boolean {
  if (session.loginType === 'main' || need.kind === 'any') return true;
  if (need.kind === 'main') return false;
  const tag = `${need.area}:${need.action}`;
  return session.permissions.some((p) => p.tag === tag && p.enabled);
}

const DELETE_WORDS = ['delete', 'remove', 'del', 'discard'];
const ADD_WORDS = ['create', 'add', 'copy', 'upload', 'new', 'import'];

/**
 * The permission a button's action word takes, the way the contract reads a POST's path (ADR
 * 0035): deleting deletes, creating adds, any other change edits.
 */
export function actionOfVerb(verb: string): PermissionAction {
  const words = verb
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_\s]/);
  if (words.some((w) => DELETE_WORDS.includes(w))) return 'delete';
  if (words.some((w) => ADD_WORDS.includes(w))) return 'add';
  return 'edit';
}
