// GET /api/admin/stats (admin only, checked by the admin plugin's hook).
import { adminStatsSchema } from '@domain/api/reports';
import { todayIn } from '@domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../lib/guarded-route';
import { adminStats } from './stats.service';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.deps.config.resortTz;
  app.get('/api/admin/stats', guardedRoute({ answer: adminStatsSchema }), async () =>
    adminStats(app.deps.db, todayIn(tz, app.deps.now()), tz),
  );
};

export default statsRoutes;
