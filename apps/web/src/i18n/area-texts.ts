import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import type { AreaTexts } from './i18n';
import { addAreaTexts } from './i18n';

/** One area's texts: loaded once, and the area's screens drawn only once they are there. */
export interface TextArea {
  /** Loads the area's catalog once (its own chunk) into every i18n instance. */
  readonly load: () => Promise<void>;
  /**
   * A lazily loaded chunk of the area that renders only once its texts are there too, and those
   * of any other area it shows (`alsoNeeds`).
   */
  readonly chunk: <P extends object>(
    load: () => Promise<{ default: ComponentType<P> }>,
    ...alsoNeeds: readonly (() => Promise<void>)[]
  ) => LazyExoticComponent<ComponentType<P>>;
}

/**
 * The one "load this area's texts, then render the screen" function: each area's screen table
 * names its catalog's chunk and gets its loader and its screen wrapper from here.
 */
export function textArea(catalog: () => Promise<AreaTexts>): TextArea {
  let loaded: Promise<void> | undefined;
  const load = () => (loaded ??= catalog().then(addAreaTexts));
  return {
    load,
    chunk: (screen, ...alsoNeeds) =>
      lazy(() =>
        Promise.all([screen(), load(), ...alsoNeeds.map((needed) => needed())]).then(
          ([loadedScreen]) => loadedScreen,
        ),
      ),
  };
}

/** The storage area (products, receiving, inventory, returns, special services, overdue). */
const storage = textArea(() =>
  import('@portal/i18n/storage-texts').then((texts) => ({
    en: texts.enStorage,
    zh: texts.zhStorage,
  })),
);
export const loadStorageTexts = storage.load;
export const storageScreen = storage.chunk;
