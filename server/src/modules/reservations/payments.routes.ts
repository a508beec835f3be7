// Guest payment calls (spec section 7): record a payment, list my payments.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { paymentSchema } from '@domain/api/reservations';
import { recordPaymentSchema } from '@domain/schemas/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { requireUser } from '../../plugins/session';
import { listUserPayments } from './payment-lists';
import { recordGuestPayment } from './record-guest-payment';

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-in, active users only: 401/403 before the body is looked at.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/api/payments',
    {
      schema: {
        body: recordPaymentSchema,
        response: { 201: paymentSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const payment = await recordGuestPayment(inRequest(request), {
        userId: user.id,
        reservationId: request.body.reservationId,
        amountCentavos: request.body.amount,
        paymentMethod: request.body.paymentMethod,
        transactionId: request.body.transactionId,
      });
      return reply.status(201).send(payment);
    },
  );

  app.get(
    '/api/user/payments',
    { schema: { response: { 200: z.array(paymentSchema), ...errorResponses(401, 403) } } },
    async (request) => {
      const user = requireUser(request);
      return listUserPayments(inRequest(request), user.id);
    },
  );
};

export default paymentRoutes;
