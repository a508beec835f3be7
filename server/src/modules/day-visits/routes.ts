// GET /api/day-visits?date=YYYY-MM-DD for everyone: the day's type, fees, visitors left and free cottages;
// with a party (adults, kids, infants, discountGuests, cottageId) its bill.
import { errorResponses } from '@domain/api/common';
import { dayVisitDaySchema } from '@domain/api/day-visits';
import { DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import { dayVisitQuerySchema, INFANTS_MESSAGE } from '@domain/schemas/day-visits';
import { GUEST_NUMBER_MESSAGES } from '@domain/schemas/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { readDayOffer } from './offer';

const dayVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not cached: a visitor asks right before booking, so it reads what is held now.
  app.get(
    '/api/day-visits',
    {
      config: {
        fieldMessages: {
          ...GUEST_NUMBER_MESSAGES,
          infants: INFANTS_MESSAGE,
          discountGuests: DISCOUNT_GUESTS_MESSAGE,
        },
      },
      schema: {
        querystring: dayVisitQuerySchema,
        response: { 200: dayVisitDaySchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => readDayOffer(inRequest(request), request.query),
  );
};

export default dayVisitRoutes;
