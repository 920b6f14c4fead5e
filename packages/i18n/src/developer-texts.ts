// The API management screen's texts (certificates, call log, webhooks) and two-factor sign-in's,
// in both languages, with the developer rules' and the server's messages they repeat: one lazily
// loaded chunk of the web app.
import { developerServer as enServer } from './catalog/en/developer-server';
import { settingsDeveloper as en } from './catalog/en/settings-developer';
import { developerServer as zhServer } from './catalog/zh/developer-server';
import { settingsDeveloper as zh } from './catalog/zh/settings-developer';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enDeveloper: Catalog = mergeSections([en, enServer]);
export const zhDeveloper: Catalog = mergeSections([zh, zhServer]);
