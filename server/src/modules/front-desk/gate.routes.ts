// The gate (the front desk's day visitors): the day at a glance and the walk-in pass sale. Checking a day
// visit in is the reservations' own PATCH .../confirm and .../checkin (reservations.routes.ts).
import { gateDaySchema } from '@domain/api/gate';
import { reservationSchema } from '@domain/api/reservations';
import { DAY_VISIT_MESSAGES } from '@domain/schemas/day-visits';
import { gateWalkInSchema } from '@domain/schemas/gate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { readGateDay, resortDay } from './gate-day';
import { sellGatePass } from './gate-walk-in';
import { staffOf } from './route-options';

const gateQuerySchema = z.object({
  date: z.string({ error: DAY_VISIT_MESSAGES.day }).trim().max(10, DAY_VISIT_MESSAGES.day).optional(),
});

export const gateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/receptionist/day-visits',
    guardedRoute({ querystring: gateQuerySchema, answer: gateDaySchema, errors: [400, 404] }),
    async (request) => {
      const ctx = inRequest(request);
      return readGateDay(ctx, request.query.date || resortDay(ctx));
    },
  );

  app.post(
    '/api/receptionist/day-visits/walk-in',
    guardedRoute({
      body: gateWalkInSchema,
      status: [200, 201],
      answer: reservationSchema,
      errors: [404, 409],
    }),
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { reservation, created } = await sellGatePass(inRequest(request), {
        ...request.body,
        idempotencyKey: typeof header === 'string' ? header.slice(0, 100) : undefined,
        staff: staffOf(request),
      });
      return reply.status(created ? 201 : 200).send(reservation);
    },
  );
};
