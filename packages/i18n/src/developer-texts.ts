// The API management screen's texts (certificates, call log, webhooks) and two-factor sign-in's,
// in both languages: one lazily loaded chunk of the web app.
import { settingsDeveloper as en } from './catalog/en/settings-developer';
import { settingsDeveloper as zh } from './catalog/zh/settings-developer';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enDeveloper: Catalog = mergeSections([en]);
export const zhDeveloper: Catalog = mergeSections([zh]);
