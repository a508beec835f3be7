// The admin console's API (spec section 7, Admin). Each owning module brings its admin routes; this
// plugin mounts them behind one guard: the onRequest hook answers 401 to visitors and 403 to other roles
// before any body is read, for every /api/admin/... route below. The upload PUT (PUT /api/uploads/:token)
// sits outside it: its signed URL, handed out by an admin route, is its authorisation. The uploaded files
// are served publicly at /uploads/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/session';
import { addOnAdminRoutes } from '../add-ons';
import { amenityAdminRoutes } from '../amenities';
import { userAdminRoutes } from '../auth';
import { backupAdminRoutes } from '../backups';
import { calendarAdminRoutes } from '../calendar';
import { chatbotAdminRoutes } from '../chatbot';
import { contentAdminRoutes } from '../content';
import { dayVisitAdminRoutes } from '../day-visits';
import { goLiveAdminRoutes } from '../go-live';
import { inquiryAdminRoutes } from '../inquiries';
import { statsAdminRoutes } from '../reports';
import { reservationAdminRoutes } from '../reservations';
import { roomAdminRoutes } from '../rooms';
import { registerUploadFiles, uploadPutRoute, uploadRoutes } from './uploads.routes';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => {
      requireRole(request, 'admin');
    });
    await admin.register(statsAdminRoutes);
    await admin.register(roomAdminRoutes);
    await admin.register(calendarAdminRoutes);
    await admin.register(userAdminRoutes);
    await admin.register(contentAdminRoutes);
    await admin.register(amenityAdminRoutes);
    await admin.register(addOnAdminRoutes);
    await admin.register(dayVisitAdminRoutes);
    await admin.register(inquiryAdminRoutes);
    await admin.register(chatbotAdminRoutes);
    await admin.register(reservationAdminRoutes);
    await admin.register(uploadRoutes);
    await admin.register(backupAdminRoutes);
    await admin.register(goLiveAdminRoutes);
  });
  await app.register(uploadPutRoute);
  await registerUploadFiles(app);
};

export default adminRoutes;
