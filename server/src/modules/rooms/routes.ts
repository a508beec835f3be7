// GET /api/rooms (search) and GET /api/rooms/:id for everyone.
import { errorResponses } from '@domain/api/common';
import { roomSchema } from '@domain/api/rooms';
import { roomSearchSchema } from '@domain/schemas/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { getRoom, searchRooms } from './service';

// zod's own words for a bad number ('Invalid input') say nothing to a person; these do.
const NUMBER_MESSAGES: Record<string, string> = {
  adults: 'Adults must be a whole number from 1 to 20',
  kids: 'Kids must be a whole number from 0 to 20',
  maxPrice: 'Max price must be a number of pesos above 0',
};

const parseRoomSearch = (query: unknown) => {
  const parsed = roomSearchSchema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'query';
    errors[field] ??= NUMBER_MESSAGES[field] ?? issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? 'Invalid search', errors);
};

const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rooms',
    {
      schema: { response: { 200: z.array(roomSchema), ...errorResponses(400) } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      // A search costs one query whatever its dates (nothing is priced night by night), so it answers any
      // range; the stay limits are the booking's to enforce.
      const search = parseRoomSearch(request.query);
      return app.readCache.get(`rooms:${JSON.stringify(search)}`, () => searchRooms(app.deps.db, search));
    },
  );

  app.get(
    '/api/rooms/:id',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: roomSchema, ...errorResponses(404) } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => getRoom(app.deps.db, request.params.id),
  );
};

export default roomRoutes;
