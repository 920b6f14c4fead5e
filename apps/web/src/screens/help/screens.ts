import type { ComponentType } from 'react';
import { lazy } from 'react';
import { addAreaTexts } from '../../i18n/i18n';
import type { LazyScreen } from '../../routing/lazy-screen';

let helpTexts: Promise<void> | undefined;

/** Loads the rules, help and tools texts once (their own chunk) into every i18n instance. */
export function loadHelpTexts(): Promise<void> {
  helpTexts ??= import('@portal/i18n/help-texts').then((texts) =>
    addAreaTexts({ en: texts.enHelp, zh: texts.zhHelp }),
  );
  return helpTexts;
}

const helpScreen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadHelpTexts()]).then(([screen]) => screen));

/** The add-on rules, help centre and tools screens by route name, each its own chunk. */
export const HELP_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'account.setting': helpScreen(() => import('./AddonRuleListScreen')),
  'account.setting.rules': helpScreen(() => import('./AddonRuleFormScreen')),
  help: helpScreen(() => import('./HelpScreen')),
  tools: helpScreen(() => import('./ToolsScreen')),
};
