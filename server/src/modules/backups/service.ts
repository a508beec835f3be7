// "Make a backup now": one at a time per process, kept in the backup store (BACKUP_DIR or the S3 bucket),
// recorded in the database (success or failure), logged, and followed by the retention of BACKUP_KEEP. The
// schedule, the admin's button, the control socket and `npm run backup` all come through here; the list,
// the status and the downloads are in backup-list.ts.
import { hostname } from 'node:os';
import path from 'node:path';
import type { BackupTrigger } from '@domain/api/backups';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/errors';
import type { S3Settings } from '../../lib/storage/s3-storage';
import { backupFilesIn } from './backup-folder';
import { type BackupStore, backupStoreOf, diskStore } from './backup-store';
import {
  type BackupRecord,
  deleteBackupRecord,
  findListedBackups,
  findPrunedBackups,
  insertBackupFailure,
  insertBackupRecord,
  insertFoundBackups,
  isBackupNameRecorded,
  markBackupsPruned,
  pruneBackupFailures,
} from './backups.repository';
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

export const fromFastifyLog = (log: Pick<FastifyBaseLogger, 'info' | 'error'>): BackupLog => ({
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

/** Whether this process is making a backup right now. */
export const backupRunning = () => running;

/** Names this server in the list: a backup on its disk is reachable from the others only through a shared BACKUP_DIR. */
export const HOST = hostname();

// one S3 client per configuration, not one per backup or download
const bucketStores = new WeakMap<S3Settings, BackupStore>();

/** Where new backups go: the S3 bucket when S3_BUCKET is set, else BACKUP_DIR. */
export const backupStore = (config: BackupConfig): BackupStore => {
  const { dir } = backupSettingsOf(config);
  if (!config.s3) return diskStore(dir);
  let store = bucketStores.get(config.s3);
  if (!store) {
    store = backupStoreOf({ s3: config.s3, dir });
    bucketStores.set(config.s3, store);
  }
  return store;
};

/** The store that holds a recorded backup's file, when this server is set up to reach it. */
export const storeHolding = (config: BackupConfig, record: BackupRecord): BackupStore | undefined => {
  const settings = backupSettingsOf(config);
  if (record.storage === 's3') {
    const store = backupStore(config);
    return store.storage === 's3' && store.location === record.location ? store : undefined;
  }
  return diskStore(settings.dir);
};

const reconciled = new WeakMap<Database, Map<string, Promise<void>>>();

/**
 * Backups made before the database kept their list are files in BACKUP_DIR with no row: recorded once per
 * process and folder (trigger unknown). A name already recorded, pruned ones included, is left alone.
 */
export const reconcileBackupFolder = (db: Database, config: BackupConfig) => {
  const { dir } = backupSettingsOf(config);
  let byDir = reconciled.get(db);
  if (!byDir) {
    byDir = new Map();
    reconciled.set(db, byDir);
  }
  let done = byDir.get(dir);
  if (!done) {
    done = (async () => {
      const files = await backupFilesIn(dir);
      await insertFoundBackups(
        db,
        files.map((file) => ({
          ...file,
          trigger: null,
          storage: 'disk',
          location: dir,
          host: HOST,
          sha256: null,
        })),
      );
    })();
    byDir.set(dir, done);
    // a failed try (the database away) is tried again by the next caller
    done.catch(() => byDir.delete(dir));
  }
  return done;
};

/**
 * Deletes the files of pruned backups that this server reaches, and their rows. A file on another server's
 * disk stays listed as pruned until that server runs this (after each daily backup time, on every instance).
 */
export const finishPruning = async (db: Database, config: BackupConfig) => {
  const { dir } = backupSettingsOf(config);
  const deleted: string[] = [];
  for (const record of await findPrunedBackups(db)) {
    const store = storeHolding(config, record);
    if (!store) continue;
    const here = await store.has(record.name);
    // a disk file that is not here is on another server's disk, unless it was on this one's
    if (!here && record.storage === 'disk' && (record.host !== HOST || record.location !== dir)) continue;
    if (here) await store.remove(record.name);
    await deleteBackupRecord(db, record.name);
    deleted.push(record.name);
  }
  return deleted;
};

/** All but the newest `keep` listed backups are no longer listed, and deleted where this server can. */
const pruneBackups = async (db: Database, config: BackupConfig, at: Date) => {
  const { keep } = backupSettingsOf(config);
  const old = (await findListedBackups(db)).slice(keep);
  await markBackupsPruned(
    db,
    old.map((record) => record.name),
    at,
  );
  await finishPruning(db, config);
  await pruneBackupFailures(db, keep);
  return old.map((record) => record.name);
};

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
  const store = backupStore(config);
  try {
    await reconcileBackupFolder(db, config);
    const made = await createBackup({
      db,
      dataDir: config.dataDir,
      backupDir: settings.dir,
      timeZone: config.resortTz,
      s3Bucket: config.s3?.bucket,
      nameTaken: async (name) =>
        (await isBackupNameRecorded(db, name)) || (store.storage === 's3' && (await store.has(name))),
      now,
    });
    await store.keep(made.file, made.name);
    const kept: MadeBackup =
      store.storage === 's3' ? { ...made, file: `${store.location}${made.name}` } : made;
    await insertBackupRecord(db, {
      name: made.name,
      createdAt: now(),
      sizeBytes: made.sizeBytes,
      trigger,
      storage: store.storage,
      location: store.location,
      host: HOST,
      sha256: made.sha256,
    });
    const pruned = await pruneBackups(db, config, now());
    log.info(`${describeBackup(kept)}${pruned.length ? ` Removed ${pruned.length} older backups.` : ''}`);
    return kept;
  } catch (error) {
    log.error('The backup failed', error);
    const message = error instanceof Error ? error.message : String(error);
    await insertBackupFailure(db, { at: now(), message, trigger }).catch((recording) =>
      log.error('Could not record the failure in the database', recording),
    );
    throw error;
  } finally {
    running = false;
  }
};

/** POST /api/admin/backups: "Back up now", logged with the request's lines. */
export const backupForAdmin = (ctx: AppContext) =>
  backupNow({
    db: ctx.deps.db,
    config: ctx.deps.config,
    trigger: 'admin',
    log: ctx.log ? fromFastifyLog(ctx.log) : consoleLog,
    now: ctx.deps.now,
  });

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
