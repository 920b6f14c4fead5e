import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

/**
 * Counts one hit on `key` in a fixed window, atomically in one upsert (no read-modify-write race
 * between instances); the row restarts once its window has passed.
 */
export async function countRateLimitHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ readonly current: number; readonly ttlMs: number }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const result = await sql<{ count: number; reset_at: Date }>`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then excluded.reset_at
                      else rate_limits.reset_at end
    returning count, reset_at`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  // Now and then (about one hit in 500) windows that have ended are deleted, so the table holds
  // only live counters without a scheduler.
  if (Math.random() < 0.002)
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  return {
    current: Number(row.count),
    ttlMs: Math.max(0, new Date(row.reset_at).getTime() - now.getTime()),
  };
}
