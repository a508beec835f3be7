// The admin's calendar sync of a room: its imported feeds (list, add, remove, sync now) and the
// rotation of its export token. Admin only (the admin plugin's hook); the routes only unpack the request.
import { calendarExportUrlSchema, calendarFeedSchema } from '@domain/api/calendar';
import { feedInputSchema } from '@domain/schemas/calendar';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import { rotateCalendarToken } from './export-urls';
import { addFeed, listFeeds, removeFeed, syncFeedNow } from './feeds';

const feedParams = idParams.extend({ feedId: z.string() });

const adminOf = (request: FastifyRequest) => requireRole(request, 'admin');

const calendarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/rooms/:id/calendar-feeds',
    guardedRoute({ params: idParams, answer: z.array(calendarFeedSchema), errors: [404] }),
    async (request) => listFeeds(inRequest(request), request.params.id),
  );

  // Fetched once right away: the answer's status says whether the address works.
  app.post(
    '/api/admin/rooms/:id/calendar-feeds',
    guardedRoute({
      params: idParams,
      body: feedInputSchema,
      status: 201,
      answer: calendarFeedSchema,
      errors: [404, 409],
    }),
    async (request, reply) => {
      const feed = await addFeed(inRequest(request), {
        roomId: request.params.id,
        input: request.body,
        staffId: adminOf(request).id,
      });
      return reply.status(201).send(feed);
    },
  );

  app.delete(
    '/api/admin/rooms/:id/calendar-feeds/:feedId',
    deleteRoute(feedParams, [404, 409]),
    async (request, reply) =>
      noContentOnceDone(
        reply,
        removeFeed(inRequest(request), { roomId: request.params.id, feedId: request.params.feedId }),
      ),
  );

  // 200 with the feed even when the fetch failed: its status and lastError say so.
  app.post(
    '/api/admin/rooms/:id/calendar-feeds/:feedId/sync',
    guardedRoute({ params: feedParams, answer: calendarFeedSchema, errors: [404] }),
    async (request) =>
      syncFeedNow(inRequest(request), { roomId: request.params.id, feedId: request.params.feedId }),
  );

  app.post(
    '/api/admin/rooms/:id/calendar-token',
    guardedRoute({ params: idParams, answer: calendarExportUrlSchema, errors: [404] }),
    async (request) => rotateCalendarToken(inRequest(request), request.params.id),
  );
};

export default calendarAdminRoutes;
