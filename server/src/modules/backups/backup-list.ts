// The backups as the admin sees them: the list, the status and the downloads. They read the database, so
// every instance answers the same; a file is opened where this server can reach it.
import type { BackupFileDto, BackupStatusDto } from '@domain/api/backups';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import {
  type BackupRecord,
  findLastBackupFailure,
  findListedBackup,
  findListedBackups,
} from './backups.repository';
import { isBackupName } from './format';
import {
  type BackupConfig,
  backupRunning,
  backupSettingsOf,
  backupStore,
  HOST,
  reconcileBackupFolder,
  storeHolding,
} from './service';

const dtoOf = (record: BackupRecord): BackupFileDto => ({
  name: record.name,
  createdAt: record.createdAt.toISOString(),
  sizeBytes: record.sizeBytes,
  storage: record.storage,
});

/** The listed backups, newest first, wherever their files are. */
export const listBackups = async (ctx: AppContext): Promise<BackupFileDto[]> => {
  const { db, config } = ctx.deps;
  await reconcileBackupFolder(db, config);
  return (await findListedBackups(db)).map(dtoOf);
};

const findListedBackupReconciled = async (db: Database, config: BackupConfig, name: string) => {
  await reconcileBackupFolder(db, config);
  return findListedBackup(db, name);
};

export const findBackup = async (ctx: AppContext, name: string) => {
  const record = await findListedBackupReconciled(ctx.deps.db, ctx.deps.config, name);
  return record ? dtoOf(record) : undefined;
};

/** What the admin dashboard shows: the last success, the last failure (in red while it is the latest). */
export const backupStatus = async (ctx: AppContext): Promise<BackupStatusDto> => {
  const { db, config } = ctx.deps;
  const settings = backupSettingsOf(config);
  await reconcileBackupFolder(db, config);
  const [newest] = await findListedBackups(db);
  const failure = await findLastBackupFailure(db);
  const store = backupStore(config);
  return {
    lastSuccess: newest
      ? {
          name: newest.name,
          at: newest.createdAt.toISOString(),
          sizeBytes: newest.sizeBytes,
          trigger: newest.trigger,
        }
      : null,
    lastFailure: failure
      ? { at: failure.at.toISOString(), message: failure.message, trigger: failure.trigger }
      : null,
    failing: Boolean(failure && (!newest || failure.at > newest.createdAt)),
    running: backupRunning(),
    schedule: { at: settings.at, timeZone: config.resortTz, keep: settings.keep },
    directory: settings.dir,
    storedIn: { storage: store.storage, location: store.location },
    uploads: config.s3 ? 's3' : 'included',
  };
};

const KEEP_THEM_REACHABLE =
  'keep backups where every server reaches them: one BACKUP_DIR shared by all servers (a shared volume), or an S3 bucket (S3_BUCKET)';

/**
 * A listed backup's file as a stream, from the S3 bucket or BACKUP_DIR. A file this server cannot reach
 * (on another server's disk, in a bucket it is not set to use) answers 409 saying where it is.
 */
export const openBackup = async (ctx: AppContext, name: string) => {
  const { db, config } = ctx.deps;
  // a name no backup can have (a path, a NUL byte) is not looked up at all
  const record = isBackupName(name) ? await findListedBackupReconciled(db, config, name) : undefined;
  if (!record) throw notFound('There is no backup by that name');
  const { dir } = backupSettingsOf(config);
  const store = storeHolding(config, record);
  if (!store)
    throw conflict(
      `This backup is stored in the S3 bucket ${record.location}, which this server is not set to use: set S3_BUCKET (and the other S3_ settings) as on the server that made it.`,
    );
  const file = await store.open(record.name);
  if (file) return { ...file, name: record.name };
  if (record.storage === 's3')
    throw notFound(`The file of this backup is no longer in the S3 bucket (${record.location}).`);
  if (record.host !== HOST || record.location !== dir)
    throw conflict(
      `This backup is stored on another server's disk (${record.host}, in ${record.location}): download it through that server, or ${KEEP_THEM_REACHABLE}.`,
    );
  throw notFound(`The file of this backup is no longer in ${dir} on this server.`);
};

/** The newest backup listed (made by any trigger, on any instance), or undefined when there is none yet. */
export const lastBackupMade = async (ctx: AppContext): Promise<{ name: string; at: string } | undefined> => {
  const [newest] = await listBackups(ctx);
  return newest ? { name: newest.name, at: newest.createdAt } : undefined;
};
