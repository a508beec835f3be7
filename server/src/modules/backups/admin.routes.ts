// The admin's backups, mounted behind the admin guard: the list, the status (last success, last failure),
// "Back up now", and a download streamed from the S3 bucket or BACKUP_DIR. A download's name must be one
// of the listed backups: it is never used as a path.

import { backupDownloadSchema, backupFileSchema, backupStatusSchema } from '@domain/api/backups';
import { apiErrorSchema, errorResponses } from '@domain/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inRequest } from '../../lib/app-context';
import { attachment } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { backupStatus, findBackup, listBackups, openBackup } from './backup-list';
import { backupForAdmin } from './service';

const SIGNED_IN_ERRORS = errorResponses(401, 403);

const backupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/backups',
    { schema: { response: { 200: z.array(backupFileSchema), ...SIGNED_IN_ERRORS } } },
    async (request) => listBackups(inRequest(request)),
  );

  app.get(
    '/api/admin/backups/status',
    { schema: { response: { 200: backupStatusSchema, ...SIGNED_IN_ERRORS } } },
    async (request) => backupStatus(inRequest(request)),
  );

  app.post(
    '/api/admin/backups',
    {
      schema: {
        response: { 201: backupFileSchema, ...errorResponses(401, 403, 409), 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const ctx = inRequest(request);
      try {
        const made = await backupForAdmin(ctx);
        const listed = await findBackup(ctx, made.name);
        if (!listed) throw new Error(`${made.name} was made but is not in the list of backups`);
        return reply.status(201).send(listed);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // the admin sees why (the dashboard shows it too): a full disk, a folder it may not write
        return reply.status(500).send({ message: `The backup failed: ${(error as Error).message}` });
      }
    },
  );

  app.get(
    '/api/admin/backups/:name',
    {
      schema: {
        params: z.object({ name: z.string().max(200) }),
        response: {
          200: {
            description: 'The backup file, offered as a download',
            content: { 'application/gzip': { schema: backupDownloadSchema } },
          },
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const file = await openBackup(inRequest(request), request.params.name);
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', attachment(file.name))
        .header('Content-Length', file.size)
        .send(file.body);
    },
  );
};

export default backupAdminRoutes;
