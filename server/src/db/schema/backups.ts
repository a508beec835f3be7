// The list of backups made and of the ones that failed.
import { BACKUP_STORAGES, BACKUP_TRIGGERS } from '@domain/api/backups';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, isOneOf } from './column-types';

/**
 * Every backup made (and the files found in BACKUP_DIR from before this list was kept), so each instance
 * lists the same ones: where its file is (`s3`: the bucket under `location`'s prefix; `disk`: the folder
 * `location` on `host`, which other servers reach only when it is shared). `pruned_at`: past BACKUP_KEEP,
 * no longer listed; the row goes once its file is deleted (by `host` when only it reaches the file).
 * Neither this table nor backup_failures is in a backup or touched by a restore.
 */
export const backups = pgTable(
  'backups',
  {
    name: text('name').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** null: a file found in BACKUP_DIR, made before backups were recorded here. */
    trigger: text('trigger'),
    storage: text('storage').notNull(),
    location: text('location').notNull(),
    host: text('host').notNull(),
    sha256: text('sha256'),
    prunedAt: timestamp('pruned_at', { withTimezone: true }),
  },
  (t) => [
    index('backups_created_idx').on(t.createdAt),
    check('backups_storage_check', isOneOf(t.storage, BACKUP_STORAGES)),
    check('backups_trigger_check', sql`${t.trigger} is null or ${isOneOf(t.trigger, BACKUP_TRIGGERS)}`),
  ],
);

/** Each failed backup, with why: the admin dashboard shows the last one in red until a backup succeeds. */
export const backupFailures = pgTable(
  'backup_failures',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    index('backup_failures_at_idx').on(t.at),
    check('backup_failures_trigger_check', isOneOf(t.trigger, BACKUP_TRIGGERS)),
  ],
);
