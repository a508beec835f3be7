// Sessions live in the database (the server stays stateless): the cookie holds a random token,
// the table holds its sha-256. Every request learns who is asking before any route runs.
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@domain/constants';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../lib/errors';

export const SESSION_COOKIE = 'resort_sid';
const SESSION_DAYS = 30;

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  createdAt: Date;
};

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

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
      signed: true,
    };

    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !request.url.startsWith('/api/')) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const sessionId = hashToken(unsigned.value);
      const [row] = await app.db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return;
      const { passwordHash: _secret, ...user } = row.user;
      request.user = { ...user, role: user.role as Role };
      request.sessionId = sessionId;
    });

    // A new token at every sign-in (no session fixation); old expired rows are swept at the same time.
    app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      await app.db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      await app.db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
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
