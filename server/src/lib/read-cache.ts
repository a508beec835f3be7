// A small read-through cache for hot public reads (the room search, the rendered pages). Every change
// to what they read clears it, on every instance (lib/changes.ts: a successful write request, a job
// that frees or takes nights); the short TTL bounds how long a change can go unseen when that message
// is lost. Overlapping misses for one key share a single database query. A stale hit can never
// double-book: the database decides.

import type { FastifyReply, FastifyRequest } from 'fastify';

/** A write that succeeded: what clears every cache of public reads. */
export const isSuccessfulWrite = (request: FastifyRequest, reply: FastifyReply) =>
  request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;

export type ReadCache = {
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
  readonly size: number;
};

export const createReadCache = (options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  let generation = 0;

  return {
    get<T>(key: string, load: () => Promise<T>) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const startedIn = generation;
      const value = load();
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      // a failed load is not remembered, nor one that a write overtook while it ran
      value.then(
        () => {
          if (generation !== startedIn) entries.delete(key);
        },
        () => entries.delete(key),
      );
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
