import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { countRateLimitHit } from '../db/rate-limit-counter';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the database, so every instance behind a load balancer draws
 * on the same token bucket for a client (`countRateLimitHit`).
 */
export function kyselyRateLimitStore(
  db: Kysely<Database>,
  now: () => Date,
): FastifyRateLimitStoreCtor {
  class KyselyRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      countRateLimitHit(db, this.prefix + key, { max, windowMs: timeWindow }, now()).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new KyselyRateLimitStore(undefined, `ip:${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  }
  return KyselyRateLimitStore;
}
