// GET /api/config: what the browser must know of the server's settings to apply the same rules as
// the server (the resort's today and time zone, the stay limits, how long an unverified booking holds). Public: it holds nothing private.
import { siteConfigSchema } from '@domain/api/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inRequest } from '../../lib/app-context';
import { readSiteConfig } from './service';

const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: siteConfigSchema } } }, async (request) =>
    readSiteConfig(inRequest(request)),
  );
};

export default siteConfigRoutes;
