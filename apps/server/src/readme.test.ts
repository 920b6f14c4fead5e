import { readFileSync } from 'node:fs';
import { ALL_ENDPOINTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';

describe('apps/server/README.md', () => {
  it('lists every endpoint of the contract in its endpoint table', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const row = (method: string, path: string) =>
      new RegExp(`\\|\\s*\`${method}\`\\s*\\|\\s*\`${escape(path)}\`\\s*\\|`);
    const missing = ALL_ENDPOINTS.filter((e) => !row(e.method, e.path).test(readme)).map(
      (e) => e.id,
    );
    expect(missing).toEqual([]);
  });
});
