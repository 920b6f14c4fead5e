import { mergeSections } from '../../merge';
import type { Catalog } from '../../types';
import { account } from './account';
import { fees } from './fees';
import { machines } from './machines';
import { request } from './request';
import { shell } from './shell';
import { ui } from './ui';
import { validation } from './validation';
import { recipient } from './recipient';
import { loginCode } from './login-code';

/**
 * The sections every page may need: the web app loads them with its first page. The server's
 * own messages are not among them: the web app shows the server's translated text, not codes.
 */
export const coreSections = {
  shell,
  request,
  machines,
  fees,
  validation,
  recipient,
  account,
  ui,
  loginCode,
};
export const enCore: Catalog = mergeSections(Object.values(coreSections));
