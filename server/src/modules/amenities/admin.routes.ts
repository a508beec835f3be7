import { amenitySchema } from '@domain/api/site';
import { amenityInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCollectionRoutes } from '../../lib/admin-collection-routes';
import * as service from './admin.service';

const amenitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCollectionRoutes(app, {
    path: '/api/admin/amenities',
    body: amenityInputSchema,
    answer: amenitySchema,
    deleteErrors: [404],
    list: service.listAllAmenities,
    create: service.createAmenity,
    update: service.updateAmenity,
    remove: service.deleteAmenity,
  });
};

export default amenitiesRoutes;
