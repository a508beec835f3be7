// The admin's backups (issue 13), mounted behind the admin guard: the list, the status (last success,
// last failure), "Back up now", and a download streamed from BACKUP_DIR. A download's name must be one
// of the listed files: it is never used as a path.

import { createReadStream } from 'node:fs';
import path from 'node:path';
import { backupDownloadSchema, backupFileSchema, backupStatusSchema } from '@domain/api/backups';
import { apiErrorSchema, errorResponses } from '@domain/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/csv';
import { AppError, notFound } from '../../lib/errors';
import { listBackups } from './backup-folder';
import { backupNow, backupSettingsOf, backupStatus, fromFastifyLog } from './service';

const SIGNED_IN_ERRORS = errorResponses(401, 403);

const backupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const settings = backupSettingsOf(config);

  app.get(
    '/api/admin/backups',
    { schema: { response: { 200: z.array(backupFileSchema), ...SIGNED_IN_ERRORS } } },
    async () => listBackups(settings.dir),
  );

  app.get(
    '/api/admin/backups/status',
    { schema: { response: { 200: backupStatusSchema, ...SIGNED_IN_ERRORS } } },
    async () => backupStatus(config),
  );

  app.post(
    '/api/admin/backups',
    {
      schema: {
        response: { 201: backupFileSchema, ...errorResponses(401, 403, 409), 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const made = await backupNow({
          db,
          config,
          trigger: 'admin',
          log: fromFastifyLog(request.log),
          now: app.deps.now,
        });
        const [listed] = (await listBackups(settings.dir)).filter((backup) => backup.name === made.name);
        return reply
          .status(201)
          .send(listed ?? { name: made.name, createdAt: made.manifest.createdAt, sizeBytes: made.sizeBytes });
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
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const backup = (await listBackups(settings.dir)).find((entry) => entry.name === request.params.name);
      if (!backup) throw notFound('There is no backup by that name');
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', attachment(backup.name))
        .header('Content-Length', backup.sizeBytes)
        .send(createReadStream(path.join(settings.dir, backup.name)));
    },
  );
};

export default backupAdminRoutes;
