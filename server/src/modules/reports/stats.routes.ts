// GET /api/admin/stats (admin only, checked by the admin plugin's hook).
import { adminStatsSchema } from '@domain/api/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { adminStats } from './stats.service';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', guardedRoute({ answer: adminStatsSchema }), async (request) =>
    adminStats(inRequest(request)),
  );
};

export default statsRoutes;
