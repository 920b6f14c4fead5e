import { textArea } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

const roleArea = textArea(() =>
  import('@portal/i18n/roles-texts').then((texts) => ({ en: texts.enRoles, zh: texts.zhRoles })),
);

/** Loads the role and sub-account screens' texts once (their own chunk) into every i18n instance. */
export const loadRoleTexts = roleArea.load;

const roleScreen = roleArea.chunk;

/** The setting.subAccount.* screens by route name (main account only, ADR 0035). */
export const SUB_ACCOUNT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'setting.subAccount.account': roleScreen(() => import('./SubAccountScreen')),
  'setting.subAccount.role': roleScreen(() => import('./RoleScreen')),
};
