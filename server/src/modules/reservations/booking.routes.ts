// The guest's own bookings: book, list my bookings, cancel my booking.
import { errorResponses } from '@domain/api/common';
import { reservationSchema } from '@domain/api/reservations';
import { createReservationSchema, customerReservationPatchSchema } from '@domain/schemas/booking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, inRequest } from '../../lib/app-context';
import { schemaOfTheDay } from '../../lib/day-schema';
import { idParams } from '../../lib/route-ids';
import { requireUser } from '../../plugins/session';
import type { BookingRequest } from './booking-request';
import { cancelOwnReservation } from './cancel-own-reservation';
import { createReservation } from './create-reservation';
import { listUserReservations } from './reservation-dtos';
import { CHANGE_ERRORS } from './route-options';
import { resortToday } from './staff-moves';

/**
 * Bookings per account (the session's user, else the address): enough for a family booking several
 * rooms, far too few to hold the resort's nights with made-up references.
 */
export const BOOKING_RATE_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
  },
};

/** The Idempotency-Key header, when one was sent. */
export const idempotencyKeyOf = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header.slice(0, 100) : undefined;
};

/** A guest's booking online (a stay's, a day visit's) answers with the reservation made (201) or found (200). */
export const GUEST_BOOKING_RESPONSES = {
  200: reservationSchema,
  201: reservationSchema,
  ...CHANGE_ERRORS,
  ...errorResponses(422, 429),
};

/**
 * What a guest's own booking online is asked with beyond its fields: the session's guest, the body's key
 * or else the Idempotency-Key header, the cap on bookings awaiting verification and the unverified hold.
 */
export const onlineBookingTerms = (request: FastifyRequest, bodyKey: string | null | undefined) => {
  const user = requireUser(request);
  return {
    guest: user,
    idempotencyKey: bodyKey || idempotencyKeyOf(request),
    limitPending: true,
    // the payment reference is the guest's word until the desk checks it: a bounded, capped hold
    unverifiedHold: { address: request.ip, accountCreatedAt: user.createdAt },
  } satisfies Partial<BookingRequest>;
};

/**
 * An online booking's body: the domain's schema for the resort's day and the configured stay limits
 * (check-in not in the past, within the horizon; built once a day by schemaOfTheDay, not per request:
 * building it, and zod compiling its parser at the first parse, was ~4 % of a booking's CPU), with
 * `note` in the reference.
 */
export const onlineBookingBody = <S extends z.ZodType>(
  ctx: AppContext,
  create: (today: string, limits: AppContext['deps']['config']['stayLimits']) => S,
  note: string,
) =>
  schemaOfTheDay(
    (today) => create(today, ctx.deps.config.stayLimits).meta({ description: note }),
    () => resortToday(ctx),
  );

/** What the reference says of the booking body beyond its fields. */
const BOOKING_BODY_NOTE =
  'checkin and checkout are resort-local days (YYYY-MM-DD); paymentMethod is GCash, BankTransfer or Card. ' +
  'totalAmount is accepted but ignored: the server prices the stay from its own rates. discountGuests (optional, ' +
  'default 0) is how many guests are senior citizens or PWDs: the server takes their discount off itself. ' +
  "addOns (optional): extras as [{ addOnId, quantity, day? }] (day: a trip's day within the stay), priced by the server.";

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookingBody = onlineBookingBody(app, createReservationSchema, BOOKING_BODY_NOTE);

  // 200 answers a repeated Idempotency-Key; 422 the same key with a different booking.
  app.post(
    '/api/reservations',
    {
      config: BOOKING_RATE_LIMIT,
      schema: {
        body: bookingBody,
        response: GUEST_BOOKING_RESPONSES,
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { reservation, created } = await createReservation(inRequest(request), {
        ...onlineBookingTerms(request, body.idempotencyKey),
        roomId: body.roomId,
        checkin: body.checkin,
        checkout: body.checkout,
        adults: body.adults,
        kids: body.kids,
        discountGuests: body.discountGuests,
        specialRequests: body.specialRequests,
        paymentMethod: body.paymentMethod,
        transactionId: body.transactionId,
        addOns: body.addOns,
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
};
