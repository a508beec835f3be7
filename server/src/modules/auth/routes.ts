// Accounts over HTTP (spec sections 2 and 7): signup, sign-in, sign-out, the current user and password reset.
import { userSchema } from '@domain/api/accounts';
import { BODY_ERRORS, errorResponses, messageSchema, noContent } from '@domain/api/common';
import {
  forgotPasswordSchema,
  loginSchema,
  ownNameSchema,
  resetPasswordSchema,
  signupSchema,
  userLanguageSchema,
  verifyResetCodeSchema,
} from '@domain/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import { withBlankFields } from '../../lib/request-body';
import { isSameSiteNavigation } from '../../plugins/security';
import { requireRole, requireUser } from '../../plugins/session';
import { toUserDto } from './dto';
import * as service from './service';

// Generous: the login_attempts lockout and the reset-code budgets are the real guards against
// guessing; this only stops floods.
const AUTH_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
// Each accepted request may send an email.
const MAIL_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '15 minutes' } };

const signupBody = withBlankFields(['email', 'password'], signupSchema);
const loginBody = withBlankFields(['email', 'password'], loginSchema);
const forgotBody = withBlankFields(['email'], forgotPasswordSchema);
const verifyBody = withBlankFields(['code'], verifyResetCodeSchema);
const resetBody = withBlankFields(['code', 'newPassword'], resetPasswordSchema);

/** What every reset step may answer: its confirmation, bad input, a spent budget. */
const resetStepResponses = { 200: messageSchema, ...errorResponses(...BODY_ERRORS, 429) };

/** Where to come back to after signing in: a path on this site only ('/x', never '//host' or '/\host'). */
export const safeNext = (next: unknown): string | null =>
  typeof next === 'string' && /^\/(?![/\\])/.test(next) && !next.startsWith('/api/') ? next : null;

/** Sends a lockout's Retry-After along with the error. */
const withRetryAfter = async <T>(reply: FastifyReply, work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof service.TooManyAttemptsError && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
};

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A new session for a freshly authenticated user; any session the browser had is ended first. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    if (request.sessionId) await service.dropSession(app.deps, request.sessionId);
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
      const user = await service.signup(app.deps, request.body);
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
      const user = await withRetryAfter(reply, service.login(app.deps, { ...request.body, ip: request.ip }));
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

  // Browser redirect targets (ARCHITECTURE: GET /api/login and /api/logout). A link or image on another
  // site must not sign anyone out: only a navigation from the site itself ends the session.
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

  // A disabled account's session counts as signed out (401), so the site simply shows the visitor view;
  // signing in again then explains that the account is disabled (403).
  app.get(
    '/api/auth/user',
    { schema: { response: { 200: userSchema, ...errorResponses(401) } } },
    async (request) => {
      if (!request.user?.isActive) throw unauthorized();
      return toUserDto(request.user);
    },
  );

  // The language of the account's emails. Signed-in check first: a visitor gets 401, not a 400.
  app.put(
    '/api/auth/user/language',
    {
      config: AUTH_RATE_LIMIT,
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        body: userLanguageSchema,
        response: { 204: noContent, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await service.setLanguage(app.deps, requireUser(request).id, request.body.language);
      return reply.status(204).send();
    },
  );

  // A staff member's own name (admin, receptionist): the greetings show it. A guest's profile stays
  // read-only (spec section 2, Profile tab): 403. The role check runs before the body's: a visitor gets 401.
  app.put(
    '/api/auth/user/name',
    {
      config: AUTH_RATE_LIMIT,
      preValidation: async (request) => {
        requireRole(request, 'admin', 'receptionist');
      },
      schema: {
        body: ownNameSchema,
        response: { 200: userSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request) => {
      const me = requireRole(request, 'admin', 'receptionist');
      return toUserDto(await service.setOwnName(app.deps, me.id, request.body));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { config: MAIL_RATE_LIMIT, schema: { body: forgotBody, response: resetStepResponses } },
    async (request) => {
      await service.requestPasswordReset(app.deps, request.body.email);
      // queued with the code: someone waits for it, so the job runner sends it now, not at its next poll
      app.jobs.wake();
      return { message: 'If an account exists for that email, a reset code has been sent to it.' };
    },
  );

  /** A step that checks the reset code: counted per address, a lockout's Retry-After, then its confirmation. */
  const codeStep = <Input extends { code: string }>(
    url: string,
    body: z.ZodType<Input>,
    check: (deps: typeof app.deps, input: Input & { ip: string }) => Promise<void>,
    message: string,
  ) =>
    app.post(
      url,
      { config: AUTH_RATE_LIMIT, schema: { body, response: resetStepResponses } },
      async (request, reply) => {
        // the schema parsed the body; the type provider cannot name its type through the generic
        const input = request.body as Input;
        await withRetryAfter(reply, check(app.deps, { ...input, ip: request.ip }));
        return { message };
      },
    );
  codeStep('/api/auth/verify-reset-code', verifyBody, service.verifyResetCode, 'Code verified');
  codeStep('/api/auth/reset-password', resetBody, service.resetPassword, 'Password reset successful');
};

export default authRoutes;
