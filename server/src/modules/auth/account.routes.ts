// The signed-in account (spec section 2): who it is, the language of its emails, a staff member's own name.
import { userSchema } from '@domain/api/accounts';
import { BODY_ERRORS, errorResponses, noContent } from '@domain/api/common';
import { ownNameSchema, userLanguageSchema } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { unauthorized } from '../../lib/errors';
import { requireRole, requireUser } from '../../plugins/session';
import { toUserDto } from './dto';
import { AUTH_RATE_LIMIT } from './route-options';
import * as service from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await service.setLanguage(inRequest(request), requireUser(request).id, request.body.language);
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
      return toUserDto(await service.setOwnName(inRequest(request), me.id, request.body));
    },
  );
};
