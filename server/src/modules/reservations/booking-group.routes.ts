// Group bookings (docs/adr/0065): a guest books several rooms for the same dates together, and reads
// the group back (its owner, or the front desk).
import { errorResponses } from '@domain/api/common';
import { bookingGroupSchema, groupReceiptSchema } from '@domain/api/reservations';
import { GROUP_NOT_FOUND } from '@domain/booking-groups';
import { customerReservationPatchSchema } from '@domain/schemas/booking';
import { createBookingGroupSchema, groupPaymentSchema } from '@domain/schemas/booking-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { codeParams } from '../../lib/route-ids';
import { requireUser } from '../../plugins/session';
import { BOOKING_RATE_LIMIT, onlineBookingBody, onlineBookingTerms } from './booking.routes';
import { createBookingGroup } from './create-booking-group';
import { cancelOwnGroup, payGroupBalance } from './group-actions';
import { loadBookingGroupByCode } from './group-dto';
import { findGroupReceipt } from './group-receipt';
import { CHANGE_ERRORS } from './route-options';

const GROUP_BODY_NOTE =
  'Two to five distinct rooms for the same checkin and checkout, each with its own adults, kids and discountGuests. ' +
  'The server prices every room; the 30% down payment of the group total is split over the rooms. A room taken ' +
  'meanwhile refuses the whole group (409, naming the room) and nothing is booked.';

export const bookingGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const groupBody = onlineBookingBody(app, createBookingGroupSchema, GROUP_BODY_NOTE);

  app.post(
    '/api/booking-groups',
    {
      config: BOOKING_RATE_LIMIT,
      schema: {
        body: groupBody,
        response: {
          200: bookingGroupSchema,
          201: bookingGroupSchema,
          ...CHANGE_ERRORS,
          ...errorResponses(422, 429),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { group, created } = await createBookingGroup(inRequest(request), {
        ...onlineBookingTerms(request, body.idempotencyKey),
        checkin: body.checkin,
        checkout: body.checkout,
        rooms: body.rooms,
        specialRequests: body.specialRequests,
        paymentMethod: body.paymentMethod,
        transactionId: body.transactionId,
      });
      return reply.status(created ? 201 : 200).send(group);
    },
  );

  app.get(
    '/api/booking-groups/:code',
    {
      schema: { params: codeParams, response: { 200: bookingGroupSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const user = requireUser(request);
      const staff = user.role === 'receptionist' || user.role === 'admin';
      // another guest's group is not found, as another guest's reservation is
      const group = await loadBookingGroupByCode(inRequest(request), request.params.code, {
        history: staff,
        ...(staff ? {} : { ownerId: user.id }),
      });
      if (!group) throw notFound(GROUP_NOT_FOUND);
      return group;
    },
  );

  app.get(
    '/api/booking-groups/:code/receipt',
    {
      schema: { params: codeParams, response: { 200: groupReceiptSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const user = requireUser(request);
      const staff = user.role === 'receptionist' || user.role === 'admin';
      // another guest's group is not found, as another guest's receipt is
      return findGroupReceipt(inRequest(request), request.params.code, staff ? {} : { ownerId: user.id });
    },
  );

  app.patch(
    '/api/booking-groups/:code',
    {
      schema: {
        params: codeParams,
        body: customerReservationPatchSchema,
        response: { 200: bookingGroupSchema, ...CHANGE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return cancelOwnGroup(inRequest(request), { userId: user.id, code: request.params.code });
    },
  );

  app.post(
    '/api/booking-groups/:code/payments',
    {
      schema: {
        params: codeParams,
        body: groupPaymentSchema,
        response: { 201: bookingGroupSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const group = await payGroupBalance(inRequest(request), {
        userId: user.id,
        code: request.params.code,
        amountCentavos: request.body.amount,
        paymentMethod: request.body.paymentMethod,
        transactionId: request.body.transactionId,
      });
      return reply.status(201).send(group);
    },
  );
};
