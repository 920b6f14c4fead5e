import { createHash } from 'node:crypto';

/**
 * The fingerprint of an uploaded file: the SHA-256 of its bytes, hex. The same file uploaded
 * again (by anyone of the merchant) has the same fingerprint, so it is recognised and nothing is
 * imported twice; hashing is the server's (IO-ish work kept out of the pure domain).
 */
export const fileFingerprint = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex');
