import type { Catalog } from '../../types';
import { account } from './account';
import { fees } from './fees';
import { machines } from './machines';
import { server } from './server';
import { shell } from './shell';
import { validation } from './validation';

// Each area file owns its top-level keys; a key defined twice is caught by catalogs.test.ts.
export const sections = { shell, machines, fees, validation, account, server };
export const en: Catalog = Object.assign({}, ...Object.values(sections));
