import { Type } from 'typebox';
import { LoginDataSchema } from '../data/auth';
import {
  RecoveryCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../data/developer';
import { endpoint } from '../endpoint';
import { TWO_FACTOR_ROUTES } from '../routes/two-factor';
import { NullData, requiredText } from '../schemas/kit';

const code = requiredText('6 digits from the authenticator app, or a recovery code XXXXX-XXXXX');

export const TWO_FACTOR_ENDPOINTS = {
  status: endpoint(TWO_FACTOR_ROUTES.status, {
    summary: 'Whether two-factor sign-in is on for the main account',
    request: Type.Object({}),
    response: TwoFactorStatusSchema,
  }),
  setup: endpoint(TWO_FACTOR_ROUTES.setup, {
    summary:
      'Starts turning two-factor sign-in on (password confirmed): a new secret and its otpauth URI, pending until a first code confirms it',
    request: Type.Object({ password: requiredText() }),
    response: TwoFactorSetupSchema,
  }),
  confirm: endpoint(TWO_FACTOR_ROUTES.confirm, {
    summary: 'Confirms the pending secret with a first code: two-factor sign-in is on; answers the recovery codes once',
    request: Type.Object({ code: requiredText('6 digits from the authenticator app') }),
    response: RecoveryCodesSchema,
  }),
  disable: endpoint(TWO_FACTOR_ROUTES.disable, {
    summary: 'Turns two-factor sign-in off (password and a current code or recovery code)',
    request: Type.Object({ password: requiredText(), code }),
    response: NullData,
  }),
  recoveryCodes: endpoint(TWO_FACTOR_ROUTES.recoveryCodes, {
    summary: 'Replaces the recovery codes (password confirmed); the old ones stop working',
    request: Type.Object({ password: requiredText() }),
    response: RecoveryCodesSchema,
  }),
  login: endpoint(TWO_FACTOR_ROUTES.login, {
    summary:
      "The login's second step: the challenge /api/login/login answered and a code; answers the session as /api/login/login does",
    request: Type.Object({ challenge: requiredText(), code }),
    response: LoginDataSchema,
  }),
} as const;
