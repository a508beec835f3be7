// Guest reservation calls (spec section 7): book, list my bookings, cancel my booking.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { reservationSchema } from '@domain/api/reservations';
import { weatherMoveOptionSchema } from '@domain/api/weather';
import { todayIn } from '@domain/dates';
import { createReservationSchema, customerReservationPatchSchema } from '@domain/schemas/booking';
import { weatherMoveDatesSchema } from '@domain/schemas/weather';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import { cancelOwnReservation } from './cancel-own-reservation';
import { createReservation } from './create-reservation';
import { defineReservationJobs } from './jobs';
import { listUserReservations } from './reservation-dtos';
import { cancelForWeather, moveForWeather, weatherMoveOptions } from './weather-moves';

const idParams = z.object({ id: z.string() });
/** Booking and cancelling: a bad body, no session, someone else's or a missing room/stay, a refusal. */
const CHANGE_ERRORS = errorResponses(...BODY_ERRORS, 401, 403, 404, 409);

/**
 * Bookings per account (the session's user, else the address): enough for a family booking several
 * rooms, far too few to hold the resort's nights with made-up references.
 */
const BOOKING_RATE_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
  },
};

const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineReservationJobs(app);
  let bookingBody: { today: string; schema: ReturnType<typeof createReservationSchema> } | undefined;

  // Every call here needs a signed-in, active user: 401/403 before the body is even looked at.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  // The body is validated here, not by a schema (its rules depend on the day): documentedBody in
  // openapi-operations.ts describes it. 200 answers a repeated Idempotency-Key.
  app.post(
    '/api/reservations',
    {
      config: BOOKING_RATE_LIMIT,
      schema: {
        response: {
          200: reservationSchema,
          201: reservationSchema,
          ...CHANGE_ERRORS,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // The schema knows "today" (check-in may not be in the past): built once per resort day, not per
      // request (building it, and zod compiling its parser at the first parse, was ~4 % of a booking's CPU).
      const today = todayIn(app.deps.config.resortTz, app.deps.now());
      if (bookingBody?.today !== today)
        bookingBody = { today, schema: createReservationSchema(today, app.deps.config.stayLimits) };
      const body = bookingBody.schema.parse(request.body);
      const header = request.headers['idempotency-key'];
      const headerKey = typeof header === 'string' ? header.slice(0, 100) : undefined;
      const { reservation, created } = await createReservation(app, {
        guest: user,
        roomId: body.roomId,
        checkin: body.checkin,
        checkout: body.checkout,
        adults: body.adults,
        kids: body.kids,
        discountGuests: body.discountGuests,
        specialRequests: body.specialRequests,
        paymentMethod: body.paymentMethod,
        transactionId: body.transactionId,
        idempotencyKey: body.idempotencyKey || headerKey,
        limitPending: true,
        // body.totalAmount is deliberately ignored: the server prices the stay.
      });
      return reply.status(created ? 201 : 200).send(reservation);
    },
  );

  app.get(
    '/api/user/reservations',
    { schema: { response: { 200: z.array(reservationSchema), ...errorResponses(401, 403) } } },
    async (request) => {
      const user = requireUser(request);
      return listUserReservations(app.deps, user.id);
    },
  );

  app.patch(
    '/api/reservations/:id',
    {
      schema: {
        params: idParams,
        body: customerReservationPatchSchema,
        response: { 200: reservationSchema, ...CHANGE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return cancelOwnReservation(app, { reservationId: request.params.id, userId: user.id });
    },
  );

  // Weather rebooking (issue 12): the rules depend on the day and the booking, so the use case parses the body.
  const guestOf = (request: FastifyRequest) => ({
    reservationId: (request.params as { id: string }).id,
    userId: requireUser(request).id,
  });
  app.get(
    '/api/reservations/:id/weather-move/options',
    {
      schema: {
        params: idParams,
        querystring: weatherMoveDatesSchema,
        response: { 200: z.array(weatherMoveOptionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => weatherMoveOptions(app, guestOf(request), request.query),
  );
  app.post(
    '/api/reservations/:id/weather-move',
    { schema: { params: idParams, response: { 200: reservationSchema, ...CHANGE_ERRORS } } },
    async (request) => moveForWeather(app, guestOf(request), request.body),
  );
  app.post(
    '/api/reservations/:id/weather-cancel',
    { schema: { params: idParams, response: { 200: reservationSchema, ...CHANGE_ERRORS } } },
    async (request) => cancelForWeather(app, guestOf(request)),
  );
};

export default reservationRoutes;
