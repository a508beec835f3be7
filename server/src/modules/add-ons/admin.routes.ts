// /api/admin/add-ons: the admin's extras (mounted behind the admin guard, modules/admin/routes.ts).
import { adminAddOnSchema } from '@domain/api/add-ons';
import { addOnInputSchema } from '@domain/schemas/add-ons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCollectionRoutes } from '../../lib/admin-collection-routes';
import * as service from './admin.service';

const addOnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCollectionRoutes(app, {
    path: '/api/admin/add-ons',
    body: addOnInputSchema,
    answer: adminAddOnSchema,
    // 409: the add-on is on bookings already
    deleteErrors: [404, 409],
    list: service.listAllAddOns,
    create: service.createAddOn,
    update: service.updateAddOn,
    remove: service.deleteAddOn,
  });
};

export default addOnAdminRoutes;
