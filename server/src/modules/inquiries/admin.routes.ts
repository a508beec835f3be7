// Inquiries tab of the admin dashboard (spec section 2): list and status changes.
import { inquirySchema } from '@domain/api/site';
import { inquiryStatusSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/inquiries', guardedRoute({ answer: z.array(inquirySchema) }), async (request) =>
    service.listInquiries(inRequest(request)),
  );

  app.patch(
    '/api/admin/inquiries/:id',
    guardedRoute({ params: idParams, body: inquiryStatusSchema, answer: inquirySchema, errors: [404] }),
    async (request) => service.setInquiryStatus(inRequest(request), request.params.id, request.body.status),
  );
};

export default inquiriesRoutes;
