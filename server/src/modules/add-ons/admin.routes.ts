// /api/admin/add-ons: the admin's extras (mounted behind the admin guard, modules/admin/routes.ts).
import { adminAddOnSchema } from '@domain/api/add-ons';
import { addOnInputSchema } from '@domain/schemas/add-ons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const addOnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/add-ons', guardedRoute({ answer: z.array(adminAddOnSchema) }), async (request) =>
    service.listAllAddOns(inRequest(request)),
  );

  app.post(
    '/api/admin/add-ons',
    guardedRoute({ body: addOnInputSchema, status: 201, answer: adminAddOnSchema }),
    async (request, reply) =>
      reply.status(201).send(await service.createAddOn(inRequest(request), request.body)),
  );

  app.put(
    '/api/admin/add-ons/:id',
    guardedRoute({ params: idParams, body: addOnInputSchema, answer: adminAddOnSchema, errors: [404] }),
    async (request) => service.updateAddOn(inRequest(request), request.params.id, request.body),
  );

  app.delete('/api/admin/add-ons/:id', deleteRoute(idParams, [404, 409]), async (request, reply) =>
    noContentOnceDone(reply, service.deleteAddOn(inRequest(request), request.params.id)),
  );
};

export default addOnAdminRoutes;
