import type { Language } from '@portal/domain';
import { en } from './catalog/en';
import { zh } from './catalog/zh';
import { translatorFor } from './lookup';
import type { Catalog } from './types';

export { interpolate, lookup } from './lookup';

export const catalogs: Readonly<Record<Language, Catalog>> = { en, zh };

/** Translates a message code over every catalog; an unknown code comes back as the code itself. */
export const translate = translatorFor(catalogs);
