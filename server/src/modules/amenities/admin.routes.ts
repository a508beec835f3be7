// Amenity management (spec section 7, Admin): list, create, replace, delete.
import { BODY_ERRORS, errorResponses, noContent } from '@domain/api/common';
import { amenitySchema } from '@domain/api/site';
import { amenityInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const amenitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/api/admin/amenities',
    { schema: { response: { 200: z.array(amenitySchema), ...errorResponses(401, 403) } } },
    async () => service.listAllAmenities(db),
  );

  app.post(
    '/api/admin/amenities',
    {
      schema: {
        body: amenityInputSchema,
        response: { 201: amenitySchema, ...errorResponses(...BODY_ERRORS, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createAmenity(db, request.body)),
  );

  app.put(
    '/api/admin/amenities/:id',
    {
      schema: {
        params: idParams,
        body: amenityInputSchema,
        response: { 200: amenitySchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
      },
    },
    async (request) => service.updateAmenity(db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/amenities/:id',
    { schema: { params: idParams, response: { 204: noContent, ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await service.deleteAmenity(db, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default amenitiesRoutes;
