// A reservation's itemised receipt: the guest's own (another customer's answers 404, as if it did not
// exist) and the front desk's copy of any booking.
import { errorResponses } from '@domain/api/common';
import { receiptSchema } from '@domain/api/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-ids';
import { requireRole, requireUser } from '../../plugins/session';
import { findReceipt } from './receipt';

const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reservations/:id/receipt',
    { schema: { params: idParams, response: { 200: receiptSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const user = requireUser(request);
      return findReceipt(app.deps, request.params.id, { ownerId: user.id });
    },
  );

  app.get(
    '/api/receptionist/reservations/:id/receipt',
    { schema: { params: idParams, response: { 200: receiptSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireRole(request, 'receptionist', 'admin');
      return findReceipt(app.deps, request.params.id);
    },
  );
};

export default receiptRoutes;
