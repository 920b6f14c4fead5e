import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must use again (an API certificate's key, a webhook's signing secret, a TOTP
 * secret) are stored sealed with AES-256-GCM under the server's SECRETS_KEY (ADR 0049): a copy of
 * the database alone does not sign requests. Secrets it only compares (recovery codes, login
 * challenges) are stored as a keyed hash instead.
 */
const VERSION = 'v1';

const keyOf = (secretsKey: string): Buffer => createHash('sha256').update(secretsKey).digest();

/** `v1.<iv>.<ciphertext><tag>`, base64url parts. */
export function sealSecret(plain: string, secretsKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain secret; throws when the seal is not one of this key (a wrong SECRETS_KEY is a fault). */
export function openSecret(sealed: string, secretsKey: string): string {
  const [version, iv, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || body === undefined)
    throw new Error('not a sealed secret');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** HMAC-SHA256 of a value under the server key, base64url: what is stored of compared secrets. */
export const keyedHash = (value: string, secretsKey: string): string =>
  createHmac('sha256', keyOf(secretsKey)).update(value).digest('base64url');

/** Lower-case hex HMAC-SHA256: the signatures of the open API and of webhook deliveries. */
export const hmacHex = (key: string, data: string | Buffer): string =>
  createHmac('sha256', key).update(data).digest('hex');

export const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');

/** The configured key, or a fault: features that seal need SECRETS_KEY (main.ts provides one). */
export function requireSecretsKey(key: string | undefined): string {
  if (key === undefined || key === '') throw new Error('SECRETS_KEY is not configured');
  return key;
}
