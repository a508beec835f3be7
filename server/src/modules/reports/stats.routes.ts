// GET /api/admin/stats (admin only, checked by the admin plugin's hook).
import { errorResponses } from '@domain/api/common';
import { adminStatsSchema } from '@domain/api/reports';
import { todayIn } from '@domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStats } from './stats.service';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    { schema: { response: { 200: adminStatsSchema, ...errorResponses(401, 403) } } },
    async () => adminStats(app.deps.db, todayIn(app.deps.config.resortTz, app.deps.now())),
  );
};

export default statsRoutes;
