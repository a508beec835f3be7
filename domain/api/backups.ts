// The admin's backups: the list the database keeps (files in an S3 bucket or in BACKUP_DIR), the last
// success and failure, and a download.
// Types are inferred here too (type-only for the client: no zod code reaches the browser through them).
import { z } from 'zod';
import { timestamp } from './common';

export const BACKUP_TRIGGERS = ['schedule', 'admin', 'command'] as const;
/** s3: in the S3 bucket (S3_BUCKET), under backups/; disk: in BACKUP_DIR on a server. */
export const BACKUP_STORAGES = ['s3', 'disk'] as const;

const storage = z.enum(BACKUP_STORAGES);
export type BackupStorage = (typeof BACKUP_STORAGES)[number];
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export const backupFileSchema = z
  .object({
    name: z.string().describe('resort-backup-YYYY-MM-DDTHHMM.tar.gz, in the resort’s time'),
    createdAt: timestamp,
    sizeBytes: z.number().int(),
    storage,
  })
  .meta({
    id: 'BackupFile',
    examples: [
      {
        name: 'resort-backup-2026-11-24T0300.tar.gz',
        createdAt: '2026-11-23T19:00:04.000Z',
        sizeBytes: 1843200,
        storage: 'disk',
      },
    ],
  });

const trigger = z
  .enum(BACKUP_TRIGGERS)
  .nullable()
  .describe(
    'The daily schedule, an admin’s button or npm run backup; null for a file found in BACKUP_DIR from before backups were recorded',
  );

export const backupStatusSchema = z
  .object({
    lastSuccess: z
      .object({ name: z.string(), at: timestamp, sizeBytes: z.number().int(), trigger })
      .nullable(),
    lastFailure: z
      .object({ at: timestamp, message: z.string(), trigger: z.enum(BACKUP_TRIGGERS) })
      .nullable(),
    failing: z.boolean().describe('The last backup made failed (its failure is newer than the last success)'),
    running: z.boolean().describe('A backup is being made now by this server'),
    schedule: z.object({
      at: z.string().describe('HH:MM, resort time (BACKUP_AT)'),
      timeZone: z.string(),
      keep: z.number().int().describe('How many backups are kept (BACKUP_KEEP)'),
    }),
    directory: z.string().describe('BACKUP_DIR on the server'),
    storedIn: z
      .object({
        storage,
        location: z.string().describe('s3://bucket/backups/, or the folder on the server’s disk'),
      })
      .describe('Where new backups are kept'),
    uploads: z
      .enum(['included', 's3'])
      .describe('s3: the uploaded files live in the S3 bucket and are not in the backups'),
  })
  .meta({
    id: 'BackupStatus',
    examples: [
      {
        lastSuccess: {
          name: 'resort-backup-2026-11-24T0300.tar.gz',
          at: '2026-11-23T19:00:00.000Z',
          sizeBytes: 1843200,
          trigger: 'schedule',
        },
        lastFailure: null,
        failing: false,
        running: false,
        schedule: { at: '03:00', timeZone: 'Asia/Manila', keep: 14 },
        directory: '/srv/resort/data/backups',
        storedIn: { storage: 'disk', location: '/srv/resort/data/backups' },
        uploads: 'included',
      },
    ],
  });

/** A backup file's bytes (GET /api/admin/backups/{name}): streamed, never serialised; documented as binary. */
export const backupDownloadSchema = z
  .unknown()
  .meta({ type: 'string', format: 'binary', description: 'The backup file (.tar.gz)' });

export type BackupFileDto = z.infer<typeof backupFileSchema>;
export type BackupStatusDto = z.infer<typeof backupStatusSchema>;
