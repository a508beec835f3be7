// Content management (spec section 7, Admin): the stored items (English and Filipino) and an upsert per key.
import { storedContentItemSchema } from '@domain/api/site';
import { contentInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { guardedRoute } from '../../lib/guarded-route';
import { requireRole } from '../../plugins/session';
import * as service from './admin.service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/content', guardedRoute({ answer: z.array(storedContentItemSchema) }), async (request) =>
    service.listStoredContent(inRequest(request)),
  );

  app.put(
    '/api/admin/content/:key',
    guardedRoute({
      params: z.object({ key: z.string() }),
      body: contentInputSchema,
      answer: storedContentItemSchema,
    }),
    async (request) =>
      service.saveContent(inRequest(request), {
        key: request.params.key,
        input: request.body,
        adminId: requireRole(request, 'admin').id,
      }),
  );
};

export default contentRoutes;
