import type { ComponentType } from 'react';
import { lazy } from 'react';
import { addAreaTexts } from '../../i18n/i18n';
import type { LazyScreen } from '../../routing/lazy-screen';

let developerTexts: Promise<void> | undefined;

/**
 * Loads the API management and two-factor texts once (their own chunk) into every i18n instance:
 * with the apiManage screen, and with the user centre's two-factor part.
 */
export function loadDeveloperTexts(): Promise<void> {
  developerTexts ??= import('@portal/i18n/developer-texts').then((texts) =>
    addAreaTexts({ en: texts.enDeveloper, zh: texts.zhDeveloper }),
  );
  return developerTexts;
}

/** A chunk of this area once its texts are there too. */
export const developerChunk = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) => lazy(() => Promise.all([load(), loadDeveloperTexts()]).then(([screen]) => screen));

/** The setting.developer.* screens by route name. */
export const DEVELOPER_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'setting.developer.apiManage': developerChunk(() => import('./ApiManageScreen')),
};
