// A reservation's itemised receipt. /api/reservations/:id/receipt (the receipt page) reads by role: a
// customer gets only their own (another customer's answers 404, as if it did not exist), the front desk
// and the admin any booking's. The /api/receptionist/ copy is staff only.
import { errorResponses } from '@domain/api/common';
import { receiptSchema } from '@domain/api/reservations';
import { isStaff } from '@domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { idParams } from '../../lib/route-ids';
import { requireRole, requireUser } from '../../plugins/session';
import { findReceipt } from './receipt';

const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reservations/:id/receipt',
    { schema: { params: idParams, response: { 200: receiptSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const user = requireUser(request);
      return findReceipt(
        inRequest(request),
        request.params.id,
        isStaff(user.role) ? {} : { ownerId: user.id },
      );
    },
  );

  app.get(
    '/api/receptionist/reservations/:id/receipt',
    { schema: { params: idParams, response: { 200: receiptSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireRole(request, 'receptionist', 'admin');
      return findReceipt(inRequest(request), request.params.id);
    },
  );
};

export default receiptRoutes;
