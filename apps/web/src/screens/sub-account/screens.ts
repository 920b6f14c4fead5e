import type { ComponentType } from 'react';
import { lazy } from 'react';
import { addAreaTexts } from '../../i18n/i18n';
import type { LazyScreen } from '../../routing/lazy-screen';

let roleTexts: Promise<void> | undefined;

/** Loads the role and sub-account screens' texts once (their own chunk) into every i18n instance. */
export function loadRoleTexts(): Promise<void> {
  roleTexts ??= import('@portal/i18n/roles-texts').then((texts) =>
    addAreaTexts({ en: texts.enRoles, zh: texts.zhRoles }),
  );
  return roleTexts;
}

const roleScreen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadRoleTexts()]).then(([screen]) => screen));

/** The setting.subAccount.* screens by route name (main account only, ADR 0035). */
export const SUB_ACCOUNT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'setting.subAccount.account': roleScreen(() => import('./SubAccountScreen')),
  'setting.subAccount.role': roleScreen(() => import('./RoleScreen')),
};
