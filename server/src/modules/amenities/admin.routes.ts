import { amenitySchema } from '@domain/api/site';
import { amenityInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const amenitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/amenities', guardedRoute({ answer: z.array(amenitySchema) }), async (request) =>
    service.listAllAmenities(inRequest(request)),
  );

  app.post(
    '/api/admin/amenities',
    guardedRoute({ body: amenityInputSchema, status: 201, answer: amenitySchema }),
    async (request, reply) =>
      reply.status(201).send(await service.createAmenity(inRequest(request), request.body)),
  );

  app.put(
    '/api/admin/amenities/:id',
    guardedRoute({ params: idParams, body: amenityInputSchema, answer: amenitySchema, errors: [404] }),
    async (request) => service.updateAmenity(inRequest(request), request.params.id, request.body),
  );

  app.delete('/api/admin/amenities/:id', deleteRoute(idParams, [404]), async (request, reply) =>
    noContentOnceDone(reply, service.deleteAmenity(inRequest(request), request.params.id)),
  );
};

export default amenitiesRoutes;
