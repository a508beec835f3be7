// GET /api/content: every stored content item (may be empty). Admin editing lives in the admin area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContent } from './service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/content', async () => listContent(app.deps.db));
};

export default contentRoutes;
