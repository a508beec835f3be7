// User management (spec section 7, Admin): list, edit (role, activation, names, email), delete.
import { userPatchSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import * as service from './users.service';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get('/api/admin/users', async () => service.listUsers(db));

  app.patch(
    '/api/admin/users/:id',
    { schema: { params: idParams, body: userPatchSchema } },
    async (request) =>
      service.updateUser(db, {
        actorId: requireRole(request, 'admin').id,
        id: request.params.id,
        patch: request.body,
      }),
  );

  app.delete('/api/admin/users/:id', { schema: { params: idParams } }, async (request, reply) => {
    await service.deleteUser(db, { actorId: requireRole(request, 'admin').id, id: request.params.id });
    return reply.status(204).send();
  });
};

export default usersRoutes;
