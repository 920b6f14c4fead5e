import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CaptchaData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps } from '../../http/context';
import { secretsEqual } from '../../security/tokens';
import type { CaptchaQuestion } from './captcha-image';
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

/**
 * The question of a captcha key. With an operator key it is drawn from HMAC-SHA256(operator key,
 * captcha key): unpredictable without the operator key, and recomputed by the operator API's
 * `captcha-answer`, so tests and demos can register through a captcha no script can read while
 * no answer is ever stored. Without an operator key (then that API refuses every call) it is
 * plain random.
 */
export function captchaQuestionOf(key: string, operatorKey: string | undefined): CaptchaQuestion {
  if (operatorKey === undefined) return newCaptchaQuestion();
  const bytes = createHmac('sha256', operatorKey).update(`captcha:${key}`).digest();
  let draw = 0;
  // eight 32-bit draws; the question takes at most three (modulo bias under 1 in 10^8)
  const random = (max: number) => bytes.readUInt32BE((draw++ % 8) * 4) % max;
  return newCaptchaQuestion(random);
}

export async function issueCaptcha(deps: Deps): Promise<Outcome<CaptchaData>> {
  const now = deps.now();
  const key = randomBytes(16).toString('base64url');
  const question = captchaQuestionOf(key, deps.config.operatorKey);
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

/** The operator's view of a live captcha: its answer (see `captchaQuestionOf`). */
export async function captchaAnswer(deps: Deps, key: string): Promise<Outcome<{ answer: string }>> {
  const captcha = key === '' ? undefined : await findCaptcha(deps.db, key, deps.now());
  if (!captcha) return fail(API_CODES.notFound, 'SERVER.CAPTCHA_INVALID');
  return succeed({ answer: String(captchaQuestionOf(key, deps.config.operatorKey).answer) });
}
