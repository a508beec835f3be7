// Inquiries tab of the admin dashboard (spec section 2): list and status changes.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { inquirySchema } from '@domain/api/site';
import { inquiryStatusSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-ids';
import * as service from './admin.service';

const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/api/admin/inquiries',
    { schema: { response: { 200: z.array(inquirySchema), ...errorResponses(401, 403) } } },
    async () => service.listInquiries(db),
  );

  app.patch(
    '/api/admin/inquiries/:id',
    {
      schema: {
        params: idParams,
        body: inquiryStatusSchema,
        response: { 200: inquirySchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
      },
    },
    async (request) => service.setInquiryStatus(db, request.params.id, request.body.status),
  );
};

export default inquiriesRoutes;
