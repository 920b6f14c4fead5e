import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

/**
 * Counts one call on `key` against `max` calls per `windowMs` as a token bucket (the generic cell
 * rate algorithm): the bucket holds `max` calls and refills one every `windowMs / max`, so no
 * stretch of `windowMs` ever admits more than `max` plus what refilled within it. A fixed window
 * admitted `max` just before its end and `max` again just after (286 open API calls in 6.4 s, issue
 * 34). One row per key: `reset_at` is when the bucket is full again (every call admitted pushes it
 * one interval later), `count` the calls it holds now, `max + 1` for a refused call, which does
 * not move `reset_at`. One atomic upsert, so every instance shares the bucket without a race.
 * `ttlMs`: until the bucket is full (admitted), until one call is admitted again (refused).
 */
export async function countRateLimitHit(
  db: Kysely<Database>,
  key: string,
  rule: { readonly max: number; readonly windowMs: number },
  now: Date,
): Promise<{ readonly current: number; readonly ttlMs: number }> {
  const max = Math.max(1, Math.floor(rule.max));
  const intervalMs = rule.windowMs / max;
  const interval = `${intervalMs} milliseconds`;
  // a call is admitted while the bucket, after it, would drain within the window
  const admitBefore = new Date(now.getTime() + rule.windowMs - intervalMs);
  const result = await sql<{ count: number; reset_at: Date }>`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}, 1, ${now}::timestamptz + ${interval}::interval)
    on conflict (key) do update set
      count = case when greatest(r.reset_at, ${now}::timestamptz) <= ${admitBefore}::timestamptz
        then ceil(extract(epoch from greatest(r.reset_at, ${now}::timestamptz)
                 + ${interval}::interval - ${now}::timestamptz) * 1000 / ${intervalMs} - 0.000001)
        else ${max + 1} end,
      reset_at = case when greatest(r.reset_at, ${now}::timestamptz) <= ${admitBefore}::timestamptz
        then greatest(r.reset_at, ${now}::timestamptz) + ${interval}::interval
        else r.reset_at end
    returning count, reset_at`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  // Now and then (about one call in 500) full buckets are deleted (a missing row is a full
  // bucket), so the table holds only live ones without a scheduler.
  if (Math.random() < 0.002)
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  const current = Number(row.count);
  const fullAt = new Date(row.reset_at).getTime();
  const ttlMs =
    current > max ? fullAt - rule.windowMs + intervalMs - now.getTime() : fullAt - now.getTime();
  return { current, ttlMs: Math.max(0, Math.ceil(ttlMs)) };
}
