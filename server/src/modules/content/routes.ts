// GET /api/content: every stored content item (may be empty) in the language asked for, the English
// where an item has no Filipino version. Admin editing lives in the admin area.
import { contentItemSchema } from '@domain/api/site';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { listContent } from './service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content',
    {
      schema: {
        // the site's language lives in the browser (the header's switch), so the page says which it reads
        querystring: z.object({
          lang: z
            .enum(LANGUAGES, { error: 'lang must be en or fil' })
            .default(DEFAULT_LANGUAGE)
            .describe('en (default) or fil'),
        }),
        response: { 200: z.array(contentItemSchema) },
      },
    },
    async (request) => listContent(inRequest(request), request.query.lang),
  );
};

export default contentRoutes;
