import type { ComponentType } from 'react';
import { lazy } from 'react';
import { addAreaTexts } from './i18n';

let storageTexts: Promise<void> | undefined;

/** Loads the storage area's screen texts once (their own chunk) into every i18n instance. */
export function loadStorageTexts(): Promise<void> {
  storageTexts ??= import('@portal/i18n/storage-texts').then((texts) =>
    addAreaTexts({ en: texts.enStorage, zh: texts.zhStorage }),
  );
  return storageTexts;
}

/** A storage screen's lazy chunk that renders only once the area's texts are there too. */
export const storageScreen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadStorageTexts()]).then(([screen]) => screen));
