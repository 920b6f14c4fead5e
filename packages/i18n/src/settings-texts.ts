// The settings screens' texts in both languages (user centre, address book, invoice titles,
// notices, preferences), one lazily loaded chunk of the web app.
import { settingsUser as en } from './catalog/en/settings-user';
import { settingsUser as zh } from './catalog/zh/settings-user';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enSettings: Catalog = mergeSections([en]);
export const zhSettings: Catalog = mergeSections([zh]);
