// The admin console's API (spec section 7, Admin). Every /api/admin/... route in this folder and the
// upload PUT are for admins only: the onRequest hook answers 401 to visitors and 403 to other roles
// before any body is read. The uploaded files are served publicly at /uploads/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/session';
import amenitiesRoutes from './amenities.routes';
import contentRoutes from './content.routes';
import inquiriesRoutes from './inquiries.routes';
import roomsRoutes from './rooms.routes';
import statsRoutes from './stats.routes';
import { registerUploadFiles, uploadRoutes } from './uploads.routes';
import usersRoutes from './users.routes';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => {
      requireRole(request, 'admin');
    });
    await admin.register(statsRoutes);
    await admin.register(roomsRoutes);
    await admin.register(usersRoutes);
    await admin.register(contentRoutes);
    await admin.register(amenitiesRoutes);
    await admin.register(inquiriesRoutes);
    await admin.register(uploadRoutes);
  });
  await registerUploadFiles(app);
};

export default adminRoutes;
