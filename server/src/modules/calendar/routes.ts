// Calendar sync over HTTP, besides the admin's routes (./admin.routes, mounted by the admin
// plugin): the staff's conflicts, blocks and whole-property calendar, and the rooms' public export feeds
// (private by their token). Also registers the 'calendar-sync' job.
import { calendarBlockSchema, calendarConflictSchema, calendarFeedAlertSchema } from '@domain/api/calendar';
import { errorResponses, noContent } from '@domain/api/common';
import { resolveConflictSchema } from '@domain/schemas/calendar';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { idParams } from '../../lib/route-ids';
import { requireRole } from '../../plugins/session';
import { type IcsFile, notModified, roomCalendar, staffCalendar } from './export-calendar';
import { listFeedAlerts } from './feed-alerts';
import { defineCalendarJobs } from './jobs';
import { listActiveBlocks, listConflicts } from './lists';
import { resolveConflict } from './resolve-conflict';

/** The signed-in receptionist or admin; 401 for visitors, 403 for customers. */
const staffOf = (request: FastifyRequest) => requireRole(request, 'receptionist', 'admin');

const day = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });
const blocksQuery = z.object({ from: day.optional(), to: day.optional() });
const conflictsQuery = z.object({ state: z.enum(['open', 'all']).default('open') });

const icsFile = {
  description: 'An iCalendar file (RFC 5545, UTF-8)',
  content: { 'text/calendar': { schema: z.string() } },
};

/** Sent as it is, never cached without asking (a new booking shows at the next request), 304 when unchanged. */
const sendIcs = (request: FastifyRequest, reply: FastifyReply, file: IcsFile) => {
  reply.header('Cache-Control', 'private, no-cache').header('ETag', file.etag);
  if (notModified(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
  return reply.header('Content-Type', 'text/calendar; charset=utf-8').send(file.body);
};

/** Receptionists and admins: the conflicts, the blocks and the whole property's calendar. */
const staffCalendarRoutes: FastifyPluginAsyncZod = async (staff) => {
  // Before the body is looked at: a visitor gets 401 and a customer 403 whatever they send.
  staff.addHook('onRequest', async (request) => {
    staffOf(request);
  });

  staff.get(
    '/api/receptionist/calendar-conflicts',
    guardedRoute({ querystring: conflictsQuery, answer: z.array(calendarConflictSchema), errors: [400] }),
    async (request) => listConflicts(inRequest(request), request.query.state),
  );

  staff.post(
    '/api/receptionist/calendar-conflicts/:id/resolve',
    guardedRoute({
      params: idParams,
      body: resolveConflictSchema,
      answer: calendarConflictSchema,
      errors: [404, 409],
    }),
    async (request) =>
      resolveConflict(inRequest(request), {
        id: request.params.id,
        input: request.body,
        staff: staffOf(request),
      }),
  );

  // The dashboards' warning: imported calendars that fail or have not synced for 3 intervals.
  staff.get(
    '/api/receptionist/calendar-feed-alerts',
    guardedRoute({ answer: z.array(calendarFeedAlertSchema) }),
    async (request) => listFeedAlerts(inRequest(request)),
  );

  staff.get(
    '/api/receptionist/calendar-blocks',
    guardedRoute({ querystring: blocksQuery, answer: z.array(calendarBlockSchema), errors: [400] }),
    async (request) => listActiveBlocks(inRequest(request), request.query),
  );

  staff.get(
    '/api/receptionist/calendar.ics',
    { schema: { response: { 200: icsFile, 304: noContent, ...errorResponses(401, 403) } } },
    async (request, reply) => sendIcs(request, reply, await staffCalendar(inRequest(request))),
  );
};

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  defineCalendarJobs(app);
  await app.register(staffCalendarRoutes);

  // find-my-way has no "param with a suffix": the file name is the param, and it must end in .ics.
  app.get(
    '/api/calendar/rooms/:file',
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: icsFile, 304: noContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const roomId = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      return sendIcs(
        request,
        reply,
        await roomCalendar(inRequest(request), { roomId, token: request.query.token }),
      );
    },
  );
};

export default calendarRoutes;
