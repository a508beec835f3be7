// GET /api/rooms (search) and GET /api/rooms/:id for everyone.
import { errorResponses } from '@domain/api/common';
import { roomAvailabilitySchema, roomSchema } from '@domain/api/rooms';
import { GUEST_NUMBER_MESSAGES, roomAvailabilityQuerySchema, roomSearchSchema } from '@domain/schemas/public';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { checkRoomAvailability } from './availability';
import { getRoom, searchRooms } from './service';

// zod's own words for a bad number ('Invalid input') say nothing to a person; these do (plugins/errors.ts).
const NUMBER_MESSAGES = {
  ...GUEST_NUMBER_MESSAGES,
  maxPrice: 'Max price must be a number of pesos above 0',
};

/**
 * An answer already written as JSON text by toRoomDto and JSON.stringify (service.ts; RoomDto is the route's
 * schema's type): Fastify sends a string with a JSON content type as it is, and the search cache keeps the text.
 */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json as never);

const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rooms',
    {
      config: { fieldMessages: NUMBER_MESSAGES },
      schema: {
        querystring: roomSearchSchema,
        response: { 200: z.array(roomSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // A search costs one query whatever its dates (nothing is priced night by night), so it answers any
      // range; the stay limits are the booking's to enforce.
      const search = request.query;
      const json = await app.readCache.get(`rooms:${JSON.stringify(search)}`, () =>
        searchRooms(inRequest(request), app.roomCache, search),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/api/rooms/:id',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: roomSchema, ...errorResponses(404) } },
    },
    async (request, reply) =>
      sendJson(reply, await getRoom(inRequest(request), app.roomCache, request.params.id)),
  );

  // Not cached: the booking form asks right before the guest pays, so it reads the nights as they are now.
  app.get(
    '/api/rooms/:id/availability',
    {
      config: { fieldMessages: { adults: NUMBER_MESSAGES.adults, kids: NUMBER_MESSAGES.kids } },
      schema: {
        params: z.object({ id: z.string() }),
        querystring: roomAvailabilityQuerySchema,
        response: { 200: roomAvailabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => checkRoomAvailability(inRequest(request), request.params.id, request.query),
  );
};

export default roomRoutes;
