// GET /api/day-visits?date=YYYY-MM-DD for everyone: the day's type, fees, visitors left and free cottages.
import { errorResponses } from '@domain/api/common';
import { dayVisitDaySchema } from '@domain/api/day-visits';
import { dayVisitQuerySchema } from '@domain/schemas/day-visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { readDayOffer } from './offer';

const dayVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not cached: a visitor asks right before booking, so it reads what is held now.
  app.get(
    '/api/day-visits',
    {
      schema: {
        querystring: dayVisitQuerySchema,
        response: { 200: dayVisitDaySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => readDayOffer(inRequest(request), request.query.date),
  );
};

export default dayVisitRoutes;
