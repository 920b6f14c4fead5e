import { Type } from 'typebox';
import { CaptchaDataSchema, NamedOptionSchema, RegisterDataSchema } from '../data/registration';
import { endpoint } from '../endpoint';
import { list, oneOf, optionalInteger, requiredText, text } from '../schemas/kit';

import { REGISTRATION_ROUTES } from '../routes/registration';

export const REGISTRATION_ENDPOINTS = {
  getRegion: endpoint(REGISTRATION_ROUTES.getRegion, {
    summary: 'Service regions a new merchant chooses from',
    request: Type.Object({}),
    response: list(NamedOptionSchema),
  }),
  captcha: endpoint(REGISTRATION_ROUTES.captcha, {
    summary: 'A new calculation captcha as an SVG image; single use, expires in 5 minutes',
    request: Type.Object({}),
    response: CaptchaDataSchema,
  }),
  autousername: endpoint(REGISTRATION_ROUTES.autousername, {
    summary: 'Suggests a free user ID (letters and digits)',
    request: Type.Object({ name: text('a name to base the suggestion on') }),
    response: Type.Object({ username: Type.String() }),
  }),
  getManager: endpoint(REGISTRATION_ROUTES.getManager, {
    summary: 'Account and regional managers, optionally of one region',
    request: Type.Object({
      region_id: optionalInteger('only the managers of this region'),
      kind: Type.Optional(oneOf(['account', 'regional'], 'both when absent')),
    }),
    response: list(NamedOptionSchema),
  }),
  getOverseasSales: endpoint(REGISTRATION_ROUTES.getOverseasSales, {
    summary: 'Overseas sales managers',
    request: Type.Object({}),
    response: list(NamedOptionSchema),
  }),
  register: endpoint(REGISTRATION_ROUTES.register, {
    summary: 'Creates a main account; consumes the captcha',
    request: Type.Object({
      username: requiredText('user ID: letters and digits, 3-30'),
      name: requiredText('1-50 characters'),
      email: requiredText(),
      password: requiredText('8-64 characters'),
      password_confirmation: requiredText(),
      agreement: requiredText('1 or true when the service agreement is accepted'),
      captcha_key: requiredText(),
      captcha: requiredText('the answer of the calculation'),
      region_id: optionalInteger(),
      account_manager_id: optionalInteger(),
      regional_manager_id: optionalInteger(),
      sales_manager_id: optionalInteger(),
    }),
    response: RegisterDataSchema,
  }),
  captchaValidate: endpoint(REGISTRATION_ROUTES.captchaValidate, {
    summary: 'Checks a captcha answer; a wrong answer burns the captcha',
    request: Type.Object({ captcha_key: requiredText(), captcha: requiredText() }),
    response: Type.Object({ valid: Type.Literal(true) }),
  }),
} as const;
