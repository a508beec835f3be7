// GET /api/amenities: the facilities, ordered by displayOrder then name. Admin editing lives in the admin area.
import { amenitySchema } from '@domain/api/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { listAmenities } from './service';

const amenityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/amenities', { schema: { response: { 200: z.array(amenitySchema) } } }, async (request) =>
    listAmenities(inRequest(request)),
  );
};

export default amenityRoutes;
