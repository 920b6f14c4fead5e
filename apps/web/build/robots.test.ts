import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// public/robots.txt is copied into the build as is; before it existed, /robots.txt answered the
// app's index.html (issue 19)
const robots = readFileSync(join(import.meta.dirname, '..', 'public', 'robots.txt'), 'utf8');
const rules = robots
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
  });

describe('robots.txt', () => {
  it('is made of robots directives only, for every crawler', () => {
    for (const [field] of rules) expect(['user-agent', 'allow', 'disallow']).toContain(field);
    expect(rules[0]).toEqual(['user-agent', '*']);
  });

  it('keeps crawlers out of the portal but lets them reach the public entry pages', () => {
    expect(rules).toContainEqual(['disallow', '/']);
    expect(rules).toContainEqual(['allow', '/login']);
    expect(rules).toContainEqual(['allow', '/register']);
  });
});
