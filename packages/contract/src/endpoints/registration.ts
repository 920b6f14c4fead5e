import type { CaptchaData, NamedOption, RegisterData } from '../data/registration';
import { endpoint, integer, requiredText, text } from '../endpoint';

const registration = {
  area: 'registration',
  access: 'public',
  method: 'POST',
  input: 'body',
  namedBySpec: true,
} as const;

export const REGISTRATION_ENDPOINTS = {
  getRegion: endpoint<readonly NamedOption[]>({
    ...registration,
    path: '/api/register/getRegion',
    summary: 'Service regions a new merchant chooses from',
    fields: {},
    alertOnError: true,
    data: 'NamedOption[]',
  }),
  captcha: endpoint<CaptchaData>({
    ...registration,
    path: '/api/register/captcha',
    summary: 'A new calculation captcha as an SVG image; single use, expires in 5 minutes',
    fields: {},
    alertOnError: true,
    data: 'CaptchaData',
  }),
  autousername: endpoint<{ readonly username: string }>({
    ...registration,
    path: '/api/register/autousername',
    summary: 'Suggests a free user ID (letters and digits)',
    fields: { name: text('a name to base the suggestion on') },
    alertOnError: true,
    data: '{ username: string }',
  }),
  getManager: endpoint<readonly NamedOption[]>({
    ...registration,
    path: '/api/register/getManager',
    summary: 'Account and regional managers, optionally of one region',
    fields: {
      region_id: integer('only the managers of this region'),
      kind: text('account or regional; both when absent'),
    },
    alertOnError: true,
    data: 'NamedOption[] (with kind)',
  }),
  getOverseasSales: endpoint<readonly NamedOption[]>({
    ...registration,
    path: '/api/register/getOverseasSales',
    summary: 'Overseas sales managers',
    fields: {},
    alertOnError: false,
    data: 'NamedOption[]',
  }),
  register: endpoint<RegisterData>({
    ...registration,
    path: '/api/register/register',
    summary: 'Creates a main account; consumes the captcha',
    fields: {
      username: requiredText('user ID: letters and digits, 3-30'),
      name: requiredText('1-50 characters'),
      email: requiredText(),
      password: requiredText('8-64 characters'),
      password_confirmation: requiredText(),
      agreement: requiredText('1 or true when the service agreement is accepted'),
      captcha_key: requiredText(),
      captcha: requiredText('the answer of the calculation'),
      region_id: integer(),
      account_manager_id: integer(),
      regional_manager_id: integer(),
      sales_manager_id: integer(),
    },
    alertOnError: true,
    data: 'RegisterData',
  }),
  captchaValidate: endpoint<{ readonly valid: true }>({
    ...registration,
    path: '/api/register/captchaValidate',
    summary: 'Checks a captcha answer; a wrong answer burns the captcha',
    fields: { captcha_key: requiredText(), captcha: requiredText() },
    alertOnError: true,
    data: '{ valid: true }',
  }),
} as const;
