// The add-on rules, help centre and tools screens' texts in both languages, one lazily loaded
// chunk of the web app; the server's rule messages ride along.
import { settingsHelp as en } from './catalog/en/settings-help';
import { settingsHelp as zh } from './catalog/zh/settings-help';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enHelp: Catalog = mergeSections([en]);
export const zhHelp: Catalog = mergeSections([zh]);
