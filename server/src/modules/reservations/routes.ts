// Guest reservation calls (spec section 7): book, list my bookings, cancel my booking.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { reservationSchema } from '@domain/api/reservations';
import { weatherMoveOptionSchema } from '@domain/api/weather';
import { createReservationSchema, customerReservationPatchSchema } from '@domain/schemas/booking';
import { weatherMoveDatesSchema, weatherMoveSchema } from '@domain/schemas/weather';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { schemaOfTheDay } from '../../lib/day-schema';
import { requireUser } from '../../plugins/session';
import { cancelOwnReservation } from './cancel-own-reservation';
import { createReservation } from './create-reservation';
import { defineReservationJobs } from './jobs';
import { listUserReservations } from './reservation-dtos';
import { resortToday } from './staff-moves';
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

/** What the reference says of the booking body beyond its fields. */
const BOOKING_BODY_NOTE =
  'checkin and checkout are resort-local days (YYYY-MM-DD); paymentMethod is GCash, BankTransfer or Card. ' +
  'totalAmount is accepted but ignored: the server prices the stay from its own rates. discountGuests (optional, ' +
  'default 0) is how many guests are senior citizens or PWDs: the server takes their discount off itself.';

/**
 * The weather move's fields (two days, a room id) as the route checks and documents them: the domain
 * schema's fields without its rules, which need the booking (its move window, the disruptions) and are
 * checked by the use case (weather-moves.ts). The options given here only build the fields.
 */
const weatherMoveBody = z.object(
  weatherMoveSchema({
    originalCheckin: '2000-01-01',
    today: '2000-01-01',
    limits: DEFAULT_STAY_LIMITS,
    disruptions: [],
  }).shape,
);

const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineReservationJobs(app);
  // check-in may not be in the past: the body's schema is the resort day's (built once a day, not per
  // request: building it, and zod compiling its parser at the first parse, was ~4 % of a booking's CPU)
  const bookingBody = schemaOfTheDay(
    (today) =>
      createReservationSchema(today, app.deps.config.stayLimits).meta({ description: BOOKING_BODY_NOTE }),
    () => resortToday(app),
  );

  // Every call here needs a signed-in, active user: 401/403 before the body is even looked at.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  // 200 answers a repeated Idempotency-Key; 422 the same key with a different booking.
  app.post(
    '/api/reservations',
    {
      config: BOOKING_RATE_LIMIT,
      schema: {
        body: bookingBody,
        response: {
          200: reservationSchema,
          201: reservationSchema,
          ...CHANGE_ERRORS,
          ...errorResponses(422, 429),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { body } = request;
      const header = request.headers['idempotency-key'];
      const headerKey = typeof header === 'string' ? header.slice(0, 100) : undefined;
      const { reservation, created } = await createReservation(inRequest(request), {
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
        // the payment reference is the guest's word until the desk checks it: a bounded, capped hold
        unverifiedHold: { address: request.ip, accountCreatedAt: user.createdAt },
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
      return listUserReservations(inRequest(request), user.id);
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
      return cancelOwnReservation(inRequest(request), { reservationId: request.params.id, userId: user.id });
    },
  );

  // Weather rebooking: the routes check the fields, the use case the rules that need the booking.
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
    async (request) => weatherMoveOptions(inRequest(request), guestOf(request), request.query),
  );
  app.post(
    '/api/reservations/:id/weather-move',
    {
      schema: {
        params: idParams,
        body: weatherMoveBody,
        response: { 200: reservationSchema, ...CHANGE_ERRORS },
      },
    },
    async (request) => moveForWeather(inRequest(request), guestOf(request), request.body),
  );
  app.post(
    '/api/reservations/:id/weather-cancel',
    { schema: { params: idParams, response: { 200: reservationSchema, ...CHANGE_ERRORS } } },
    async (request) => cancelForWeather(inRequest(request), guestOf(request)),
  );
};

export default reservationRoutes;
