// "Make a backup now": one at a time per process, recorded in BACKUP_DIR's status file (success or
// failure), logged, and followed by the retention of BACKUP_KEEP. The schedule, the admin's button, the
// control socket and `npm run backup` all come through here.
import path from 'node:path';
import type { BackupStatusDto } from '@domain/api/backups';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { S3Settings } from '../../lib/storage/s3-storage';
import {
  type BackupTrigger,
  listBackups,
  pruneBackups,
  readStatus,
  recordFailure,
  recordSuccess,
} from './backup-folder';
import { createBackup, type MadeBackup } from './create-backup';
import { headlineCounts } from './format';

/** The few log calls the backups make: the server's pino logger or the command line's console. */
export type BackupLog = {
  info: (message: string) => void;
  error: (message: string, error: unknown) => void;
};

export const consoleLog: BackupLog = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : error}`),
};

export const fromFastifyLog = (log: FastifyBaseLogger): BackupLog => ({
  info: (message) => log.info(message),
  error: (message, error) => log.error({ err: error }, message),
});

/** The settings the backups read (AppConfig has them all; the command line reads the same variables). */
export type BackupConfig = {
  dataDir: string;
  databaseUrl?: string;
  resortTz: string;
  s3?: S3Settings;
  /** BACKUP_DIR, BACKUP_AT, BACKUP_KEEP; unset in a configuration built by hand (tests): the defaults. */
  backups?: BackupSettings;
};
export type BackupSettings = { dir: string; at: string; keep: number };

export const DEFAULT_BACKUP_AT = '03:00';
export const DEFAULT_BACKUP_KEEP = 14;

/** BACKUP_DIR, BACKUP_AT, BACKUP_KEEP with their defaults (a configuration built by hand has none). */
export const backupSettingsOf = (config: Pick<BackupConfig, 'dataDir' | 'backups'>): BackupSettings =>
  config.backups ?? {
    dir: path.join(config.dataDir, 'backups'),
    at: DEFAULT_BACKUP_AT,
    keep: DEFAULT_BACKUP_KEEP,
  };

export const BACKUP_RUNNING = 'A backup is being made right now. Please wait for it to finish.';

let running = false;

export type BackupNowOptions = {
  db: Database;
  config: BackupConfig;
  trigger: BackupTrigger;
  log: BackupLog;
  now?: () => Date;
};

/** One backup, recorded and pruned; throws (after recording the failure) when it fails. */
export const backupNow = async ({ db, config, trigger, log, now = () => new Date() }: BackupNowOptions) => {
  if (running) throw conflict(BACKUP_RUNNING);
  running = true;
  const settings = backupSettingsOf(config);
  try {
    const made = await createBackup({
      db,
      dataDir: config.dataDir,
      backupDir: settings.dir,
      timeZone: config.resortTz,
      s3Bucket: config.s3?.bucket,
      now,
    });
    await recordSuccess(settings.dir, {
      name: made.name,
      at: now().toISOString(),
      sizeBytes: made.sizeBytes,
      trigger,
    });
    const pruned = await pruneBackups(settings.dir, settings.keep);
    log.info(`${describeBackup(made)}${pruned.length ? ` Removed ${pruned.length} older backups.` : ''}`);
    return made;
  } catch (error) {
    log.error('The backup failed', error);
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(settings.dir, { at: now().toISOString(), message, trigger }).catch((recording) =>
      log.error(`Could not record the failure in ${settings.dir}`, recording),
    );
    throw error;
  } finally {
    running = false;
  }
};

const readableSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "Backed up 12 bookings, 20 payments, 5 users and 8 files to /data/backups/resort-backup-... (1.20 MB)." */
export const describeBackup = (made: MadeBackup) => {
  const { bookings, payments, users, files } = headlineCounts(made.manifest);
  const uploads = made.manifest.uploads.included
    ? ''
    : ` The uploaded files live in the S3 bucket ${made.manifest.uploads.bucket} and are not in this backup.`;
  return `Backed up ${bookings} bookings, ${payments} payments, ${users} users and ${files} files to ${made.file} (${readableSize(made.sizeBytes)}).${uploads}`;
};

/** What the admin dashboard shows: the last success, the last failure (in red while it is the latest). */
export const backupStatus = async (config: BackupConfig): Promise<BackupStatusDto> => {
  const settings = backupSettingsOf(config);
  const { lastSuccess, lastFailure } = await readStatus(settings.dir);
  return {
    lastSuccess: lastSuccess ?? null,
    lastFailure: lastFailure ?? null,
    failing: Boolean(lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at)),
    running,
    schedule: { at: settings.at, timeZone: config.resortTz, keep: settings.keep },
    directory: settings.dir,
    uploads: config.s3 ? 's3' : 'included',
  };
};

/** The newest backup in BACKUP_DIR (made by any trigger), or undefined when there is none yet. */
export const lastBackupMade = async (
  config: BackupConfig,
): Promise<{ name: string; at: string } | undefined> => {
  const [newest] = (await listBackups(backupSettingsOf(config).dir)).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  return newest ? { name: newest.name, at: newest.createdAt } : undefined;
};
