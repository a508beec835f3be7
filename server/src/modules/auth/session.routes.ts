// Signing up, in and out (spec section 2), and the browser redirect targets GET /api/login and /api/logout.
import { userSchema } from '@domain/api/accounts';
import { BODY_ERRORS, errorResponses, noContent } from '@domain/api/common';
import { loginSchema, signupSchema } from '@domain/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { withBlankFields } from '../../lib/request-body';
import { isSameSiteNavigation } from '../../plugins/security';
import { toUserDto } from './dto';
import { AUTH_RATE_LIMIT, withRetryAfter } from './route-options';
import * as service from './service';

const signupBody = withBlankFields(['email', 'password'], signupSchema);
const loginBody = withBlankFields(['email', 'password'], loginSchema);

/** Where to come back to after signing in: a path on this site only ('/x', never '//host' or '/\host'). */
export const safeNext = (next: unknown): string | null =>
  typeof next === 'string' && /^\/(?![/\\])/.test(next) && !next.startsWith('/api/') ? next : null;

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A new session for a freshly authenticated user; any session the browser had is ended first. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    if (request.sessionId) await service.dropSession(inRequest(request), request.sessionId);
    await app.startSession(reply, userId);
  };

  app.post(
    '/api/signup',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        body: signupBody,
        response: { 201: userSchema, ...errorResponses(...BODY_ERRORS, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await service.signup(inRequest(request), request.body);
      await signIn(request, reply, user.id);
      return reply.status(201).send(toUserDto(user));
    },
  );

  app.post(
    '/api/login',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        body: loginBody,
        response: { 200: userSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const credentials = { ...request.body, ip: request.ip };
      const user = await withRetryAfter(reply, service.login(inRequest(request), credentials));
      await signIn(request, reply, user.id);
      return toUserDto(user);
    },
  );

  app.post(
    '/api/logout',
    { config: AUTH_RATE_LIMIT, schema: { response: { 204: noContent, ...errorResponses(429) } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send();
    },
  );
};

// Browser redirect targets (ARCHITECTURE: GET /api/login and /api/logout). A link or image on another
// site must not sign anyone out: only a navigation from the site itself ends the session.
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/logout',
    {
      schema: {
        response: {
          302: noContent.describe(
            'Redirect to /; ends the session only when the site itself sent the visitor here',
          ),
        },
      },
    },
    async (request, reply) => {
      if (isSameSiteNavigation(request, app.deps.config.trustedOrigins)) await app.endSession(request, reply);
      return reply.redirect('/');
    },
  );

  app.get(
    '/api/login',
    {
      schema: {
        querystring: z.object({ next: z.unknown().optional() }),
        response: { 302: noContent.describe('Redirect to /login (with a same-site next path)') },
      },
    },
    async (request, reply) => {
      const next = safeNext(request.query.next);
      return reply.redirect(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
    },
  );
};
