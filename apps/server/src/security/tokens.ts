import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: a leaked database does not hand out live sessions. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** Equal-time comparison of two secrets of any length (both are hashed to one size first). */
export const secretsEqual = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
