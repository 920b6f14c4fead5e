import { textArea } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

const developerArea = textArea(() =>
  import('@portal/i18n/developer-texts').then((texts) => ({
    en: texts.enDeveloper,
    zh: texts.zhDeveloper,
  })),
);

/**
 * Loads the API management and two-factor texts once (their own chunk) into every i18n instance:
 * with the apiManage screen, and with the user centre's two-factor part.
 */
export const loadDeveloperTexts = developerArea.load;

/** A chunk of this area once its texts are there too. */
export const developerChunk = developerArea.chunk;

/** The setting.developer.* screens by route name. */
export const DEVELOPER_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'setting.developer.apiManage': developerChunk(() => import('./ApiManageScreen')),
};
