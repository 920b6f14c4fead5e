import { textArea } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

const helpArea = textArea(() =>
  import('@portal/i18n/help-texts').then((texts) => ({ en: texts.enHelp, zh: texts.zhHelp })),
);

/** Loads the rules, help and tools texts once (their own chunk) into every i18n instance. */
export const loadHelpTexts = helpArea.load;

const helpScreen = helpArea.chunk;

/** The add-on rules, help centre and tools screens by route name, each its own chunk. */
export const HELP_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'account.setting': helpScreen(() => import('./AddonRuleListScreen')),
  'account.setting.rules': helpScreen(() => import('./AddonRuleFormScreen')),
  help: helpScreen(() => import('./HelpScreen')),
  tools: helpScreen(() => import('./ToolsScreen')),
};
