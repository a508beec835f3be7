// Inquiries tab of the admin dashboard (spec section 2): list and status changes.
import { inquiryStatusSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get('/api/admin/inquiries', async () => service.listInquiries(db));

  app.patch(
    '/api/admin/inquiries/:id',
    { schema: { params: idParams, body: inquiryStatusSchema } },
    async (request) => service.setInquiryStatus(db, request.params.id, request.body.status),
  );
};

export default inquiriesRoutes;
