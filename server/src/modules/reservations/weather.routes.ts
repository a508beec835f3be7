// Weather rebooking: the routes check the fields, the use cases (weather-moves.ts for a stay,
// weather-day-moves.ts for a day visit) the rules that need the booking.
import { errorResponses } from '@domain/api/common';
import { reservationSchema } from '@domain/api/reservations';
import { weatherMoveDaySchema as weatherMoveDayAnswer, weatherMoveOptionSchema } from '@domain/api/weather';
import { weatherMoveDatesSchema, weatherMoveSchema, weatherNewDaySchema } from '@domain/schemas/weather';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { idParams } from '../../lib/route-ids';
import { requireUser } from '../../plugins/session';
import { CHANGE_ERRORS } from './route-options';
import { moveDayVisitForWeather, weatherMoveDayCheck } from './weather-day-moves';
import { cancelForWeather, moveForWeather, weatherMoveOptions } from './weather-moves';

/**
 * The weather move's fields (two days, a room id) as the route checks and documents them: the domain
 * schema's fields without its rules, which need the booking (its move window, the disruptions) and are
 * checked by the use case. The options given here only build the fields.
 */
const weatherMoveBody = z.object(
  weatherMoveSchema({
    originalCheckin: '2000-01-01',
    today: '2000-01-01',
    limits: DEFAULT_STAY_LIMITS,
    disruptions: [],
  }).shape,
);

const guestOf = (request: FastifyRequest) => ({
  reservationId: (request.params as { id: string }).id,
  userId: requireUser(request).id,
});

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
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
  app.get(
    '/api/reservations/:id/weather-move/day',
    {
      schema: {
        params: idParams,
        querystring: weatherNewDaySchema,
        response: { 200: weatherMoveDayAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => weatherMoveDayCheck(inRequest(request), guestOf(request), request.query),
  );
  app.post(
    '/api/reservations/:id/weather-move/day',
    {
      schema: {
        params: idParams,
        body: weatherNewDaySchema,
        response: { 200: reservationSchema, ...CHANGE_ERRORS },
      },
    },
    async (request) => moveDayVisitForWeather(inRequest(request), guestOf(request), request.body),
  );
  app.post(
    '/api/reservations/:id/weather-cancel',
    { schema: { params: idParams, response: { 200: reservationSchema, ...CHANGE_ERRORS } } },
    async (request) => cancelForWeather(inRequest(request), guestOf(request)),
  );
};
