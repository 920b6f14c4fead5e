// The developer settings' texts in both languages (API certificates, the open API's call log,
// webhooks, two-factor sign-in), one lazily loaded chunk of the web app; the server's messages of
// these areas ride along, so a refusal reads the same in the screen as in the API. The web half
// adds its screen sections to the lists below.
import { developerServer as en } from './catalog/en/developer-server';
import { developerServer as zh } from './catalog/zh/developer-server';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enDeveloper: Catalog = mergeSections([en]);
export const zhDeveloper: Catalog = mergeSections([zh]);
