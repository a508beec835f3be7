// GET /api/add-ons: the active extras for the booking page, in both languages (cached like the room
// search: every successful write clears it).
import { addOnSchema } from '@domain/api/add-ons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { listActiveAddOns } from './service';

const addOnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/add-ons', { schema: { response: { 200: z.array(addOnSchema) } } }, async (request) =>
    app.readCache.get('add-ons', () => listActiveAddOns(inRequest(request))),
  );
};

export default addOnRoutes;
