// Content management (spec section 7, Admin): the stored items and an upsert per key.
import { BODY_ERRORS, errorResponses } from '@domain/api/common';
import { contentItemSchema } from '@domain/api/site';
import { contentInputSchema } from '@domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/session';
import * as service from './admin.service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/api/admin/content',
    { schema: { response: { 200: z.array(contentItemSchema), ...errorResponses(401, 403) } } },
    async () => service.listStoredContent(db),
  );

  app.put(
    '/api/admin/content/:key',
    {
      schema: {
        params: z.object({ key: z.string() }),
        body: contentInputSchema,
        response: { 200: contentItemSchema, ...errorResponses(...BODY_ERRORS, 401, 403) },
      },
    },
    async (request) =>
      service.saveContent(db, {
        key: request.params.key,
        input: request.body,
        adminId: requireRole(request, 'admin').id,
        now: app.deps.now(),
      }),
  );
};

export default contentRoutes;
