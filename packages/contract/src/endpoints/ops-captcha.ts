import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { CAPTCHA_OPS_ROUTES } from '../routes/ops-captcha';
import { requiredText } from '../schemas/kit';

/**
 * The answer of a live registration captcha, for the operator's key only (merged into
 * OPS_ENDPOINTS): the captcha is drawn as outlines a script cannot read, so tests and demos that
 * register a merchant ask for its answer here instead.
 */
export const CAPTCHA_OPS_ENDPOINTS = {
  captchaAnswer: endpoint(CAPTCHA_OPS_ROUTES.captchaAnswer, {
    summary: 'The answer of a live registration captcha (tests and demos)',
    request: Type.Object({ captcha_key: requiredText('the key /api/register/captcha answered') }),
    response: Type.Object({ answer: Type.String({ description: 'what to type, such as 12' }) }),
  }),
} as const;
