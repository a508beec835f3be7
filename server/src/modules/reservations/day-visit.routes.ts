// A guest books a day at the beach: POST /api/day-visits/bookings (the stay's rules, a day visit's bill).
import { DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import { createDayVisitSchema, INFANTS_MESSAGE } from '@domain/schemas/day-visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import {
  BOOKING_RATE_LIMIT,
  GUEST_BOOKING_RESPONSES,
  onlineBookingBody,
  onlineBookingTerms,
} from './booking.routes';
import { createDayVisit } from './create-day-visit';

const DAY_VISIT_BODY_NOTE =
  'date is the resort-local day of the visit (YYYY-MM-DD); adults and kids pay the entrance fee of its day ' +
  'type, infants enter free; cottageId (optional) rents that cottage for the day. paymentMethod is GCash, ' +
  'BankTransfer or Card. The server prices the visit; discountGuests (default 0) is how many of the adults and ' +
  'kids are senior citizens or PWDs.';

export const dayVisitBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = onlineBookingBody(app, createDayVisitSchema, DAY_VISIT_BODY_NOTE);

  // 200 answers a repeated Idempotency-Key; 409 a cottage taken or a full day; 422 a key reused.
  app.post(
    '/api/day-visits/bookings',
    {
      config: {
        ...BOOKING_RATE_LIMIT,
        fieldMessages: { infants: INFANTS_MESSAGE, discountGuests: DISCOUNT_GUESTS_MESSAGE },
      },
      schema: {
        body,
        response: GUEST_BOOKING_RESPONSES,
      },
    },
    async (request, reply) => {
      const { body: visit } = request;
      const { reservation, created } = await createDayVisit(inRequest(request), {
        ...onlineBookingTerms(request, visit.idempotencyKey),
        date: visit.date,
        adults: visit.adults,
        kids: visit.kids,
        infants: visit.infants,
        cottageId: visit.cottageId,
        discountGuests: visit.discountGuests,
        specialRequests: visit.specialRequests,
        paymentMethod: visit.paymentMethod,
        transactionId: visit.transactionId,
      });
      return reply.status(created ? 201 : 200).send(reservation);
    },
  );
};
