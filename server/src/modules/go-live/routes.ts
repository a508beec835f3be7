// The go-live checklist's admin routes, mounted behind the admin guard (401 visitors, 403 other roles):
// the list, and a dismissal per item (PUT sets it, DELETE undoes it). Both actions are bodyless.
import { goLiveChecklistSchema, goLiveItemSchema } from '@domain/api/go-live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { deleteRoute, guardedRoute, noContentOnceDone } from '../../lib/guarded-route';
import { requireRole } from '../../plugins/session';
import { goLiveChecklist, setDismissed } from './service';

const itemParams = z.object({ id: z.string().max(100) });

const goLiveAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/go-live', guardedRoute({ answer: goLiveChecklistSchema }), async (request) =>
    goLiveChecklist(inRequest(request)),
  );

  app.put(
    '/api/admin/go-live/:id/dismissal',
    guardedRoute({ params: itemParams, answer: goLiveItemSchema, errors: [404] }),
    async (request) =>
      setDismissed(inRequest(request), {
        id: request.params.id,
        dismissed: true,
        adminId: requireRole(request, 'admin').id,
      }),
  );

  app.delete('/api/admin/go-live/:id/dismissal', deleteRoute(itemParams, [404]), async (request, reply) =>
    noContentOnceDone(
      reply,
      setDismissed(inRequest(request), {
        id: request.params.id,
        dismissed: false,
        adminId: requireRole(request, 'admin').id,
      }),
    ),
  );
};

export default goLiveAdminRoutes;
