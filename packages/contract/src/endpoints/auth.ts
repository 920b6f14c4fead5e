import { Type } from 'typebox';
import {
  ActivationCheckDataSchema,
  LoginDataSchema,
  SessionIdDataSchema,
  TokenDataSchema,
  UserInfoDataSchema,
} from '../data/auth';
import { endpoint } from '../endpoint';
import { NullData, nullable, requiredInteger, requiredText, text } from '../schemas/kit';

const PASSWORD_CHANGE_FIELDS = {
  old_password: requiredText(),
  new_password: requiredText('8-64 characters, different from the old one'),
  confirm_password: requiredText('must equal new_password'),
};

import { AUTH_ROUTES } from '../routes/auth';

export const AUTH_ENDPOINTS = {
  login: endpoint(AUTH_ROUTES.login, {
    summary: 'Main-account login; the username is trimmed',
    request: Type.Object({ username: requiredText(), password: requiredText() }),
    response: LoginDataSchema,
  }),
  loginSon: endpoint(AUTH_ROUTES.loginSon, {
    summary: 'Sub-account login with the main account customer_id',
    request: Type.Object({
      username: requiredText(),
      password: requiredText(),
      customer_id: requiredText('the main account customer id'),
    }),
    response: LoginDataSchema,
  }),
  logout: endpoint(AUTH_ROUTES.logout, {
    summary: 'Revokes the session of the token (idempotent)',
    request: Type.Object({ token: text('falls back to the token header') }),
    response: NullData,
  }),
  token: endpoint(AUTH_ROUTES.token, {
    summary: 'Checks a token; data is null when it is not a live session',
    request: Type.Object({ token: text('the token; a missing one answers 401') }),
    response: nullable(TokenDataSchema),
  }),
  sessionId: endpoint(AUTH_ROUTES.sessionId, {
    summary: 'Issues the session id of a live token (a new one on each call)',
    request: Type.Object({ token: text('the token; a missing one answers 401') }),
    response: SessionIdDataSchema,
  }),
  isActive: endpoint(AUTH_ROUTES.isActive, {
    summary: 'Activation status check for the route guard (urlcode in data)',
    request: Type.Object({ customer_id: text('accepted for compatibility; the session decides') }),
    response: ActivationCheckDataSchema,
  }),
  resetPassword: endpoint(AUTH_ROUTES.resetPassword, {
    summary: 'Changes the main account password; other sessions are revoked',
    request: Type.Object(PASSWORD_CHANGE_FIELDS),
    response: NullData,
  }),
  sonResetPassword: endpoint(AUTH_ROUTES.sonResetPassword, {
    summary: 'Changes the logged-in sub-account password; other sessions are revoked',
    request: Type.Object(PASSWORD_CHANGE_FIELDS),
    response: NullData,
  }),
  userInfo: endpoint(AUTH_ROUTES.userInfo, {
    summary: 'userInfo (with warehouse_id) and the warehouse list; sent with showMessage off',
    request: Type.Object({}),
    response: UserInfoDataSchema,
  }),
  switchWarehouse: endpoint(AUTH_ROUTES.switchWarehouse, {
    summary: "Sets the session's current warehouse (one of the merchant's active warehouses)",
    request: Type.Object({ warehouse_id: requiredInteger() }),
    response: UserInfoDataSchema,
  }),
} as const;
