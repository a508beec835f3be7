// Sessions live in the database (the server stays stateless): the cookie holds a random token,
// the table holds its sha-256. Every request learns who is asking before any route runs.
import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_SESSION_IDLE_DAYS, type Role, SESSION_LIFETIME_DAYS } from '@domain/constants';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { oncePerDb } from '../db/once-per-db';
import { sessions, users } from '../db/schema';
import { AppError } from '../lib/errors';

export const SESSION_COOKIE = 'resort_sid';
const DAY_MS = 86_400_000;
/** last_used_at is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60_000;

/** The signed-in account: its user row without the password hash. */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    db: Database;
    startSession: (reply: FastifyReply, userId: string) => Promise<void>;
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// Every signed-in request reads its session: prepared once per database handle (as the rooms' reads).
const sessionLookup = oncePerDb((db: Database) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user'),
);

export type SessionOptions = {
  /** true, false, or 'auto': Secure when the request arrived over HTTPS (request.protocol honours TRUST_PROXY). */
  secureCookies: boolean | 'auto';
  /** Days without a request after which a session counts as signed out; defaults to the app's config. */
  idleDays?: number;
};

// Sessions run on the wall clock, not the app's deps.now(): API tests fix that clock to dates years
// away while the sessions they set up directly carry real timestamps.
const now = () => new Date();

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // buildApp decorates `deps` (with the config) before registering this plugin
    const configured = app.hasDecorator('deps') ? app.deps.config.sessionIdleDays : undefined;
    const idleMs = (options.idleDays ?? configured ?? DEFAULT_SESSION_IDLE_DAYS) * DAY_MS;

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies === 'auto' ? request.protocol === 'https' : options.secureCookies,
      signed: true,
    });

    app.addHook('onRequest', async (request, reply) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !request.url.startsWith('/api/')) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const sessionId = hashToken(unsigned.value);
      const [row] = await sessionLookup(app.db).execute({ id: sessionId });
      if (!row) return;
      const at = now();
      if (row.expiresAt <= at || at.getTime() - row.lastUsedAt.getTime() >= idleMs) {
        // past its 30 days, or unused for too long: signed out, and the row goes
        await app.db.delete(sessions).where(eq(sessions.id, sessionId));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      if (at.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await app.db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
      }
      const { passwordHash: _secret, ...user } = row.user;
      request.user = user;
      request.sessionId = sessionId;
    });

    // A new token at every sign-in (no session fixation); the user's ended rows are swept at the same time.
    app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_LIFETIME_DAYS * DAY_MS);
      await app.db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(lt(sessions.expiresAt, at), lt(sessions.lastUsedAt, new Date(at.getTime() - idleMs))),
          ),
        );
      await app.db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, lastUsedAt: at });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply.request), expires: expiresAt });
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionId) await app.db.delete(sessions).where(eq(sessions.id, request.sessionId));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

/** The signed-in, active user, or a 401 (not signed in) / 403 (disabled account). */
export const requireUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (!request.user.isActive) throw new AppError('FORBIDDEN', 'Your account has been disabled');
  return request.user;
};

/** The signed-in user if their role is one of `roles`; 401 for visitors, 403 for other roles. */
export const requireRole = (request: FastifyRequest, ...roles: Role[]): SessionUser => {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do that');
  return user;
};
