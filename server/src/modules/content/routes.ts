// GET /api/content: every stored content item (may be empty). Admin editing lives in the admin area.
import { contentItemSchema } from '@domain/api/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listContent } from './service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/content', { schema: { response: { 200: z.array(contentItemSchema) } } }, async () =>
    listContent(app.deps.db),
  );
};

export default contentRoutes;
