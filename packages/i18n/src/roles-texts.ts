// The sub-account and role screens' texts in both languages, one lazily loaded chunk of the web
// app; the server's role and permission messages ride along (a refused delete shows its reason).
import { settingsRoles as en } from './catalog/en/settings-roles';
import { settingsRoles as zh } from './catalog/zh/settings-roles';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enRoles: Catalog = mergeSections([en]);
export const zhRoles: Catalog = mergeSections([zh]);
