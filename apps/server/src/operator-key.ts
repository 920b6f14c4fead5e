import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPERATOR_KEY_FILE = 'operator-key';

/**
 * The embedded default keeps its operator key in DATA_DIR/operator-key, generated on first start
 * (readable by the owner only), so nothing secret is ever committed or printed.
 */
export function ensureOperatorKeyFile(dataDir: string): {
  key: string;
  path: string;
  created: boolean;
} {
  return ensureKeyFile(dataDir, OPERATOR_KEY_FILE);
}

/** The file of the embedded default's SECRETS_KEY (ADR 0049), generated the same way. */
export const SECRETS_KEY_FILE = 'secrets-key';

/** A random key kept in DATA_DIR/<file>, created on first use, readable by the owner only. */
export function ensureKeyFile(
  dataDir: string,
  file: string,
): { key: string; path: string; created: boolean } {
  const path = join(dataDir, file);
  if (existsSync(path)) return { key: readFileSync(path, 'utf8').trim(), path, created: false };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return { key, path, created: true };
}
