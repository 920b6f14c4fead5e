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
  const path = join(dataDir, OPERATOR_KEY_FILE);
  if (existsSync(path)) return { key: readFileSync(path, 'utf8').trim(), path, created: false };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return { key, path, created: true };
}
