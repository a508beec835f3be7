// The front desk over HTTP (spec section 7, Receptionist): reservations and their moves, payment checks,
// desk payments, walk-in customers and bookings made for them. Receptionists and admins only.
// The routes only unpack the request: each use case lives with the table owner it writes (reservations,
// auth for the customer accounts), booking a walk-in in ./book-walk-in.
import { walkInCustomerSchema as walkInCustomerAnswerSchema } from '@domain/api/accounts';
import { BODY_ERRORS, errorResponses, noContent } from '@domain/api/common';
import { receptionistStatsSchema, reservationSchema, staffPaymentSchema } from '@domain/api/reservations';
import {
  bookForCustomerSchema,
  deskPaymentSchema,
  extendStaySchema,
  verifyPaymentSchema,
  walkInCustomerSchema,
} from '@domain/schemas/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/session';
import { registerWalkInCustomer } from '../auth';
import {
  changeStatus,
  deleteReservation,
  extendStay,
  frontDeskStats,
  listStaffPayments,
  listStaffReservations,
  recordDeskPayment,
  type StatusAction,
  verifyPayment,
} from '../reservations';
import { bookWalkIn } from './book-walk-in';

const idParams = z.object({ id: z.string() });
const paymentQuery = z.object({
  status: z.enum(['pending', 'success', 'rejected', 'all']).default('pending'),
});

/** The signed-in receptionist or admin; 401 for visitors, 403 for customers. */
const staffOf = (request: FastifyRequest) => requireRole(request, 'receptionist', 'admin');

const SIGNED_IN = errorResponses(401, 403);
/** A change to a reservation or payment: no staff session, no such row, a move its state refuses. */
const CHANGE_ERRORS = errorResponses(401, 403, 404, 409);
/** The same with a JSON body. */
const BODY_CHANGE_ERRORS = errorResponses(...BODY_ERRORS, 401, 403, 404, 409);

const STATUS_ACTIONS = ['confirm', 'checkin', 'checkout', 'cancel'] as const satisfies StatusAction[];

const frontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is looked at: a visitor gets 401 and a customer 403 whatever they send.
  app.addHook('preValidation', async (request) => {
    staffOf(request);
  });

  app.get(
    '/api/receptionist/reservations',
    { schema: { response: { 200: z.array(reservationSchema), ...SIGNED_IN } } },
    async () => listStaffReservations(app.deps.db),
  );

  app.get(
    '/api/receptionist/stats',
    { schema: { response: { 200: receptionistStatsSchema, ...SIGNED_IN } } },
    async () => frontDeskStats(app),
  );

  // Bodyless actions: PATCH .../confirm, /checkin, /checkout, /cancel answer the updated reservation.
  for (const action of STATUS_ACTIONS) {
    app.patch(
      `/api/receptionist/reservations/:id/${action}`,
      { schema: { params: idParams, response: { 200: reservationSchema, ...CHANGE_ERRORS } } },
      async (request) => changeStatus(app, { id: request.params.id, action, staff: staffOf(request) }),
    );
  }

  app.patch(
    '/api/receptionist/reservations/:id/extend',
    {
      schema: {
        params: idParams,
        body: extendStaySchema,
        response: { 200: reservationSchema, ...BODY_CHANGE_ERRORS },
      },
    },
    async (request) =>
      extendStay(app, {
        id: request.params.id,
        newCheckout: request.body.newCheckout,
        longStayReason: request.body.longStayReason,
        staff: staffOf(request),
      }),
  );

  app.delete(
    '/api/receptionist/reservations/:id',
    { schema: { params: idParams, response: { 204: noContent, ...CHANGE_ERRORS } } },
    async (request, reply) => {
      await deleteReservation(app, { id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/receptionist/payments',
    {
      schema: {
        querystring: paymentQuery,
        response: { 200: z.array(staffPaymentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaffPayments(app.deps.db, request.query.status),
  );

  app.patch(
    '/api/receptionist/payments/:id',
    {
      schema: {
        params: idParams,
        body: verifyPaymentSchema,
        response: { 200: staffPaymentSchema, ...BODY_CHANGE_ERRORS },
      },
    },
    async (request) =>
      verifyPayment(app, {
        id: request.params.id,
        status: request.body.status,
        staff: staffOf(request),
      }),
  );

  app.post(
    '/api/receptionist/payments',
    { schema: { body: deskPaymentSchema, response: { 201: staffPaymentSchema, ...BODY_CHANGE_ERRORS } } },
    async (request, reply) => {
      const payment = await recordDeskPayment(app, {
        reservationId: request.body.reservationId,
        amountCentavos: request.body.amount,
        paymentMethod: request.body.paymentMethod,
        transactionId: request.body.transactionId,
        staff: staffOf(request),
      });
      return reply.status(201).send(payment);
    },
  );

  app.post(
    '/api/receptionist/walk-in-customer',
    {
      schema: {
        body: walkInCustomerSchema,
        response: {
          200: walkInCustomerAnswerSchema,
          201: walkInCustomerAnswerSchema,
          ...errorResponses(...BODY_ERRORS, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { customer, created } = await registerWalkInCustomer(app.deps.db, request.body);
      return reply.status(created ? 201 : 200).send(customer);
    },
  );

  app.post(
    '/api/receptionist/book-for-customer',
    {
      schema: {
        body: bookForCustomerSchema,
        response: { 200: reservationSchema, 201: reservationSchema, ...BODY_CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { totalAmount, ...body } = request.body;
      const { reservation, created } = await bookWalkIn(app, {
        ...body,
        totalAmountCentavos: totalAmount,
        idempotencyKey: typeof header === 'string' ? header.slice(0, 100) : undefined,
        staff: staffOf(request),
      });
      return reply.status(created ? 201 : 200).send(reservation);
    },
  );
};

export default frontDeskRoutes;
