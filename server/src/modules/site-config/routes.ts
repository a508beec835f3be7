// GET /api/config: what the browser must know of the server's settings to apply the same rules as
// the server (the resort's today and time zone, the stay limits, how long an unverified booking holds). Public: it holds nothing private.
import { siteConfigSchema } from '@domain/api/site';
import type { SiteConfigDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { schema: { response: { 200: siteConfigSchema } } },
    async (): Promise<SiteConfigDto> => {
      const { resortTz, stayLimits } = app.deps.config;
      return {
        resortTz,
        today: todayIn(resortTz, app.deps.now()),
        maxStayNights: stayLimits.maxStayNights,
        bookingHorizonDays: stayLimits.bookingHorizonDays,
        unverifiedHoldHours: app.deps.config.unverifiedHoldHours,
      };
    },
  );
};

export default siteConfigRoutes;
