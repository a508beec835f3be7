// @fastify/rate-limit with its counts in one place that every instance shares: the database by default
// (the rate_limits table, on PGlite as on PostgreSQL), or Redis when REDIS_URL is set (the library's
// own Redis store). Routes keep their budgets in `config.rateLimit` as before.
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** Expired windows are deleted at most this often per instance, so the table holds only live ones. */
const CLEANUP_EVERY_MS = 60_000;

type Hit = { current: number; ttl: number };

/**
 * Counts one hit of `key` and answers the window's count, in ONE statement: the row lock of
 * INSERT … ON CONFLICT DO UPDATE orders parallel hits, so each sees its own count and N parallel
 * requests get exactly the budget, on one instance or many. A fixed window: the first hit after the
 * last window ended starts a new one.
 */
const countHit = async (db: Database, key: string, windowMs: number, now: Date): Promise<Hit> => {
  const at = sql.param(now, rateLimits.expiresAt);
  const ended = sql`${rateLimits.expiresAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, expiresAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
  if (!row) throw new Error('the rate limit upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, row.expiresAt.getTime() - now.getTime()) };
};

/** Counts hits of a key in a fixed window, in the store every instance shares; atomic per hit. */
export type RateCounter = { hit: (key: string, windowMs: number) => Promise<Hit> };

/** Counts in the rate_limits table; expired windows are deleted at most once a minute. */
export const databaseCounter = (db: Database, now: () => Date): RateCounter => {
  let lastCleanup = 0;
  const cleanUp = async (at: Date) => {
    if (at.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = at.getTime();
    await db.delete(rateLimits).where(lte(rateLimits.expiresAt, at));
  };
  return {
    hit: async (key, windowMs) => {
      const at = now();
      const hit = await countHit(db, key, windowMs, at);
      await cleanUp(at);
      return hit;
    },
  };
};

/**
 * Counts in Redis: SET NX starts the window with its expiry, INCR counts, PTTL tells what is left, all in
 * one MULTI (atomic). While Redis is out of reach the hit is counted in the database instead, so a limit
 * that guards other people's mailboxes never lapses.
 */
const redisCounter = (redis: Redis, fallback: RateCounter, log: FastifyBaseLogger): RateCounter => ({
  hit: async (key, windowMs) => {
    try {
      const name = `resort-counter:${key}`;
      const replies = await redis.multi().set(name, '0', 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      const [, counted, left] = replies ?? [];
      if (!counted || !left || counted[0] || left[0])
        throw counted?.[0] ?? left?.[0] ?? new Error('no reply');
      return { current: Number(counted[1]), ttl: Math.max(0, Number(left[1])) };
    } catch (error) {
      log.warn({ err: error }, 'rate counter: Redis failed, counting in the database');
      return fallback.hit(key, windowMs);
    }
  },
});

/** @fastify/rate-limit's `store` option: a store class whose instances count with `counter`. */
export const databaseStore = (counter: RateCounter) =>
  class DatabaseStore implements FastifyRateLimitStore {
    /** Names the route, as the library's own stores do: each route counts on its own. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, hit?: Hit) => void, timeWindow: number) {
      counter
        .hit(`${this.prefix}${key}`, timeWindow)
        .then((hit) => callback(null, hit))
        .catch((error: Error) => callback(error));
    }

    child(options: unknown) {
      // a route's limit knows its route; one made with createRateLimit() names itself in its key
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(undefined, route?.url ? `${String(route.method)} ${String(route.url)} ` : '');
    }
  };

/** Where every instance counts: the database, or Redis when REDIS_URL is set. */
export type RateStore = { counter: RateCounter; redis?: Redis };

/**
 * Opens the shared store. Its counter serves @fastify/rate-limit and the other limits (the per-recipient
 * email budgets); a Redis client is closed with the app.
 */
export const openRateStore = async (
  app: FastifyInstance,
  options: { db: Database; now: () => Date; redisUrl?: string },
): Promise<RateStore> => {
  const inDatabase = databaseCounter(options.db, options.now);
  if (!options.redisUrl) return { counter: inDatabase };
  // loaded only here: a start without REDIS_URL never reads the client
  const { Redis } = await import('ioredis');
  // while Redis is unreachable a request waits for one reconnection at most
  const redis = new Redis(options.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis connection error'));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { counter: redisCounter(redis, inDatabase, app.log), redis };
};

export const registerRateLimit = async (app: FastifyInstance, store: RateStore) => {
  if (!store.redis) {
    await app.register(fastifyRateLimit, { global: false, store: databaseStore(store.counter) });
    return;
  }
  // An optional store that fails lets requests through unlimited (and logs): the lockouts, which guard
  // sign-ins and reset codes, count in the database whatever happens to Redis.
  await app.register(fastifyRateLimit, {
    global: false,
    redis: store.redis,
    nameSpace: 'resort-rate-limit:',
    skipOnError: true,
  });
};
