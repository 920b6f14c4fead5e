import { createHash, randomBytes } from 'node:crypto';
import type { CaptchaData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps } from '../../http/context';
import { secretsEqual } from '../../security/tokens';
import { captchaSvg, newCaptchaQuestion } from './captcha-image';
import {
  deleteCaptcha,
  findCaptcha,
  insertCaptcha,
  markCaptchaValidated,
  purgeExpiredCaptchas,
} from './repository';

/** The random key salts the hash, so equal answers of two captchas do not hash alike. */
const answerHash = (key: string, answer: string) =>
  createHash('sha256').update(`${key}:${answer}`).digest('base64url');

export async function issueCaptcha(deps: Deps): Promise<Outcome<CaptchaData>> {
  const now = deps.now();
  const key = randomBytes(16).toString('base64url');
  const question = newCaptchaQuestion();
  const expiresAt = new Date(now.getTime() + deps.config.captchaTtlMs);
  await purgeExpiredCaptchas(deps.db, now);
  await insertCaptcha(deps.db, {
    id: key,
    answer_hash: answerHash(key, String(question.answer)),
    expires_at: expiresAt,
  });
  const svg = captchaSvg(question.text);
  return succeed({
    captcha_key: key,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expires_at: expiresAt.toISOString(),
  });
}

/**
 * Checks an answer. A wrong answer burns the captcha (so answers cannot be tried one by one); a
 * right one is kept for the registration that follows, or deleted when `consume` is set.
 */
export async function checkCaptcha(
  deps: Deps,
  key: string,
  answer: string,
  consume: boolean,
): Promise<Outcome<{ valid: true }>> {
  const captcha = key === '' ? undefined : await findCaptcha(deps.db, key, deps.now());
  if (!captcha) return fail(API_CODES.invalid, 'SERVER.CAPTCHA_INVALID');
  const right = secretsEqual(answerHash(key, answer.trim()), captcha.answer_hash);
  if (!right || consume) await deleteCaptcha(deps.db, key);
  if (!right) return fail(API_CODES.invalid, 'SERVER.CAPTCHA_INVALID');
  if (!consume) await markCaptchaValidated(deps.db, key);
  return succeed({ valid: true }, 'SERVER.CAPTCHA_OK');
}
