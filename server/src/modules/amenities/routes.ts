// GET /api/amenities: the facilities, ordered by displayOrder then name. Admin editing lives in the admin area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAmenities } from './service';

const amenityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/amenities', async () => listAmenities(app.deps.db));
};

export default amenityRoutes;
