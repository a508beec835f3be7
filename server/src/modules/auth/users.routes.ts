// User management (spec section 7, Admin): list, edit (role, activation, names, email), delete.
import { adminUserSchema } from '@domain/api/accounts';
import { userPatchSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import * as service from './users.service';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/users', guardedRoute({ answer: z.array(adminUserSchema) }), async (request) =>
    service.listUsers(inRequest(request)),
  );

  // Accounts "deleted" with bookings in their history: they cannot sign in; their bookings still count.
  app.get('/api/admin/users/archived', guardedRoute({ answer: z.array(adminUserSchema) }), async (request) =>
    service.listUsers(inRequest(request), { archived: true }),
  );

  app.patch(
    '/api/admin/users/:id',
    guardedRoute({ params: idParams, body: userPatchSchema, answer: adminUserSchema, errors: [404, 409] }),
    async (request) =>
      service.updateUser(inRequest(request), {
        actorId: requireRole(request, 'admin').id,
        id: request.params.id,
        patch: request.body,
      }),
  );

  app.delete('/api/admin/users/:id', deleteRoute(idParams, [404, 409]), async (request, reply) =>
    noContentOnceDone(
      reply,
      service.deleteUser(inRequest(request), {
        actorId: requireRole(request, 'admin').id,
        id: request.params.id,
      }),
    ),
  );
};

export default usersRoutes;
