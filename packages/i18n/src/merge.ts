import type { CatalogTree } from './types';

type MutableTree = { [key: string]: string | MutableTree };

/** Deep-merges area sections into one catalog; a later leaf never silently replaces a group. */
export function mergeSections(sections: readonly CatalogTree[]): CatalogTree {
  const merged: MutableTree = {};
  const mergeInto = (target: MutableTree, source: CatalogTree) => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (typeof value === 'string' || existing === undefined || typeof existing === 'string') {
        target[key] = typeof value === 'string' ? value : mergeInto({}, value);
      } else {
        mergeInto(existing, value);
      }
    }
    return target;
  };
  for (const section of sections) mergeInto(merged, section);
  return merged;
}
