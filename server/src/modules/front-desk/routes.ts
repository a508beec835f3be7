// The front desk over HTTP (spec section 7, Receptionist): reservations and their moves, payment checks,
// desk payments, walk-in customers and bookings made for them. Receptionists and admins only.
// The routes only unpack the request: each use case lives with the table owner it writes (reservations,
// auth for the customer accounts), booking a walk-in in ./book-walk-in.
import { walkInCustomerSchema as walkInCustomerAnswerSchema } from '@domain/api/accounts';
import { receptionistStatsSchema, reservationSchema, staffPaymentSchema } from '@domain/api/reservations';
import {
  bookForCustomerSchema,
  checkoutReservationSchema,
  confirmReservationSchema,
  deskPaymentSchema,
  discountIdSchema,
  extendHoldSchema,
  extendStaySchema,
  refundSchema,
  removeDiscountSchema,
  verifyPaymentSchema,
  walkInCustomerSchema,
} from '@domain/schemas/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { inRequest } from '../../lib/request-context';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import { registerWalkInCustomer } from '../auth';
import {
  changeStatus,
  deleteReservation,
  extendHold,
  extendStay,
  frontDeskStats,
  listStaffPayments,
  listStaffReservations,
  recordDeskPayment,
  recordDiscountId,
  recordRefund,
  removeDiscount,
  type StatusAction,
  verifyPayment,
} from '../reservations';
import { bookWalkIn } from './book-walk-in';

const paymentQuery = z.object({
  status: z.enum(['pending', 'success', 'rejected', 'all']).default('pending'),
});

/** The signed-in receptionist or admin; 401 for visitors, 403 for customers. */
const staffOf = (request: FastifyRequest) => requireRole(request, 'receptionist', 'admin');

/** A money form as the use cases take it: the parsed amount is already in centavos. */
const inCentavos = <Body extends { amount: number }>({ amount, ...rest }: Body) => ({
  ...rest,
  amountCentavos: amount,
});

/** A change to a reservation or payment can find no such row, or a state that refuses the move. */
const CHANGE_ERRORS = [404, 409] as const;

/** The options of a change to one reservation or payment (`:id`): its body, what it answers, 200 unless told. */
const changeRoute = <Body extends z.ZodType, Answer extends z.ZodType, Status extends number = 200>(
  body: Body,
  answer: Answer,
  status?: Status,
) => guardedRoute({ params: idParams, body, status, answer, errors: CHANGE_ERRORS });

/** Bodyless moves (the body of confirm and checkout is optional: see below). */
const BODYLESS_ACTIONS = {
  checkin: 'checkin',
  cancel: 'cancel',
  'no-show': 'no_show',
} as const satisfies Record<string, StatusAction>;

const frontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is looked at: a visitor gets 401 and a customer 403 whatever they send.
  app.addHook('preValidation', async (request) => {
    staffOf(request);
  });

  app.get('/api/receptionist/reservations', guardedRoute({ answer: z.array(reservationSchema) }), async () =>
    listStaffReservations(app.deps),
  );

  app.get('/api/receptionist/stats', guardedRoute({ answer: receptionistStatsSchema }), async () =>
    frontDeskStats(app),
  );

  // Bodyless actions: PATCH .../checkin, /cancel, /no-show answer the updated reservation.
  for (const [path, action] of Object.entries(BODYLESS_ACTIONS)) {
    app.patch(
      `/api/receptionist/reservations/:id/${path}`,
      guardedRoute({ params: idParams, answer: reservationSchema, errors: CHANGE_ERRORS }),
      async (request) =>
        changeStatus(inRequest(request), { id: request.params.id, action, staff: staffOf(request) }),
    );
  }

  // Confirm: bodyless as the spec has it; { overrideReason } confirms without a verified down payment.
  app.patch(
    '/api/receptionist/reservations/:id/confirm',
    changeRoute(confirmReservationSchema, reservationSchema),
    async (request) =>
      changeStatus(inRequest(request), {
        id: request.params.id,
        action: 'confirm',
        overrideReason: request.body.overrideReason,
        staff: staffOf(request),
      }),
  );

  // Check-out: bodyless as the spec has it; { leaveUnpaid: true } checks out a guest who still owes money.
  app.patch(
    '/api/receptionist/reservations/:id/checkout',
    changeRoute(checkoutReservationSchema, reservationSchema),
    async (request) =>
      changeStatus(inRequest(request), {
        id: request.params.id,
        action: 'checkout',
        leaveUnpaid: request.body.leaveUnpaid,
        staff: staffOf(request),
      }),
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

  app.patch(
    '/api/receptionist/reservations/:id/extend',
    changeRoute(extendStaySchema, reservationSchema),
    async (request) =>
      extendStay(inRequest(request), { id: request.params.id, ...request.body, staff: staffOf(request) }),
  );

  // An unverified online booking kept past its "verify by" time: a reason, recorded with who and when.
  app.patch(
    '/api/receptionist/reservations/:id/extend-hold',
    changeRoute(extendHoldSchema, reservationSchema),
    async (request) =>
      extendHold(inRequest(request), { id: request.params.id, ...request.body, staff: staffOf(request) }),
  );

  // Senior citizen / PWD discount at check-in (docs/pricing.md): record an ID, or remove an unverified discount.
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

  app.delete(
    '/api/receptionist/reservations/:id',
    deleteRoute(idParams, CHANGE_ERRORS),
    async (request, reply) =>
      noContentOnceDone(
        reply,
        deleteReservation(inRequest(request), { id: request.params.id, staff: staffOf(request) }),
      ),
  );

  app.get(
    '/api/receptionist/payments',
    guardedRoute({ querystring: paymentQuery, answer: z.array(staffPaymentSchema), errors: [400] }),
    async (request) => listStaffPayments(app.deps.db, request.query.status),
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
    '/api/receptionist/walk-in-customer',
    guardedRoute({
      body: walkInCustomerSchema,
      status: [200, 201],
      answer: walkInCustomerAnswerSchema,
      errors: [409],
    }),
    async (request, reply) => {
      const { customer, created } = await registerWalkInCustomer(app.deps.db, request.body);
      return reply.status(created ? 201 : 200).send(customer);
    },
  );

  app.post(
    '/api/receptionist/book-for-customer',
    guardedRoute({
      body: bookForCustomerSchema,
      status: [200, 201],
      answer: reservationSchema,
      errors: [...CHANGE_ERRORS, 422],
    }),
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { totalAmount, ...body } = request.body;
      const { reservation, created } = await bookWalkIn(inRequest(request), {
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
