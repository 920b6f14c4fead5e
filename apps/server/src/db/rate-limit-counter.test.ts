import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../test-support/isolated-database';
import { isolatedDatabase } from '../test-support/isolated-database';
import { up as accountsMigration } from './migrations/001-accounts';
import { countRateLimitHit } from './rate-limit-counter';
import type { Database } from './schema';

let database: IsolatedDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await isolatedDatabase();
  db = database.handle.db;
  // the table of migration 001, where rate_limits lives
  await accountsMigration(db as Kysely<unknown>);
}, 120_000);
afterAll(() => database.drop());

const OPEN_API = { max: 150, windowMs: 60_000 };
let keys = 0;
const freshKey = () => `test:${(keys += 1)}`;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0) + ms);

/** Calls made at the given moments (ms), and which of them were admitted. */
async function admitted(key: string, rule: typeof OPEN_API, moments: readonly number[]) {
  const answers: boolean[] = [];
  for (const ms of moments) {
    const hit = await countRateLimitHit(db, key, rule, at(ms));
    answers.push(hit.current <= rule.max);
  }
  return answers;
}
const count = (answers: readonly boolean[]) => answers.filter(Boolean).length;

describe('the shared call limit (a token bucket)', () => {
  it('refuses the boundary burst a fixed window admitted: 150 at 59.9 s and 150 at 60.1 s', async () => {
    const key = freshKey();
    const first = await admitted(
      key,
      OPEN_API,
      Array.from({ length: 150 }, () => 59_900),
    );
    const second = await admitted(
      key,
      OPEN_API,
      Array.from({ length: 150 }, () => 60_100),
    );
    expect(count(first)).toBe(150);
    // 0.2 s refilled half a call: none more
    expect(count(second)).toBe(0);
  });

  it('admits 286 calls in 6.4 s no more: the bucket plus what refilled (one call per 0.4 s)', async () => {
    const key = freshKey();
    const moments = Array.from({ length: 286 }, (_, i) => Math.floor((i * 6_400) / 286));
    const answers = await admitted(key, OPEN_API, moments);
    expect(count(answers)).toBeLessThanOrEqual(150 + 6_400 / 400);
  });

  it.each([
    // [calls at 0, wait ms, calls then, admitted then]
    [150, 400, 2, 1],
    [150, 4_000, 20, 10],
    [150, 60_000, 150, 150],
    [10, 0, 140, 140],
    [100, 20_000, 100, 50 + 50],
  ])('%i calls, %i ms later %i calls: %i admitted', async (before, waitMs, after, expected) => {
    const key = freshKey();
    await admitted(
      key,
      OPEN_API,
      Array.from({ length: before }, () => 0),
    );
    const later = await admitted(
      key,
      OPEN_API,
      Array.from({ length: after }, () => waitMs),
    );
    expect(count(later)).toBe(expected);
  });

  it('tells a refused caller when one call is admitted again', async () => {
    const key = freshKey();
    await admitted(
      key,
      OPEN_API,
      Array.from({ length: 150 }, () => 0),
    );
    const refused = await countRateLimitHit(db, key, OPEN_API, at(100));
    expect(refused).toEqual({ current: 151, ttlMs: 300 });
    const again = await countRateLimitHit(db, key, OPEN_API, at(400));
    expect(again.current).toBeLessThanOrEqual(150);
  });

  it('never admits more than max plus the refill in any stretch of calls', async () => {
    const rule = { max: 5, windowMs: 1_000 };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(300), { minLength: 1, maxLength: 30 }), async (gaps) => {
        const key = freshKey();
        const moments = gaps.reduce<number[]>((all, gap) => [...all, (all.at(-1) ?? 0) + gap], []);
        const answers = await admitted(key, rule, moments);
        const times = moments.filter((_, i) => answers[i]);
        // any window of 1 s holds at most max + 1 s / 200 ms refilled
        for (const start of times) {
          const inside = times.filter((t) => t >= start && t < start + rule.windowMs).length;
          expect(inside).toBeLessThanOrEqual(rule.max + rule.windowMs / (rule.windowMs / rule.max));
        }
        // a caller who waits a full window always gets through
        const last = (moments.at(-1) ?? 0) + rule.windowMs;
        expect((await countRateLimitHit(db, key, rule, at(last))).current).toBeLessThanOrEqual(
          rule.max,
        );
      }),
      { numRuns: 25 },
    );
  });
});
