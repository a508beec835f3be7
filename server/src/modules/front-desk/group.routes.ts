// The desk's moves on a whole group booking (docs/adr/0065); one room alone moves through its reservation.
import { bookingGroupSchema } from '@domain/api/reservations';
import { cancelGroupSchema } from '@domain/schemas/booking-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { codeParams } from '../../lib/route-ids';
import { cancelGroupByDesk } from '../reservations';
import { CHANGE_ERRORS, staffOf } from './route-options';

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/receptionist/booking-groups/:code/cancel',
    guardedRoute({
      params: codeParams,
      body: cancelGroupSchema,
      answer: bookingGroupSchema,
      errors: CHANGE_ERRORS,
    }),
    async (request) =>
      cancelGroupByDesk(inRequest(request), {
        code: request.params.code,
        staff: staffOf(request),
        reason: request.body.reason,
      }),
  );
};
