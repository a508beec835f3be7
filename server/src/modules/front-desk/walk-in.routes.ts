// A guest at the counter (spec section 7, walk-in dialog): step 1 finds or makes the account, step 2 books.
import { walkInCustomerSchema as walkInCustomerAnswerSchema } from '@domain/api/accounts';
import { reservationSchema } from '@domain/api/reservations';
import { walkInBookingPayloadSchema, walkInCustomerSchema } from '@domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { registerWalkInCustomer } from '../auth';
import { CHANGE_ERRORS, staffOf } from './route-options';
import { createWalkInBooking } from './walk-in-booking';

export const walkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/receptionist/walk-in-customer',
    guardedRoute({
      body: walkInCustomerSchema,
      status: [200, 201],
      answer: walkInCustomerAnswerSchema,
      errors: [409],
    }),
    async (request, reply) => {
      const { customer, created } = await registerWalkInCustomer(inRequest(request), request.body);
      return reply.status(created ? 201 : 200).send(customer);
    },
  );

  app.post(
    '/api/receptionist/book-for-customer',
    guardedRoute({
      body: walkInBookingPayloadSchema,
      status: [200, 201],
      answer: reservationSchema,
      errors: [...CHANGE_ERRORS, 422],
    }),
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { totalAmount, ...body } = request.body;
      const { reservation, created } = await createWalkInBooking(inRequest(request), {
        ...body,
        totalAmountCentavos: totalAmount,
        idempotencyKey: typeof header === 'string' ? header.slice(0, 100) : undefined,
        staff: staffOf(request),
      });
      return reply.status(created ? 201 : 200).send(reservation);
    },
  );
};
