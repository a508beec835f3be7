// Amenity management (spec section 7, Admin): list, create, replace, delete.
import { amenityInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const amenitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get('/api/admin/amenities', async () => service.listAllAmenities(db));

  app.post('/api/admin/amenities', { schema: { body: amenityInputSchema } }, async (request, reply) =>
    reply.status(201).send(await service.createAmenity(db, request.body)),
  );

  app.put(
    '/api/admin/amenities/:id',
    { schema: { params: idParams, body: amenityInputSchema } },
    async (request) => service.updateAmenity(db, request.params.id, request.body),
  );

  app.delete('/api/admin/amenities/:id', { schema: { params: idParams } }, async (request, reply) => {
    await service.deleteAmenity(db, request.params.id);
    return reply.status(204).send();
  });
};

export default amenitiesRoutes;
