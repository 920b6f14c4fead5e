// The developer settings' texts in both languages (API certificates, the open API's call log,
// webhooks, two-factor sign-in), one lazily loaded chunk of the web app: the screens' own texts,
// and the server's messages of these areas riding along, so a refusal reads the same in the
// screen as in the API.
import { developerServer as enServer } from './catalog/en/developer-server';
import { settingsDeveloper as en } from './catalog/en/settings-developer';
import { developerServer as zhServer } from './catalog/zh/developer-server';
import { settingsDeveloper as zh } from './catalog/zh/settings-developer';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enDeveloper: Catalog = mergeSections([en, enServer]);
export const zhDeveloper: Catalog = mergeSections([zh, zhServer]);
