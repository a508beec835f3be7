// Weather disruptions over HTTP: the front desk (receptionists and admins) declares, previews,
// lists and lifts them. The guest's answers (move, cancel) live with the reservations they change.
// The body's rules depend on the day: the routes declare the schema of the resort's day (lib/day-schema.ts),
// which Fastify checks after the staff guard (400 with the field's message) and the reference documents.
import { disruptionPreviewSchema, weatherDisruptionSchema } from '@domain/api/weather';
import { todayIn } from '@domain/dates';
import { declareDisruptionSchema } from '@domain/schemas/weather';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { schemaOfTheDay } from '../../lib/day-schema';
import { guardedRoute } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import { declareDisruption, liftDisruption, listDisruptions, previewDisruption } from './service';

const staffOf = (request: FastifyRequest) => requireRole(request, 'receptionist', 'admin');
const BASE = '/api/receptionist/weather-disruptions';

const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const declaration = schemaOfTheDay(declareDisruptionSchema, () =>
    todayIn(app.deps.config.resortTz, app.deps.now()),
  );

  // Before the body is looked at: a visitor gets 401 and a customer 403 whatever they send (the hook
  // covers this plugin's routes only).
  app.addHook('preValidation', async (request) => {
    staffOf(request);
  });

  app.get(BASE, guardedRoute({ answer: z.array(weatherDisruptionSchema) }), async () => listDisruptions(app));

  app.post(
    `${BASE}/preview`,
    guardedRoute({ body: declaration, answer: disruptionPreviewSchema }),
    async (request) => previewDisruption(inRequest(request), request.body),
  );

  app.post(
    BASE,
    guardedRoute({ body: declaration, answer: weatherDisruptionSchema, status: [200, 201], errors: [409] }),
    async (request, reply) => {
      const { disruption, created } = await declareDisruption(
        inRequest(request),
        staffOf(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(disruption);
    },
  );

  app.post(
    `${BASE}/:id/lift`,
    guardedRoute({ params: idParams, answer: weatherDisruptionSchema, errors: [404, 409] }),
    async (request) => liftDisruption(inRequest(request), staffOf(request), request.params.id),
  );
};

export default weatherRoutes;
