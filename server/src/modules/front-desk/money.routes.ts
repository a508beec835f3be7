// Money at the desk: the payments to verify, desk payments, refunds and the senior citizen / PWD
// discount recorded at check-in (docs/pricing.md).
import { reservationSchema, staffPaymentSchema } from '@domain/api/reservations';
import {
  deskPaymentSchema,
  discountIdSchema,
  refundSchema,
  removeDiscountSchema,
  verifyPaymentSchema,
} from '@domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import {
  listStaffPayments,
  recordDeskPayment,
  recordDiscountId,
  recordRefund,
  removeDiscount,
  verifyPayment,
} from '../reservations';
import { CHANGE_ERRORS, changeRoute, inCentavos, staffOf } from './route-options';

const paymentQuery = z.object({
  status: z.enum(['pending', 'success', 'rejected', 'all']).default('pending'),
});

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/receptionist/payments',
    guardedRoute({ querystring: paymentQuery, answer: z.array(staffPaymentSchema), errors: [400] }),
    async (request) => listStaffPayments(inRequest(request), request.query.status),
  );

  app.patch(
    '/api/receptionist/payments/:id',
    changeRoute(verifyPaymentSchema, staffPaymentSchema),
    async (request) =>
      verifyPayment(inRequest(request), { id: request.params.id, ...request.body, staff: staffOf(request) }),
  );

  app.post(
    '/api/receptionist/payments',
    guardedRoute({ body: deskPaymentSchema, status: 201, answer: staffPaymentSchema, errors: CHANGE_ERRORS }),
    async (request, reply) => {
      const payment = await recordDeskPayment(inRequest(request), {
        ...inCentavos(request.body),
        staff: staffOf(request),
      });
      return reply.status(201).send(payment);
    },
  );

  app.post(
    '/api/receptionist/reservations/:id/refunds',
    changeRoute(refundSchema, staffPaymentSchema, 201),
    async (request, reply) => {
      const refund = await recordRefund(inRequest(request), {
        reservationId: request.params.id,
        ...inCentavos(request.body),
        staff: staffOf(request),
      });
      return reply.status(201).send(refund);
    },
  );
};

const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/receptionist/reservations/:id/discount-ids',
    changeRoute(discountIdSchema, reservationSchema, 201),
    async (request, reply) => {
      const reservation = await recordDiscountId(inRequest(request), {
        reservationId: request.params.id,
        id: request.body,
        staff: staffOf(request),
      });
      return reply.status(201).send(reservation);
    },
  );

  app.post(
    '/api/receptionist/reservations/:id/remove-discount',
    changeRoute(removeDiscountSchema, reservationSchema),
    async (request) =>
      removeDiscount(inRequest(request), {
        reservationId: request.params.id,
        ...request.body,
        staff: staffOf(request),
      }),
  );
};

export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentRoutes);
  await app.register(discountRoutes);
};
