// User management (spec section 7, Admin): list, edit (role, activation, names, email), delete.
import { adminUserSchema } from '@domain/api/accounts';
import { BODY_ERRORS, errorResponses, noContent } from '@domain/api/common';
import { userPatchSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import * as service from './users.service';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/api/admin/users',
    { schema: { response: { 200: z.array(adminUserSchema), ...errorResponses(401, 403) } } },
    async () => service.listUsers(db),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        params: idParams,
        body: userPatchSchema,
        response: { 200: adminUserSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateUser(db, {
        actorId: requireRole(request, 'admin').id,
        id: request.params.id,
        patch: request.body,
      }),
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { params: idParams, response: { 204: noContent, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      await service.deleteUser(db, { actorId: requireRole(request, 'admin').id, id: request.params.id });
      return reply.status(204).send();
    },
  );
};

export default usersRoutes;
